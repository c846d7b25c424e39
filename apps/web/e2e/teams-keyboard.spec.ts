import { limits, messages } from '@ddp/contract';
import type { Page } from '@playwright/test';
import { aRegisteredPerson } from './support/accounts';
import { field } from './support/fields';
import { anInvitee, completeByApi, inviteByApi } from './support/invitations';
import { openFromMenu, tabTo, tabToward, typeInto } from './support/keyboard';
import { setMultiConsumer } from './support/operator';
import { sessionOfPage } from './support/portal-api';
import { signIn } from './support/sign-in';
import { roleByApi, teamMembersByApi } from './support/team-members';
import { memberRow, membersTable, snapshot } from './support/teams-screen';
import { expect, test } from './support/test';

// Issue 8 part 7: Teams with the keyboard alone (rules in support/keyboard.ts).

const pagerText = (page: Page, text: string) => page.getByText(`Current Page: ${text}`);

/** Moves along the tab list with the arrows until the named tab is selected. */
async function selectTeamsTab(page: Page, name: 'List of Users' | 'Send Invite') {
  await tabToward(page, page.getByRole('tab', { selected: true }));
  await page.keyboard.press(name === 'Send Invite' ? 'ArrowRight' : 'ArrowLeft');
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

test('an Owner changes a role, pages through the team and deletes a member with the keyboard alone', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const { person: owner, uri } = await aRegisteredPerson(request, 'keys');
  await signIn(page, owner.email, owner.password, uri);
  const session = await sessionOfPage(page);
  // Ten colleagues join: with the Owner that is one full page and one row on the second.
  const colleagues = Array.from({ length: limits.pageSize }, (_, index) =>
    anInvitee(`Kay${index + 1}`, 'Board'),
  );
  for (const colleague of colleagues) await inviteByApi(request, session, colleague);
  for (const colleague of colleagues) await completeByApi(request, colleague, 'Keyboard-Member-Password-1');
  await openFromMenu(page, 'Teams');
  await expect(pagerText(page, '1 of 2 · 1–10 of 11')).toBeVisible();

  // The edit dialog opens with Enter, the switch toggles with Space; Escape leaves without saving
  // and the focus goes back to the button that opened it.
  const member = colleagues[0] as (typeof colleagues)[number];
  const row = memberRow(page, member.email);
  const edit = row.getByRole('button', { name: `Edit role of ${member.email}` });
  await tabTo(page, edit);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit user' });
  const adminSwitch = dialog.getByRole('switch', { name: messages.makeAdminQuestion });
  await tabTo(page, adminSwitch);
  await page.keyboard.press('Space');
  await expect(adminSwitch).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();
  await expect(row).toContainText('User');

  // Saved this time: Space on the switch, Enter on Save; the screen and the server agree.
  await page.keyboard.press('Enter');
  await tabTo(page, adminSwitch);
  await expect(adminSwitch).not.toBeChecked();
  await page.keyboard.press('Space');
  await tabTo(page, dialog.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: messages.operationCompleted })).toBeVisible();
  await expect(row).toContainText('Owner');
  await expect(edit).toBeFocused();
  expect(await roleByApi(request, session, member.email)).toBe('Owner');

  // The pager: Enter on Next page shows the second page. Next is disabled there, so the focus
  // moves to the button of the page shown, not to the start of the page.
  const secondPage = page.getByRole('button', { name: 'Page 2' });
  await tabTo(page, page.getByRole('button', { name: 'Next page' }));
  await page.keyboard.press('Enter');
  await expect(pagerText(page, '2 of 2 · 11–11 of 11')).toBeVisible();
  await expect(secondPage).toHaveAttribute('aria-current', 'page');
  await expect(secondPage).toBeFocused();
  const rows = membersTable(page).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  const lastEmail = ((await rows.first().getByRole('cell').nth(2).textContent()) ?? '').trim();
  expect(colleagues.map((one) => one.email)).toContain(lastEmail);

  // Delete: the dialog starts on Cancel, so Enter alone deletes nobody; Tab reaches Delete.
  const remove = memberRow(page, lastEmail).getByRole('button', { name: `Delete ${lastEmail}` });
  await tabTo(page, remove, 'Shift+Tab');
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Delete user' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, confirm.getByRole('button', { name: 'Delete' }));
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: messages.operationCompleted })).toBeVisible();
  await expect(memberRow(page, lastEmail)).toHaveCount(0);
  // The page it was on is gone too: the list goes back to the last page there is.
  await expect(pagerText(page, '1 of 1 · 1–10 of 10')).toBeVisible();
  const members = await teamMembersByApi(request, session);
  expect(members.map((one) => one.email)).not.toContain(lastEmail);
  expect(members).toHaveLength(10);
  // The row and its button are gone: the focus goes to the list's tab, not to the start of the page.
  await expect(page.getByRole('tab', { name: 'List of Users' })).toBeFocused();
});

