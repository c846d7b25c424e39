import type { Clock, Page } from '@playwright/test';
import { expect } from '@playwright/test';

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
