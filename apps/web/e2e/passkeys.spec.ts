import { messages, paths } from '@ddp/contract';
import type { Page } from '@playwright/test';
import { aRegisteredPerson, codeStep, passwordStep } from './support/accounts';
import { eventRow } from './support/audit-log-screen';
import { expectAccessible } from './support/axe';
import { holdRequests } from './support/code-held';
import { field } from './support/fields';
import { tabTo } from './support/keyboard';
import {
  AT_LOCALHOST,
  addDialog,
  addPasskeyInSettings,
  passkeyRow,
  passkeysSection,
  signOut,
  virtualAuthenticator,
} from './support/passkeys';
import { signIn } from './support/sign-in';
import { expect, test } from './support/test';
import { freshCode } from './support/totp';

// Issue 22, part 3: passkeys in Settings and instead of the code, with Chromium's virtual
// authenticator (the DevTools WebAuthn domain). At localhost: see support/passkeys.ts.
test.use({ baseURL: AT_LOCALHOST });

async function openSettings(page: Page) {
  await page.goto('./home/view-settings');
  await expect(page.getByRole('heading', { name: messages.passkeysTitle, level: 2 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** How far down the code screen its links below the passkey button are. */
async function linksBelowPasskey(page: Page) {
  const links = [
    page.getByRole('button', { name: messages.recoveryUseInstead }),
    page.getByRole('link', { name: messages.signInSendTheQrCodeAgain }),
  ];
  for (const link of links) await expect(link).toBeVisible();
  return Promise.all(links.map(async (link) => (await link.boundingBox())?.y));
}

/** The address the server saw for this browser, as Settings shows it for the last sign-in. */
async function addressShown(page: Page): Promise<string> {
  const line = page.getByText(messages.accountIpAddress).first();
  return ((await line.textContent()) ?? '').replace(messages.accountIpAddress, '').trim();
}

test('registers a passkey in Settings, then signs in with password and passkey; the audit log lists both', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const authenticator = await virtualAuthenticator(page);
  const { person, uri } = await aRegisteredPerson(request, 'webauthn');
  await signIn(page, person.email, person.password, uri);
  await openSettings(page);
  const section = passkeysSection(page);
  await expect(section.getByText(messages.passkeysEmpty)).toBeVisible();
  await expect(section.getByText(messages.passkeysExplained)).toBeVisible();
  await expectAccessible(page, 'Settings, no passkeys');

  await page.getByRole('button', { name: messages.passkeysAdd }).click();
  await expect(field(page, messages.signInOneTimeCode)).toBeFocused();
  await expectAccessible(page, 'Add a passkey dialog');
  await page.keyboard.press('Escape');
  await expect(addDialog(page)).toBeHidden();
  await expect(page.getByRole('button', { name: messages.passkeysAdd })).toBeFocused();

  await addPasskeyInSettings(page, uri, 'Journey laptop');
  expect(await authenticator.credentials()).toBe(1);
  await expect(
    passkeyRow(page, 'Journey laptop').getByRole('cell', { name: messages.passkeysNeverUsed }),
  ).toBeVisible();
  await expectAccessible(page, 'Settings with a passkey');

  await signOut(page);
  // The passkey button comes with a file of its own, after the code screen: held back here, the
  // links below it must already stand where they stay once it arrives, or a tap aimed at them
  // lands on something else.
  const releaseButton = await holdRequests(page, '**/assets/passkey-instead-*.js');
  // Login asks for that file as the password goes out, not once the code screen is drawn.
  const releaseSignIn = await holdRequests(page, `**${paths.login}`);
  const buttonAsked = page.waitForRequest(/\/assets\/passkey-instead-[^/]+\.js$/, { timeout: 10_000 });
  await passwordStep(page, person.email, person.password);
  await buttonAsked;
  releaseSignIn();
  await expect(page).toHaveURL(/\/dev-portal\/2fa$/);
  const before = await linksBelowPasskey(page);
  releaseButton();
  await expect(page.getByRole('button', { name: messages.signInUsePasskey })).toBeEnabled();
  expect(await linksBelowPasskey(page), 'the links below the passkey button do not move').toEqual(before);
  await page.getByRole('button', { name: messages.signInUsePasskey }).click();
  await expect(page).toHaveURL(/\/dev-portal\/home\/view-credentials$/);

  await openSettings(page);
  await expect(
    passkeyRow(page, 'Journey laptop').getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} GMT$/),
  ).toHaveCount(2);
  const address = await addressShown(page);
  expect(address).toMatch(/^(127\.0\.0\.1|::1)$/);

  await page.goto('./home/view-audit-log');
  await expect(eventRow(page, messages.auditEventSecurityPasskeyAdded, person.email)).toContainText(address);
  await expect(eventRow(page, messages.auditEventSecurityPasskeyAdded, person.email)).toContainText(
    'Journey laptop',
  );
  const passkeySignIn = eventRow(page, messages.auditEventSecuritySignedIn, person.email).filter({
    has: page.getByRole('definition').filter({ hasText: new RegExp(`^${messages.auditValuePasskey}$`) }),
  });
  await expect(passkeySignIn).toHaveCount(1);
  await expect(passkeySignIn).toContainText(address);

  // The person's own security log in Settings says the same, with the same address.
  await openSettings(page);
  const ownLog = page.getByRole('table', { name: messages.securityLogTitle }).getByRole('row');
  const added = ownLog.filter({ hasText: messages.auditEventSecurityPasskeyAdded });
  await expect(added).toContainText('Journey laptop');
  await expect(added).toContainText(address);
  const signedInWithPasskey = ownLog.filter({ hasText: messages.auditEventSecuritySignedIn }).filter({
    has: page.getByRole('definition').filter({ hasText: new RegExp(`^${messages.auditValuePasskey}$`) }),
  });
  await expect(signedInWithPasskey).toHaveCount(1);
  await expect(signedInWithPasskey).toContainText(address);
});

test('removes a passkey after asking; the code screen then says there is none, and the code still signs in', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const authenticator = await virtualAuthenticator(page);
  const { person, uri } = await aRegisteredPerson(request, 'webauthn-remove');
  await signIn(page, person.email, person.password, uri);
  await openSettings(page);
  await addPasskeyInSettings(page, uri, 'Old phone');

  const remove = page.getByRole('button', { name: messages.passkeysRemoveNamed({ name: 'Old phone' }) });
  await remove.click();
  const confirm = page.getByRole('dialog', { name: messages.passkeysRemoveTitle });
  await expect(confirm).toContainText(messages.passkeysRemoveText({ name: 'Old phone' }));
  // Cancel has the focus: Enter pressed by habit removes nothing.
  await expect(confirm.getByRole('button', { name: messages.kitCancel })).toBeFocused();
  await expectAccessible(page, 'Remove a passkey dialog');
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(passkeyRow(page, 'Old phone')).toHaveCount(1);

  await remove.click();
  await confirm.getByRole('button', { name: messages.passkeysRemove }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(messages.passkeyRemoved)).toBeVisible();
  await expect(passkeyRow(page, 'Old phone')).toHaveCount(0);
  await expect(passkeysSection(page).getByText(messages.passkeysEmpty)).toBeVisible();
  // The browser still holds the credential; the portal no longer takes it.
  expect(await authenticator.credentials()).toBe(1);

  await signOut(page);
  await passwordStep(page, person.email, person.password);
  await page.getByRole('button', { name: messages.signInUsePasskey }).click();
  await expect(page.getByRole('alert')).toContainText(messages.passkeyNoneRegistered);
  await expect(page).toHaveURL(/\/dev-portal\/2fa$/);
  await codeStep(page, uri);
});

