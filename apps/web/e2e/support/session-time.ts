import { messages } from '@ddp/contract';
import type { BrowserContext, Clock, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * Opens the credentials screen in another tab of the signed-in browser and waits until it is drawn:
 * in use, not only addressed. A tab whose screen first draws after the session ended elsewhere asks
 * to sign in instead of telling why the session ended, so a journey about the other tabs ends the
 * session only after this.
 */
export async function credentialsInAnotherTab(context: BrowserContext): Promise<Page> {
  const tab = await context.newPage();
  await tab.goto('home/view-credentials');
  await expect(tab).toHaveURL(/\/dev-portal\/home\/view-credentials$/);
  await expect(tab.getByRole('heading', { name: messages.titleCredentials, level: 1 })).toBeVisible();
  return tab;
}

/**
 * Moves the browser's clock (Playwright's, installed by the test) to a moment of the signed-in
 * session, counted from the password step as the portal counts it (the session's initial login
 * time, `YYYY-MM-DD HH:mm:ss` in UTC). Signing in takes seconds of real time, more on a loaded
 * machine, so a fixed jump would land somewhere else each run.
 */
export async function forwardToSessionTime(page: Page, clock: Clock, sinceSignInMs: number): Promise<void> {
  const elapsed = await page.evaluate(() => {
    const stored = JSON.parse(window.localStorage.getItem('ddp.session') ?? '{}') as {
      initialLoginTime?: string;
    };
    const since = Date.parse(`${stored.initialLoginTime?.replace(' ', 'T')}Z`);
    return Date.now() - since;
  });
  expect(Number.isFinite(elapsed), 'the page holds a signed-in session').toBe(true);
  expect(elapsed, 'still before that moment').toBeLessThan(sinceSignInMs);
  await clock.fastForward(Math.ceil(sinceSignInMs - elapsed));
}
