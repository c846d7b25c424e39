import { messages, paths } from '@ddp/contract';
import { aRegisteredPerson, passwordStep } from './support/accounts';
import { expectAccessible } from './support/axe';
import { shownKey } from './support/enrolment';
import { field } from './support/fields';
import { newestMailTo } from './support/mail';
import { postEncrypted, sessionHeaders, signInByApi } from './support/portal-api';
import { signIn } from './support/sign-in';
import { expect, test } from './support/test';
import { freshCode } from './support/totp';

// Issue 22, part 4: Settings, Change authenticator. The old one works until the new one is confirmed.

test('Change authenticator: a fresh code, then the new one; old codes and other sessions end', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { person, uri } = await aRegisteredPerson(request, 'authchange');
  await signIn(page, person.email, person.password, uri);
  const elsewhere = await signInByApi(request, person.email, person.password, uri);

  await page.goto('home/view-settings');
  const section = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: messages.authChangeTitle, level: 2 }) });
  await section.getByRole('button', { name: messages.authChangeButton }).click();
  const dialog = page.getByRole('dialog', { name: messages.authChangeButton });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: messages.authChangeCurrentCode })).toBeFocused();
  await expectAccessible(page, 'Change authenticator, the current code');

  // A wrong code from the current authenticator shows no new key.
  await dialog.getByRole('textbox', { name: messages.authChangeCurrentCode }).fill('000000');
  await dialog.getByRole('button', { name: messages.authChangeContinue }).click();
  await expect(dialog.getByRole('alert')).toContainText(messages.authenticatorCurrentCodeInvalid);
  await dialog.getByRole('textbox', { name: messages.authChangeCurrentCode }).fill(await freshCode(uri));
  await dialog.getByRole('button', { name: messages.authChangeContinue }).click();
  const newUri = await shownKey(dialog, person.email);
  await expectAccessible(page, 'Change authenticator, the new QR code');

  // Cancelled here, nothing changed: the old authenticator still signs in elsewhere.
  await dialog.getByRole('button', { name: messages.kitCancel }).click();
  await expect(dialog).toHaveCount(0);
  await signInByApi(request, person.email, person.password, uri);

  // Again, to the end this time.
  await section.getByRole('button', { name: messages.authChangeButton }).click();
  await dialog.getByRole('textbox', { name: messages.authChangeCurrentCode }).fill(await freshCode(uri));
  await dialog.getByRole('button', { name: messages.authChangeContinue }).click();
  const replacement = await shownKey(dialog, person.email);
  expect(replacement).not.toBe(newUri);
  await dialog.getByRole('textbox', { name: messages.authChangeNewCode }).fill(await freshCode(uri));
  await dialog.getByRole('button', { name: messages.authChangeConfirm }).click();
  await expect(dialog.getByRole('alert')).toContainText(messages.authenticatorNewCodeInvalid);
  await dialog.getByRole('textbox', { name: messages.authChangeNewCode }).fill(await freshCode(replacement));
  await dialog.getByRole('button', { name: messages.authChangeConfirm }).click();
  await expect(dialog).toHaveCount(0);
  await expect(section.getByText(messages.authenticatorChanged)).toBeVisible();
  await expect(section.getByRole('button', { name: messages.authChangeButton })).toBeFocused();

  // This session goes on; the other one has ended; a notice was mailed.
  await page.reload();
  await expect(page.getByRole('heading', { name: messages.titleSettings, level: 1 })).toBeVisible();
  const other = await postEncrypted(request, paths.logout, {}, sessionHeaders(elsewhere));
  expect(other.status, 'the other session has ended').toBe(401);
  expect((await newestMailTo(request, person.email)).subject).toBe(messages.mailSecondFactorChangedSubject);

  // Old codes no longer sign in; the new app's do.
  await page.getByRole('button', { name: 'Logout' }).click();
  await passwordStep(page, person.email, person.password);
  await field(page, 'One-time code').fill(await freshCode(uri));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText(messages.codeInvalid);
  await field(page, 'One-time code').fill(await freshCode(replacement));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dev-portal\/home\/view-credentials$/);
});

test('Change authenticator with the keyboard alone', async ({ page, request }) => {
  const { person, uri } = await aRegisteredPerson(request, 'authkeys');
  await signIn(page, person.email, person.password, uri);
  await page.goto('home/view-settings');
  const button = page.getByRole('button', { name: messages.authChangeButton });
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: messages.authChangeButton });
  await expect(dialog.getByRole('textbox', { name: messages.authChangeCurrentCode })).toBeFocused();
  await page.keyboard.type(await freshCode(uri));
  await page.keyboard.press('Enter');
  const replacement = await shownKey(dialog, person.email);
  await expect(dialog.getByRole('textbox', { name: messages.authChangeNewCode })).toBeFocused();
  await page.keyboard.type(await freshCode(replacement));
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();
  // Escape closes the dialog at its first step and changes nothing.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});