test('says clearly what went wrong: a wrong code, a passkey already on this device, a passkey refused', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const authenticator = await virtualAuthenticator(page);
  const { person, uri } = await aRegisteredPerson(request, 'webauthn-refusals');
  await signIn(page, person.email, person.password, uri);
  await openSettings(page);

  await page.getByRole('button', { name: messages.passkeysAdd }).click();
  const dialog = addDialog(page);
  await dialog.getByRole('button', { name: messages.passkeysCreate }).click();
  await expect(dialog.getByText(messages.codeRequired)).toBeVisible();
  await expect(dialog.getByText(messages.passkeyNameRequired)).toBeVisible();
  await expect(field(page, messages.signInOneTimeCode)).toBeFocused();
  await field(page, messages.signInOneTimeCode).fill('000000');
  await field(page, messages.passkeysNameLabel).fill('Desk');
  await dialog.getByRole('button', { name: messages.passkeysCreate }).click();
  await expect(dialog.getByText(messages.codeInvalid)).toBeVisible();
  await expect(field(page, messages.signInOneTimeCode)).toBeFocused();
  await expectAccessible(page, 'Add a passkey dialog, a wrong code');
  await page.keyboard.press('Escape');
  expect(await authenticator.credentials()).toBe(0);

  await addPasskeyInSettings(page, uri, 'Desk');
  // The same authenticator again: the browser knows it holds one for this account.
  await page.getByRole('button', { name: messages.passkeysAdd }).click();
  await field(page, messages.signInOneTimeCode).fill(await freshCode(uri));
  await field(page, messages.passkeysNameLabel).fill('Desk again');
  await dialog.getByRole('button', { name: messages.passkeysCreate }).click();
  await expect(dialog.getByRole('alert')).toContainText(messages.passkeysAlreadyOnDevice);
  await expectAccessible(page, 'Add a passkey dialog, refused by the browser');
  await page.keyboard.press('Escape');
  await expect(passkeyRow(page, 'Desk again')).toHaveCount(0);

  // The authenticator signs wrongly: the portal refuses it as it refuses a wrong code.
  await authenticator.cdp.send('WebAuthn.setResponseOverrideBits', {
    authenticatorId: authenticator.authenticatorId,
    isBogusSignature: true,
  });
  await signOut(page);
  await passwordStep(page, person.email, person.password);
  await page.getByRole('button', { name: messages.signInUsePasskey }).click();
  await expect(page.getByRole('alert')).toContainText(messages.signInPasskeyRefused);
  await expectAccessible(page, 'Code screen, a passkey refused');
  await codeStep(page, uri);
});

