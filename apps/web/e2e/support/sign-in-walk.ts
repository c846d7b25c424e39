import type { Page } from 'playwright-core';
import { field } from './fields';

export interface SignInWalk {
  /** Where Login is: the journeys' `./`, or a whole address from outside the journeys. */
  start: string;
  email: string;
  password: string;
  /** A code of the authenticator, asked for only once the code screen shows. */
  code: () => string | Promise<string>;
  /** How long each screen may take to come; the page's default when not given. */
  timeoutMs?: number;
}

/**
 * Login, then the code, filled as a person fills them, until the first signed-in screen
 * (Credentials) opens: the journeys about signing in, and the operations tests that sign in on a
 * portal just moved or restored, walk the same screens.
 */
export async function walkTheSignInScreens(page: Page, who: SignInWalk): Promise<void> {
  const wait = who.timeoutMs === undefined ? {} : { timeout: who.timeoutMs };
  await page.goto(who.start);
  await field(page, 'E-mail').fill(who.email);
  await field(page, 'Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dev-portal\/2fa$/, wait);
  await field(page, 'One-time code').fill(await who.code());
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(/\/dev-portal\/home\/view-credentials$/, wait);
}
