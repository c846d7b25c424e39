import { MFA_AUTHENTICATED } from '@ddp/contract';
import { expect, type Page } from '@playwright/test';
import { signInRepliesByApi } from './portal-api';
import { walkTheSignInScreens } from './sign-in-walk';
import { freshCode } from './totp';

/** Password, then the code of the authenticator set up from the mailed otpauth URI. */
export async function signInThroughTheScreens(page: Page, email: string, password: string, uri: string) {
  // The journeys' expect timeout (playwright.config.ts), as the screens were awaited before.
  const timeoutMs = 10_000;
  await walkTheSignInScreens(page, { start: './', email, password, code: () => freshCode(uri), timeoutMs });
  await expect(page).toHaveURL(/\/dev-portal\/home\/view-credentials$/);
}

/**
 * Signed in as the screens would leave it, without drawing them: password and code through the
 * portal's API on the page's own request context (so its cookies land in the browser), then the
 * values the Login and code screens store (lib/session-store.ts) written into the page's storage,
 * and the first signed-in screen opened. For the journeys where signing in is only the way in; those
 * about signing in itself use signInThroughTheScreens. Drawing the two screens cost about as much
 * CPU as a short journey, in about sixty journeys (docs/testing.md).
 */
export async function signIn(page: Page, email: string, password: string, uri: string) {
  const { session, temporaryToken, isAdminConsumer, envelopeKey } = await signInRepliesByApi(
    page.request,
    email,
    password,
    uri,
  );
  // A small file of the portal's origin, to reach its storage without starting the app.
  await page.goto('./favicon.svg');
  await page.evaluate(
    (values) => {
      const now = new Date().toISOString().slice(0, 19).replace('T', ' ');
      const stored = { ...values, initialLoginTime: now, temporaryLoginTime: now };
      window.localStorage.setItem('ddp.session', JSON.stringify(stored));
    },
    {
      email,
      temporaryToken,
      token: session.token,
      mfa: MFA_AUTHENTICATED,
      consumerId: session.consumerId,
      companyId: session.companyId,
      projectId: session.projectId,
      isAdminConsumer,
      envelopeKey,
    },
  );
  await page.goto('./home/view-credentials');
  await expect(page).toHaveURL(/\/dev-portal\/home\/view-credentials$/);
}
