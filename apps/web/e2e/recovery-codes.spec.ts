import { messages } from '@ddp/contract';
import { aRegisteredPerson, passwordStep } from './support/accounts';
import { eventRow, settledTable } from './support/audit-log-screen';
import { expectAccessible } from './support/axe';
import { holdRequests } from './support/code-held';
import { field } from './support/fields';
import { newestMailTo } from './support/mail';
import {
  downloadedCodes,
  makeCodesInDialog,
  recoveryCodeStep,
  recoveryDialog,
  recoverySection,
  useCodesByApi,
} from './support/recovery-codes';
import { signIn } from './support/sign-in';
import { expect, test } from './support/test';

// Issue 22, part 2: ten single-use codes made in Settings stand in for a lost authenticator.

test('with the authenticator lost, a saved recovery code signs in, once', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { person, uri } = await aRegisteredPerson(request, 'recovery');
  await signIn(page, person.email, person.password, uri);
  await page.getByRole('link', { name: 'Settings' }).click();
  const section = recoverySection(page);
  await expect(section.getByText(messages.recoveryNoneYet)).toBeVisible();
  await expectAccessible(page, 'settings: no recovery codes yet');

  // The dialog asks for the password first, and a wrong one makes nothing.
  await section.getByRole('button', { name: messages.recoveryMake }).click();
  const dialog = recoveryDialog(page);
  await expect(dialog).toHaveAccessibleName(messages.recoveryMake);
  await expect(field(page, messages.accountCurrentPassword)).toBeFocused();
  await field(page, messages.accountCurrentPassword).fill('Not-My-Password-1234');
  await dialog.getByRole('button', { name: messages.recoveryMakeSubmit }).click();
  await expect(dialog.getByText(messages.oldPasswordWrong)).toBeVisible();
  await expectAccessible(page, 'recovery codes: wrong password');

  const codes = await makeCodesInDialog(page, person.password);
  expect(new Set(codes).size).toBe(10);
  for (const code of codes) expect(code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
  await expect(dialog.getByText(messages.recoveryShownOnce)).toBeVisible();
  await expectAccessible(page, 'recovery codes: shown once');

  const file = await downloadedCodes(page);
  expect(file.name).toBe('developer-portal-recovery-codes.txt');
  expect(file.lines[0]).toBe(messages.recoveryFileHeading({ email: person.email }));
  expect(file.lines[1]).toMatch(/^Made \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} GMT\. Each code works once/);
  expect(file.lines.slice(3, 13)).toEqual(codes.map((code, at) => `${at + 1}. ${code}`));

  await dialog.getByRole('button', { name: messages.recoveryCopy }).click();
  await expect(dialog.getByRole('button', { name: messages.recoveryCopied })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codes.join('\n'));

  await dialog.getByRole('button', { name: messages.recoverySaved }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByText(messages.recoveryLeft({ left: 10, total: 10 }))).toBeVisible();
  // Shown once: the codes are nowhere on the screen any more.
  await expect(page.getByText(codes[0] ?? '-')).toHaveCount(0);
  await expect(section.getByRole('button', { name: messages.recoveryMakeNew })).toBeFocused();

  // The authenticator is gone: sign out, then in with password and a code typed loosely.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/dev-portal\/$/);
  const code = codes[2] ?? '';
  await passwordStep(page, person.email, person.password);
  await expect(page).toHaveURL(/\/dev-portal\/2fa$/);
  // The recovery field comes in a file of its own: held back, the code screen stays meanwhile, its
  // field greyed (nothing typed into it would count) and the link in place, rather than going blank.
  const releaseForm = await holdRequests(page, '**/assets/recovery-code-form-*.js');
  const formAsked = page.waitForRequest(/\/assets\/recovery-code-form-[^/]+\.js$/);
  await page.getByRole('button', { name: messages.recoveryUseInstead }).click();
  await formAsked;
  await expect(field(page, 'One-time code')).toBeDisabled();
  await expect(page.getByRole('button', { name: messages.recoveryUseInstead })).toBeVisible();
  releaseForm();
  await expect(field(page, messages.recoveryCodeLabel)).toBeFocused();
  await field(page, messages.recoveryCodeLabel).fill(code.toLowerCase().replace('-', ' '));
  await page.getByRole('button', { name: messages.signInVerify }).click();
  await expect(page).toHaveURL(/\/dev-portal\/home\/view-settings$/);
  await expect(page.getByText(messages.recoverySignedInLeft({ left: 9 }))).toBeVisible();
  await expect(recoverySection(page).getByText(messages.recoveryLeft({ left: 9, total: 10 }))).toBeVisible();
  const notice = await newestMailTo(request, person.email);
  expect(notice.subject).toBe(messages.mailRecoveryCodeUsedSubject);
  expect(notice.text).toContain('9 recovery codes are left.');

  // The same code a second time: refused, and the code screen stays.
  await page.getByRole('button', { name: 'Logout' }).click();
  await recoveryCodeStep(page, person.email, person.password, code);
  await expect(page.getByRole('alert').filter({ hasText: messages.recoveryCodeRefused })).toBeVisible();
  await expect(page).toHaveURL(/\/dev-portal\/2fa$/);
  await expectAccessible(page, 'code screen: a used recovery code');
  // And back to the authenticator's code, by the same link.
  await page.getByRole('button', { name: messages.recoveryUseAuthenticator }).click();
  await expect(field(page, 'One-time code')).toBeFocused();

  // Six more used elsewhere: three left, and Settings warns.
  await useCodesByApi(request, person.email, person.password, codes.slice(3, 9));
  await signIn(page, person.email, person.password, uri);
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(recoverySection(page).getByText(messages.recoveryLeft({ left: 3, total: 10 }))).toBeVisible();
  await expect(recoverySection(page).getByText(messages.recoveryLowWarning({ left: 3 }))).toBeVisible();
  await expectAccessible(page, 'settings: three recovery codes left');

  // The company's log lists the codes made and used, with the address they came from.
  await page.getByRole('link', { name: messages.titleAuditLog }).click();
  await settledTable(page);
  const used = eventRow(page, 'Recovery code used', person.email);
  await expect(used).toHaveCount(7);
  await expect(used.first()).toContainText('127.0.0.1');
  await expect(eventRow(page, 'Recovery codes made', person.email)).toContainText('127.0.0.1');

  // The person's own security log in Settings lists them too, with the address.
  await page.getByRole('link', { name: 'Settings' }).click();
  const ownLog = page.getByRole('table', { name: messages.securityLogTitle }).getByRole('row');
  await expect(ownLog.filter({ hasText: messages.auditEventSecurityRecoveryCodeUsed }).first()).toContainText(
    '127.0.0.1',
  );
  const signedInWithCode = ownLog.filter({ hasText: messages.auditEventSecuritySignedIn }).filter({
    has: page.getByRole('definition').filter({ hasText: new RegExp(`^${messages.auditValueRecovery}$`) }),
  });
  await expect(signedInWithCode.first()).toContainText('127.0.0.1');
});

