import { decodeLinkDetails, durations, messages, paths } from '@ddp/contract';
import { mailCount, RESET_SUBJECT, resetPathIn } from './support/account-mail';
import { aRegisteredPerson, codeStep, passwordStep } from './support/accounts';
import { field } from './support/fields';
import { LOGIN_DETAILS_SUBJECT } from './support/invitations';
import { newestMailTo, otpauthUriIn } from './support/mail';
import { mailWithSubject } from './support/mail-subjects';
import { postEncrypted } from './support/portal-api';
import { snapshot } from './support/teams-screen';
import { expect, test } from './support/test';

const REPLACED_SUBJECT = 'Your Developer Portal authenticator was replaced';

test('a new QR code is mailed after e-mail and password, then Login follows and the new code signs in', async ({
  page,
  request,
}, testInfo) => {
  const { person, uri } = await aRegisteredPerson(request, 'resend');
  const mailsBefore = await mailCount(request, person.email);

  await passwordStep(page, person.email, person.password);
  await expect(page).toHaveURL(/\/dev-portal\/2fa$/);
  await page.getByRole('link', { name: 'Send the QR code again' }).click();
  await expect(page.getByRole('heading', { name: 'Resend QR code' })).toBeVisible();

  const send = page.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await field(page, 'E-mail').fill(person.email);
  await field(page, 'Password').fill('Not-The-Password-123');
  await send.click();
  await expect(page.getByRole('alert')).toHaveText(messages.loginFailed);

  await field(page, 'Password').fill(person.password);
  await send.click();
  const sentAt = Date.now();
  await expect(page.getByRole('status').filter({ hasText: messages.qrResent })).toBeVisible();
  await snapshot(page, testInfo, 'resend-qr-sent');
  await expect(page).toHaveURL(/\/dev-portal\/$/, { timeout: 5000 });
  expect(Date.now() - sentAt).toBeGreaterThanOrEqual(durations.resendQrRedirectMs - 200);
  await expect(page.getByText(messages.qrResent)).toBeVisible();

  // A notice that the authenticator was replaced, then the new QR code: a new seed, not the old one.
  await expect.poll(() => mailCount(request, person.email)).toBe(mailsBefore + 2);
  await mailWithSubject(request, person.email, REPLACED_SUBJECT);
  const mail = await newestMailTo(request, person.email);
  expect(mail.subject).toBe(LOGIN_DETAILS_SUBJECT);
  const newUri = otpauthUriIn(mail.text);
  expect(newUri).not.toBe(uri);
  await passwordStep(page, person.email, person.password);
  await expect(page).toHaveURL(/\/dev-portal\/2fa$/);
  await codeStep(page, newUri);
});

test('after a password reset by link the screen shows why no QR code is mailed', async ({
  page,
  request,
}) => {
  const { person } = await aRegisteredPerson(request, 'resend-after-reset');
  const newPassword = 'Mailbox-Only-Password-71';
  // Someone with the mailbox only: forgot password, the link, a new password.
  expect((await postEncrypted(request, paths.forgotPassword, { email: person.email })).status).toBe(200);
  const link = resetPathIn((await mailWithSubject(request, person.email, RESET_SUBJECT)).text);
  const details = decodeLinkDetails(
    new URL(link, 'http://portal.invalid/').searchParams.get('details') ?? '',
  );
  const { email, token } = details as { email: string; token: string };
  const reset = await postEncrypted(request, paths.customResetPassword, {
    email,
    token,
    newPass: newPassword,
  });
  expect(reset.status, JSON.stringify(reset.body)).toBe(200);
  const mailsBefore = await mailCount(request, person.email);

  await page.goto('resend-qrcode');
  await field(page, 'E-mail').fill(person.email);
  await field(page, 'Password').fill(newPassword);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert')).toHaveText(messages.qrResendCoolingDown(7));
  // The screen stays, and no QR code went out.
  await expect(page).toHaveURL(/\/dev-portal\/resend-qrcode$/);
  expect(await mailCount(request, person.email)).toBe(mailsBefore);
});

test('the resend screen leads back to the code screen', async ({ page }) => {
  await page.goto('resend-qrcode');
  await page.getByRole('link', { name: 'Back to the code screen' }).click();
  // Without a password step the code screen asks to sign in first.
  await expect(page).toHaveURL(/\?entry=success$/);
});
