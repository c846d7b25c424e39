import { chromium, type Page } from 'playwright-core';
import { playwrightChromiumLaunch } from '../../../web/e2e/support/chromium.mjs';
import { walkTheSignInScreens } from '../../../web/e2e/support/sign-in-walk';

export interface BrowserSignIn {
  email: string;
  password: string;
  /** A code of the authenticator for the server's current step, asked for when the screen wants it. */
  code: () => string;
  /** A credential's name the Credentials screen must list once signed in. */
  credentialName: string;
}

/**
 * A person signs in through the portal's own screens (Login, then the code) and lands on
 * Credentials, which lists their credential: what the journeys check first, on a portal that has
 * just been moved or restored. Resolves with the screen's address; throws with what it saw if a
 * step did not come.
 */
export async function signInThroughTheScreens(baseUrl: string, who: BrowserSignIn): Promise<string> {
  const browser = await chromium.launch(playwrightChromiumLaunch);
  try {
    const page = await browser.newPage();
    try {
      return await walk(page, baseUrl, who);
    } catch (error) {
      const shown = await page
        .locator('body')
        .ariaSnapshot()
        .catch(() => '');
      throw new Error(
        `${(error as Error).message}\nat ${page.url()}, the page showed:\n${shown.slice(0, 2000)}`,
      );
    }
  } finally {
    await browser.close();
  }
}

async function walk(page: Page, baseUrl: string, who: BrowserSignIn): Promise<string> {
  await walkTheSignInScreens(page, { ...who, start: `${baseUrl}/dev-portal/`, timeoutMs: 15_000 });
  await page.getByText(who.credentialName).first().waitFor({ timeout: 15_000 });
  return page.url();
}
