import { durations, messages } from '@ddp/contract';
import { mailCount } from './support/account-mail';
import { aRegisteredPerson, passwordStep } from './support/accounts';
import { field } from './support/fields';
import { LOGIN_DETAILS_SUBJECT } from './support/invitations';
import { newestMailTo, otpauthUriIn } from './support/mail';
import { snapshot } from './support/teams-screen';
import { expect, test } from './support/test';

test('the QR code is mailed again after e-mail and password, then Login follows', async ({
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

  await expect.poll(() => mailCount(request, person.email)).toBe(mailsBefore + 1);
  const mail = await newestMailTo(request, person.email);
  expect(mail.subject).toBe(LOGIN_DETAILS_SUBJECT);
  expect(otpauthUriIn(mail.text)).toBe(uri);
});

test('the resend screen leads back to the code screen', async ({ page }) => {
  await page.goto('resend-qrcode');
  await page.getByRole('link', { name: 'Back to the code screen' }).click();
  // Without a password step the code screen asks to sign in first.
  await expect(page).toHaveURL(/\?entry=success$/);
});
