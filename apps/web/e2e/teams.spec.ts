import { messages } from '@ddp/contract';
import type { Browser, Page } from '@playwright/test';
import { field } from './support/fields';
import {
  anInvitee,
  completeByApi,
  type Invitee,
  invitationLinkFor,
  LOGIN_DETAILS_SUBJECT,
} from './support/invitations';
import { newestMailTo, otpauthUriIn } from './support/mail';
import { mailWithSubject } from './support/mail-subjects';
import { aPerson } from './support/people';
import { registerByApi } from './support/portal-api';
import { signIn } from './support/sign-in';
import { memberRow, membersTable, openTeams, snapshot } from './support/teams-screen';
import { expect, test } from './support/test';

const GMT_TIME = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} GMT/;

async function inviteThroughTheForm(page: Page, invitee: Invitee) {
  await field(page, 'Email').fill(invitee.email);
  await field(page, 'First name').fill(invitee.firstname);
  await field(page, 'Last name').fill(invitee.lastname);
  await page.getByRole('button', { name: 'Send Invite' }).click();
  await expect(page.getByRole('status').filter({ hasText: messages.invited })).toBeVisible();
  // After a success the form starts empty again.
  await expect(field(page, 'Email')).toHaveValue('');
}

/** The invitee opens the mailed link in a browser of their own and completes the registration. */
async function joinThroughTheLink(
  browser: Browser,
  request: Parameters<typeof invitationLinkFor>[0],
  invitee: Invitee,
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(await invitationLinkFor(request, invitee));
  await expect(page.getByRole('heading', { name: messages.completeRegistration })).toBeVisible();
  await expect(field(page, 'E-mail')).toHaveValue(invitee.email);
  await expect(field(page, 'E-mail')).toHaveAttribute('readonly', '');
  await expect(field(page, 'First name')).toHaveValue(invitee.firstname);
  await expect(field(page, 'Last name')).toHaveValue(invitee.lastname);

  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page.getByText(messages.passwordRequired).first()).toBeVisible();
  await expect(page.getByText(messages.phoneRequired)).toBeVisible();

  const password = 'Invited-Colleague-Password-42';
  await field(page, 'Password').fill(password);
  await field(page, 'Confirm password').fill(`${password}x`);
  await expect(page.getByText(messages.passwordsNotIdentical)).toBeVisible();
  await field(page, 'Confirm password').fill(password);
  await page.getByRole('combobox', { name: 'Dial code' }).fill('Germany');
  await page.getByRole('option', { name: /Germany \(\+49\)/ }).click();
  await field(page, 'Phone number').fill('1701234567');
  await page.getByRole('button', { name: 'Complete Registration' }).click();

  await expect(page).toHaveURL(/\/dev-portal\/$/);
  await expect(page.getByText(`${messages.invitationCompleted}${messages.emailDetailsSuffix}`)).toBeVisible();
  return { page, context, password };
}

test('an Owner invites colleagues; one joins, signs in and becomes Owner, another is deleted', async ({
  browser,
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const owner = aPerson('owner');
  await registerByApi(request, owner);
  const ownerUri = otpauthUriIn((await newestMailTo(request, owner.email)).text);
  await signIn(page, owner.email, owner.password, ownerUri);

  await openTeams(page);
  const ownRow = memberRow(page, owner.email);
  await expect(ownRow).toContainText('Owner');
  await expect(ownRow).toContainText(GMT_TIME);
  await expect(ownRow.getByRole('button')).toHaveCount(0);
  await expect(page.getByText('Current Page: 1 of 1')).toBeVisible();

  await page.getByRole('tab', { name: 'Send Invite' }).click();
  await page.getByRole('button', { name: 'Send Invite' }).click();
  await expect(page.getByText(messages.inviteEmailRequired)).toBeVisible();
  await expect(page.getByText(messages.inviteFirstNameRequired)).toBeVisible();
  await expect(page.getByText(messages.inviteLastNameRequired)).toBeVisible();
  await field(page, 'Email').fill('not-an-address');
  await expect(page.getByText(messages.inviteEmailInvalid)).toBeVisible();
  await snapshot(page, testInfo, 'teams-invite-errors');

  const ada = anInvitee('Ada', 'Lovelace');
  const bob = anInvitee('Bob', 'Builder');
  await inviteThroughTheForm(page, ada);
  await inviteThroughTheForm(page, bob);

  const colleague = await joinThroughTheLink(browser, request, ada);
  const loginMail = await mailWithSubject(request, ada.email, LOGIN_DETAILS_SUBJECT);
  await signIn(colleague.page, ada.email, colleague.password, otpauthUriIn(loginMail.text));
  await openTeams(colleague.page);
  // A normal user sees the list, but neither the invitation tab nor any action.
  await expect(colleague.page.getByRole('tab', { name: 'List of Users' })).toBeVisible();
  await expect(colleague.page.getByRole('tab', { name: 'Send Invite' })).toHaveCount(0);
  await expect(memberRow(colleague.page, owner.email)).toContainText('Owner');
  await expect(memberRow(colleague.page, ada.email)).toContainText('User');
  await expect(membersTable(colleague.page).getByRole('button')).toHaveCount(0);
  await snapshot(colleague.page, testInfo, 'teams-list-user');

  // The Owner sees the new member as User and makes them Owner.
  await page.getByRole('tab', { name: 'List of Users' }).click();
  await page.reload();
  const adaRow = memberRow(page, ada.email);
  await expect(adaRow).toContainText('User');
  await adaRow.getByRole('button', { name: `Edit role of ${ada.email}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit user' });
  const adminSwitch = editDialog.getByRole('switch', { name: messages.makeAdminQuestion });
  await expect(adminSwitch).not.toBeChecked();
  await adminSwitch.check();
  await expect(adminSwitch).toBeChecked();
  await snapshot(page, testInfo, 'teams-edit-dialog');
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(editDialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: messages.operationCompleted })).toBeVisible();
  await expect(adaRow).toContainText('Owner');

  // The promoted colleague now sees the invitation tab.
  await colleague.page.reload();
  await expect(colleague.page.getByRole('tab', { name: 'Send Invite' })).toBeVisible();
  await colleague.context.close();

  // Bob joins; the Owner deletes him.
  await completeByApi(request, bob, 'Another-Colleague-Password-7');
  await page.reload();
  const bobRow = memberRow(page, bob.email);
  await expect(bobRow).toContainText('User');
  await bobRow.getByRole('button', { name: `Delete ${bob.email}` }).click();
  const deleteDialog = page.getByRole('dialog', { name: 'Delete user' });
  await expect(deleteDialog).toContainText(messages.confirmDeleteUser);
  await expect(deleteDialog).toContainText(bob.email);
  await snapshot(page, testInfo, 'teams-delete-dialog');
  await deleteDialog.getByRole('button', { name: 'Delete' }).click();
  await expect(deleteDialog).toBeHidden();
  const done = page.getByRole('status').filter({ hasText: messages.operationCompleted });
  await expect(done).toBeVisible();
  await expect(done).toContainText(/Closes in [1-5] s/);
  await expect(bobRow).toHaveCount(0);
  await expect(memberRow(page, ada.email)).toBeVisible();
  await snapshot(page, testInfo, 'teams-list-owner');
  // Spec section 9: the alert closes by itself after 5 seconds.
  await page.mouse.move(0, 0);
  await expect(done).toBeHidden({ timeout: 7000 });
});
