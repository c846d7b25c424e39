import { encodeLinkDetails, messages } from '@ddp/contract';
import { RESET_SUBJECT, resetPathIn } from './support/account-mail';
import { aRegisteredPerson, codeStep, passwordStep } from './support/accounts';
import { field } from './support/fields';
import { mailWithSubject } from './support/mail-subjects';
import { advanceServerClock, MINUTE_MS } from './support/server-clock';
import { snapshot } from './support/teams-screen';
import { expect, test } from './support/test';

const NEW_PASSWORD = 'Fresh-Start-Password-2025';

test('forgot password: the mailed link sets a new password, which then signs in', async ({
  page,
  request,
}, testInfo) => {
  const { person, uri } = await aRegisteredPerson(request, 'forgot');

  await page.goto('./');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
  const send = page.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await field(page, 'E-mail').fill(person.email);
  await send.click();
  await expect(page.getByRole('status').filter({ hasText: messages.forgotSent })).toBeVisible();
  await snapshot(page, testInfo, 'forgot-password-sent');

  const link = resetPathIn((await mailWithSubject(request, person.email, RESET_SUBJECT)).text);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expect(page.getByText(messages.linkValid)).toBeVisible();
  await expect(field(page, 'E-mail')).toHaveValue(person.email);

  // Messages show only after a submit attempt (spec section 5).
  await field(page, 'New password').fill('short');
  await field(page, 'Confirm password').focus();
  await expect(page.getByText(messages.passwordTooShort)).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(messages.passwordTooShort)).toBeVisible();
  await expect(page.getByText(messages.passwordRequired)).toBeVisible();
  await snapshot(page, testInfo, 'reset-link-form-errors');

  await field(page, 'New password').fill(NEW_PASSWORD);
  await field(page, 'Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/dev-portal\/$/);
  await expect(page.getByText(messages.passwordResetDone)).toBeVisible();

  // The old password is gone; the new one and the code sign in.
  await passwordStep(page, person.email, person.password);
  await expect(page.getByRole('alert')).toHaveText(messages.loginFailed);
  await passwordStep(page, person.email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/dev-portal\/2fa$/);
  await codeStep(page, uri);

  // A used link is not valid anymore.
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText(messages.tokenNotValidAnymore);
});

test('forgot password answers the same for an address without an account', async ({ page }) => {
  await page.goto('forgot-password');
  await field(page, 'E-mail').fill(`nobody-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status').filter({ hasText: messages.forgotSent })).toBeVisible();
  await page.getByRole('link', { name: 'Back to sign-in' }).click();
  await expect(page).toHaveURL(/\/dev-portal\/$/);
});

test('a reset link that cannot be read is not a valid token and leads to sign-in', async ({ page }) => {
  await page.goto('reset-password?details=not-a-link');
  await expect(page.getByRole('alert')).toHaveText(messages.notValidToken);
  await expect(page).toHaveURL(/\/dev-portal\/$/, { timeout: 6000 });
});

test('a reset link an hour old has expired, before the server is asked', async ({ page }) => {
  const details = encodeLinkDetails({
    email: 'ada@example.com',
    token: 'Q'.repeat(43),
    inviteDate: new Date(Date.now() - 60 * MINUTE_MS).toISOString(),
  });
  await page.goto(`reset-password?details=${encodeURIComponent(details)}`);
  await expect(page.getByRole('alert')).toHaveText(messages.linkExpired);
  await expect(page.getByRole('link', { name: 'Forgot password' })).toBeVisible();
});

test('the server decides: an unknown token, and a link that expired by its clock', async ({
  page,
  request,
}, testInfo) => {
  const foreign = encodeLinkDetails({
    email: 'ada@example.com',
    token: 'Q'.repeat(43),
    inviteDate: new Date().toISOString(),
  });
  await page.goto(`reset-password?details=${encodeURIComponent(foreign)}`);
  await expect(page.getByRole('alert')).toHaveText(messages.tokenNotValidAnymore);
  await snapshot(page, testInfo, 'reset-link-not-valid');

  const { person } = await aRegisteredPerson(request, 'late');
  await page.goto('forgot-password');
  await field(page, 'E-mail').fill(person.email);
  await page.getByRole('button', { name: 'Send' }).click();
  const link = resetPathIn((await mailWithSubject(request, person.email, RESET_SUBJECT)).text);
  await advanceServerClock(request, 61 * MINUTE_MS);
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText(messages.linkExpired);
});