test('making new codes makes the old ones useless', async ({ page, request }) => {
  const { person, uri } = await aRegisteredPerson(request, 'recovery-new');
  await signIn(page, person.email, person.password, uri);
  await page.getByRole('link', { name: 'Settings' }).click();
  await recoverySection(page).getByRole('button', { name: messages.recoveryMake }).click();
  const old = await makeCodesInDialog(page, person.password);
  await recoveryDialog(page).getByRole('button', { name: messages.recoverySaved }).click();
  await recoverySection(page).getByRole('button', { name: messages.recoveryMakeNew }).click();
  await expect(recoveryDialog(page).getByText(messages.recoveryProofIntro)).toBeVisible();
  const fresh = await makeCodesInDialog(page, person.password);
  expect(fresh.some((code) => old.includes(code))).toBe(false);
  await recoveryDialog(page).getByRole('button', { name: messages.recoverySaved }).click();

  await page.getByRole('button', { name: 'Logout' }).click();
  await recoveryCodeStep(page, person.email, person.password, old[0] ?? '');
  await expect(page.getByRole('alert').filter({ hasText: messages.recoveryCodeRefused })).toBeVisible();
  await field(page, messages.recoveryCodeLabel).fill(fresh[0] ?? '');
  await page.getByRole('button', { name: messages.signInVerify }).click();
  await expect(page).toHaveURL(/\/dev-portal\/home\/view-settings$/);
});
