import { expect, type Page } from '@playwright/test';
import { field } from './fields';
import { freshCode } from './totp';

/** Password, then the code of the authenticator set up from the mailed otpauth URI. */
export async function signInThroughTheScreens(page: Page, email: string, password: string, uri: string) {
  await page.goto('./');
  await field(page, 'E-mail').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dev-portal\/2fa$/);
  await field(page, 'One-time code').fill(await freshCode(uri));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dev-portal\/home\/view-credentials$/);
}
