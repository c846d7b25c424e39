import { messages } from '@ddp/contract';
import { type CDPSession, expect, type Page } from '@playwright/test';
import { E2E_PORT } from './e2e-port';
import { field } from './fields';
import { freshCode } from './totp';

/**
 * The portal at `localhost` for the passkey journeys: a WebAuthn relying party ID must be a domain,
 * and Chromium refuses an IP address such as 127.0.0.1 (the other journeys' host) as one. Without
 * PUBLIC_URL the server takes the relying party from the host the browser used
 * (platform/http/request-origin.ts), so the same server answers both.
 */
export const AT_LOCALHOST = `http://localhost:${E2E_PORT}/dev-portal/`;

export interface VirtualAuthenticator {
  cdp: CDPSession;
  authenticatorId: string;
  credentials(): Promise<number>;
}

/**
 * A platform authenticator in the page's browser through the DevTools WebAuthn domain: CTAP2,
 * built in, keeps passkeys, verifies the user and always says yes, as a person touching it would.
 */
export async function virtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    cdp,
    authenticatorId,
    credentials: async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials.length,
  };
}

export const passkeysSection = (page: Page) =>
  page
    .getByRole('region', { name: messages.passkeysTitle })
    .or(page.locator('section').filter({ has: page.getByRole('heading', { name: messages.passkeysTitle }) }));

export const addDialog = (page: Page) => page.getByRole('dialog', { name: messages.passkeysAdd });

/** Settings, "Add a passkey": a current code, a name, and the browser's prompt (the authenticator answers). */
export async function addPasskeyInSettings(page: Page, uri: string, name: string): Promise<void> {
  await page.getByRole('button', { name: messages.passkeysAdd }).click();
  const dialog = addDialog(page);
  await expect(dialog).toBeVisible();
  await field(page, messages.signInOneTimeCode).fill(await freshCode(uri));
  await field(page, messages.passkeysNameLabel).fill(name);
  await dialog.getByRole('button', { name: messages.passkeysCreate }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(messages.passkeyAdded)).toBeVisible();
}

/** The row of a passkey in Settings (by its cell's text: on a phone a cell's name also holds its label). */
export const passkeyRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.locator('td', { hasText: new RegExp(`^${name}$`) }) });

/** Logout from the side menu (behind its button on a phone). */
export async function signOut(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Toggle menu' });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/dev-portal\/(\?.*)?$/);
}
