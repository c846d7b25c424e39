import { messages } from '@ddp/contract';
import type { Page } from '@playwright/test';
import { RESET_SUBJECT, resetPathIn } from './support/account-mail';
import { aRegisteredPerson, codeStep, passwordStep } from './support/accounts';
import { expectAccessible } from './support/axe';
import { field } from './support/fields';
import { anInvitee, invitationLinkFor, inviteByApi } from './support/invitations';
import { mailWithSubject } from './support/mail-subjects';
import { aPerson } from './support/people';
import { registerByApi, sessionOfPage } from './support/portal-api';
import { advanceServerClock, DAY_MS } from './support/server-clock';
import { expect, test } from './support/test';

// Issue 8 part 7: every screen outside /home, in the states a person meets, with zero serious or
// critical axe-core violations. The /home screens are in accessibility-home.spec.ts.

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name }).first();

// Sign-in and registration, then the other screens without a session: each test checks both colour
// schemes of every screen it opens, which on a loaded CI machine takes most of a minute for four.
test('sign-in and registration without a session', async ({ page }) => {
  await page.goto('./');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expectAccessible(page, 'Login');

  await page.goto('./?entry=success');
  await expect(page.getByText(messages.loginEntryRequired)).toBeVisible();
  await field(page, 'E-mail').fill('nobody@example.com');
  await field(page, 'Password').fill('Not-The-Password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.loginFailed })).toBeVisible();
  await expectAccessible(page, 'Login with notices');

  await page.goto('user-registration');
  await page.getByRole('checkbox', { name: /conditions of usage/ }).check();
  await page.getByRole('checkbox', { name: /data protection declaration/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(messages.emailRequired).first()).toBeVisible();
  await expectAccessible(page, 'Registration with errors');
});

test('the account screens without a session', async ({ page }) => {
  await page.goto('resend-qrcode');
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  await expectAccessible(page, 'Resend QR code');

  await page.goto('forgot-password');
  await expect(heading(page, 'Forgot password')).toBeVisible();
  await expectAccessible(page, 'Forgot password');

  await page.goto('reset-password?details=not-a-link');
  await expect(page.getByText(messages.notValidToken).first()).toBeVisible();
  await expectAccessible(page, 'Reset by link, not a valid token');

  await page.goto('invited-user?details=not-a-link');
  await expect(page.getByRole('alert')).toHaveText(messages.notValidToken);
  await expectAccessible(page, 'Invited user, not a valid token');

  await page.goto('no-such-screen');
  await expect(heading(page, 'Page not found')).toBeVisible();
  await expectAccessible(page, 'Page not found');
});

test('legal pages, licence notes and the dev mailbox', async ({ page, request }) => {
  await registerByApi(request, aPerson('a11y-mail'));
  for (const name of ['imprint', 'terms-of-use', 'data-protection', 'contact']) {
    await page.goto(`legal/${name}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, `Legal page ${name}`);
  }

  await page.goto('thirdPartyLicense');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByText('Current Page: 1 of')).toBeVisible();
  await page.getByRole('button', { name: /Disclaimer/ }).click();
  await expectAccessible(page, 'Licence notes');

  // The first mail of the list is open beside it (this run's mails, so one at least).
  await page.goto('dev/mailbox');
  await expect(heading(page, 'Dev mailbox')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Messages' })).toBeVisible();
  await expectAccessible(page, 'Dev mailbox');
});

test('the code screens, a mailed reset link and an invitation', async ({ page, request }) => {
  const { person, uri } = await aRegisteredPerson(request, 'a11y-code');

  await passwordStep(page, person.email, person.password);
  await expect(page).toHaveURL(/\/2fa$/);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(messages.codeRequired)).toBeVisible();
  await expectAccessible(page, '2FA with an error');

  await page.goto('login');
  await expect(field(page, 'One-time code')).toBeVisible();
  await expectAccessible(page, 'Code screen under /login');
  await codeStep(page, uri);

  const invitee = anInvitee('Ida', 'Access');
  await inviteByApi(request, await sessionOfPage(page), invitee);
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(await invitationLinkFor(request, invitee));
  await expect(heading(page, messages.completeRegistration)).toBeVisible();
  await expectAccessible(page, 'Invited user');

  await page.goto('forgot-password');
  await field(page, 'E-mail').fill(person.email);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status').filter({ hasText: messages.forgotSent })).toBeVisible();
  await expectAccessible(page, 'Forgot password, sent');
  await page.goto(resetPathIn((await mailWithSubject(request, person.email, RESET_SUBJECT)).text));
  await expect(page.getByText(messages.linkValid)).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(messages.passwordRequired).first()).toBeVisible();
  await expectAccessible(page, 'Reset by link with errors');
});

test('the forced reset of an old password', async ({ page, request }) => {
  const { person } = await aRegisteredPerson(request, 'a11y-aged');
  await advanceServerClock(request, 91 * DAY_MS);
  await passwordStep(page, person.email, person.password);
  await expect(page).toHaveURL(/\/resetpassword$/);
  await field(page, 'Old password').fill(person.password);
  await field(page, 'New password').fill('short');
  await field(page, 'Confirm password').fill('other');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(messages.passwordsNotIdentical)).toBeVisible();
  await expectAccessible(page, 'Forced reset with errors');
});