test('an Owner invites by mail and creates a dummy consumer with the keyboard alone, also on a narrow screen', async ({
  page,
  request,
}, testInfo) => {
  const { person: owner, uri } = await aRegisteredPerson(request, 'keys-invite');
  await signIn(page, owner.email, owner.password, uri);
  const session = await sessionOfPage(page);
  // The operator allows this company one dummy consumer: the invitation form gets its switch.
  await setMultiConsumer(request, session.companyId, 1);
  await openFromMenu(page, 'Teams');
  await selectTeamsTab(page, 'Send Invite');

  // A mailed invitation: Enter from a field sends it.
  const next = anInvitee('Nia', 'Next');
  await typeInto(page, field(page, 'Email'), next.email);
  await typeInto(page, field(page, 'First name'), next.firstname);
  await typeInto(page, field(page, 'Last name'), next.lastname);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: messages.invited })).toBeVisible();
  await expect(field(page, 'Email')).toHaveValue('');
  // The form starts afresh and takes the focus on its first control, which the old one had.
  const normalUser = page.getByRole('switch', { name: messages.assignNormalConsumer });
  await expect(normalUser).toBeFocused();

  // An Owner invitation: Space turns the switch on, and the button sends it.
  const ownerToBe = anInvitee('Ola', 'Owner');
  await typeInto(page, field(page, 'Email'), ownerToBe.email);
  await typeInto(page, field(page, 'First name'), ownerToBe.firstname);
  await typeInto(page, field(page, 'Last name'), ownerToBe.lastname);
  const asOwner = page.getByRole('switch', { name: messages.inviteAsOwner });
  await tabTo(page, asOwner);
  await page.keyboard.press('Space');
  await expect(asOwner).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Send Invite' }));
  await page.keyboard.press('Enter');
  await expect(field(page, 'Email')).toHaveValue('');
  await expect(page.getByRole('status').filter({ hasText: messages.invited })).toBeVisible();

  // A dummy consumer: Space turns 'Assign normal consumer account' off, the e-mail field leaves the
  // tab order, and the names are enough.
  await tabTo(page, normalUser, 'Shift+Tab');
  await expect(normalUser).toBeChecked();
  await page.keyboard.press('Space');
  await expect(normalUser).not.toBeChecked();
  await expect(field(page, 'Email')).toBeDisabled();
  const stamp = Date.now().toString(36);
  await typeInto(page, field(page, 'First name'), 'Dora');
  await typeInto(page, field(page, 'Last name'), `Dummy${stamp}`);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: messages.dummyCreated })).toBeVisible();
  await expect(normalUser).toBeFocused();
  const dummyEmail = `dora.dummy${stamp}@example.com`;
  const dummy = (await teamMembersByApi(request, session)).find((one) => one.email === dummyEmail);
  expect(dummy?.dummy, `${dummyEmail} is a dummy consumer of the company`).toBe(true);

  await selectTeamsTab(page, 'List of Users');
  await expect(memberRow(page, dummyEmail)).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await selectTeamsTab(page, 'Send Invite');
  await expect(normalUser).toBeVisible();
  await selectTeamsTab(page, 'List of Users');
  await expect(memberRow(page, dummyEmail)).toBeVisible();
  await snapshot(page, testInfo, 'teams-narrow');
});