test('by keyboard: adds a passkey in Settings and signs in with it', async ({ page, request }) => {
  test.setTimeout(120_000);
  await virtualAuthenticator(page);
  const { person, uri } = await aRegisteredPerson(request, 'webauthn-keys');
  await signIn(page, person.email, person.password, uri);
  await openSettings(page);

  const add = page.getByRole('button', { name: messages.passkeysAdd });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  await expect(field(page, messages.signInOneTimeCode)).toBeFocused();
  await page.keyboard.type(await freshCode(uri));
  await page.keyboard.press('Tab');
  await expect(field(page, messages.passkeysNameLabel)).toBeFocused();
  await page.keyboard.type('Keyboard key');
  await page.keyboard.press('Enter');
  await expect(addDialog(page)).toBeHidden();
  await expect(passkeyRow(page, 'Keyboard key')).toHaveCount(1);

  await signOut(page);
  await passwordStep(page, person.email, person.password);
  await expect(page).toHaveURL(/\/dev-portal\/2fa$/);
  await tabTo(page, page.getByRole('button', { name: messages.signInUsePasskey }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dev-portal\/home\/view-credentials$/);
});

test('a browser without WebAuthn: Settings says so, and the code screen offers no passkey', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => {
    // The journey takes WebAuthn away from the page.
    delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
  });
  const { person, uri } = await aRegisteredPerson(request, 'webauthn-none');
  await signIn(page, person.email, person.password, uri);
  await openSettings(page);
  await expect(passkeysSection(page).getByText(messages.passkeysUnsupported)).toBeVisible();
  await expect(page.getByRole('button', { name: messages.passkeysAdd })).toBeDisabled();
  await signOut(page);
  await passwordStep(page, person.email, person.password);
  await expect(page.getByRole('button', { name: messages.signInVerify })).toBeVisible();
  await expect(page.getByRole('button', { name: messages.signInUsePasskey })).toHaveCount(0);
});

test.describe('at an IP address', () => {
  test.use({ baseURL: undefined });

  test('the browser refuses a passkey for an IP address, and the dialog says so', async ({
    page,
    request,
  }) => {
    await virtualAuthenticator(page);
    const { person, uri } = await aRegisteredPerson(request, 'webauthn-ip');
    await signIn(page, person.email, person.password, uri);
    expect(new URL(page.url()).hostname).toBe('127.0.0.1');
    await openSettings(page);
    await page.getByRole('button', { name: messages.passkeysAdd }).click();
    await field(page, messages.signInOneTimeCode).fill(await freshCode(uri));
    await field(page, messages.passkeysNameLabel).fill('At an address');
    await addDialog(page).getByRole('button', { name: messages.passkeysCreate }).click();
    await expect(addDialog(page).getByRole('alert')).toContainText(messages.passkeysBrowserRefused);
  });
});
