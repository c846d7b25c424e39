import { legalPageDefaults, messages } from '@ddp/contract';
import type { Page } from '@playwright/test';
import { RESET_SUBJECT, resetPathIn } from './support/account-mail';
import { aRegisteredPerson, codeStep, passwordStep } from './support/accounts';
import { expectAccessible } from './support/axe';
import { field } from './support/fields';
import { anInvitee, invitationLinkFor, inviteByApi } from './support/invitations';
import { mailWithSubject } from './support/mail-subjects';
import { expectNoSidewaysScroll, expectWithinWidth } from './support/phone';
import { signInByApi } from './support/portal-api';
import { expect, test } from './support/test';

// Issue 19: the public screens reached from mails and the footer, on a phone: forgot password and
// the reset by the mailed link, the invitation's completion form, and the legal pages.

const NEW_PASSWORD = 'Phone-Reset-Password-2026';
const INVITEE_PASSWORD = 'Phone-Invitee-Password-31';

const footer = (page: Page) => page.getByRole('navigation', { name: 'Legal and contact' });

test('forgot password on a phone: the mailed link sets a new password, which then signs in', async ({
  page,
  request,
}) => {
  const { person, uri } = await aRegisteredPerson(request, 'phone-forgot');
  await page.goto('./');
  await page.getByRole('link', { name: 'Forgot password?' }).tap();
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
  await field(page, 'E-mail').fill(person.email);
  const send = page.getByRole('button', { name: 'Send' });
  await expectWithinWidth(send);
  await send.tap();
  await expect(page.getByRole('status').filter({ hasText: messages.forgotSent })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'Forgot password, sent, phone');

  await page.goto(resetPathIn((await mailWithSubject(request, person.email, RESET_SUBJECT)).text));
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expect(field(page, 'E-mail')).toHaveValue(person.email);
  const submit = page.getByRole('button', { name: 'Submit' });
  await submit.tap();
  await expect(page.getByText(messages.passwordRequired).first()).toBeVisible();
  // The messages under the fields wrap within the screen.
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'Reset password with its messages, phone');
  await field(page, 'New password').fill(NEW_PASSWORD);
  await field(page, 'Confirm password').fill(NEW_PASSWORD);
  await expectWithinWidth(submit);
  await submit.tap();
  await expect(page).toHaveURL(/\/dev-portal\/$/);
  await expect(page.getByText(messages.passwordResetDone)).toBeVisible();

  await passwordStep(page, person.email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/dev-portal\/2fa$/);
  await codeStep(page, uri);
});

test('an invitation completed and the legal pages read on a phone', async ({ page, request }) => {
  const { person, uri } = await aRegisteredPerson(request, 'phone-inviter');
  const owner = await signInByApi(request, person.email, person.password, uri);
  const invitee = anInvitee('Grace', 'Phone');
  await inviteByApi(request, owner, invitee);

  await page.goto(await invitationLinkFor(request, invitee));
  await expect(page.getByRole('heading', { name: messages.completeRegistration })).toBeVisible();
  await expect(field(page, 'E-mail')).toHaveValue(invitee.email);
  await field(page, 'Password').fill(INVITEE_PASSWORD);
  await field(page, 'Confirm password').fill(INVITEE_PASSWORD);
  await page.getByRole('combobox', { name: 'Dial code' }).fill('Germany');
  const germany = page.getByRole('option', { name: /Germany \(\+49\)/ });
  await expectWithinWidth(germany);
  await germany.tap();
  await field(page, 'Phone number').fill('1701234567');
  const complete = page.getByRole('button', { name: 'Complete Registration' });
  await expectWithinWidth(complete);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'Invitation form filled, phone');
  await complete.tap();
  await expect(page).toHaveURL(/\/dev-portal\/$/);
  await expect(page.getByText(messages.emailDetailsSuffix.trim())).toBeVisible();

  // The footer's links wrap within the screen and lead to each legal page.
  await expectWithinWidth(footer(page));
  await footer(page).getByRole('link', { name: 'Imprint' }).tap();
  await expect(page.getByRole('heading', { name: 'Imprint', level: 1 })).toBeVisible();
  const content = page.getByTestId('legal-content');
  await expect(content.getByRole('heading', { name: 'Example Data Platform Ltd', level: 2 })).toBeVisible();
  await expectWithinWidth(content);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'Imprint, phone');

  await footer(page).getByRole('link', { name: 'Terms of use' }).tap();
  await expect(page.getByText(legalPageDefaults['terms-of-use'])).toBeVisible();
  await expectNoSidewaysScroll(page);
  await footer(page).getByRole('link', { name: 'Contact' }).tap();
  await expect(page.getByTestId('legal-content')).toContainText('Support desk: support@platform.example');
  await expectNoSidewaysScroll(page);
});
