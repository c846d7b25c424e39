import { messages } from '@ddp/contract';
import { expect, test } from '@playwright/test';
import { field } from './support/fields';
import { anInvitee, completeByApi, inviteByApi } from './support/invitations';
import { newestMailTo, otpauthUriIn } from './support/mail';
import { aPerson } from './support/people';
import { registerByApi, sessionOfPage } from './support/portal-api';
import { signInThroughTheScreens } from './support/sign-in';
import { memberRow, openTeams, snapshot } from './support/teams-screen';

test('the Teams screen works from the keyboard and on a narrow screen', async ({
  page,
  request,
}, testInfo) => {
  const owner = aPerson('keys');
  await registerByApi(request, owner);
  const uri = otpauthUriIn((await newestMailTo(request, owner.email)).text);
  await signInThroughTheScreens(page, owner.email, owner.password, uri);
  const member = anInvitee('Kay', 'Board');
  await inviteByApi(request, await sessionOfPage(page), member);
  await completeByApi(request, member, 'Keyboard-Member-Password-1');
  await openTeams(page);

  // The edit dialog opens with Enter, the switch toggles with Space, Escape closes it and the focus
  // goes back to the button that opened it.
  const edit = memberRow(page, member.email).getByRole('button', { name: `Edit role of ${member.email}` });
  await edit.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit user' });
  await expect(dialog).toBeVisible();
  const adminSwitch = dialog.getByRole('switch', { name: messages.makeAdminQuestion });
  await adminSwitch.focus();
  await page.keyboard.press('Space');
  await expect(adminSwitch).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();
  await expect(memberRow(page, member.email)).toContainText('User');

  // The delete dialog starts on Cancel, so Enter alone deletes nobody.
  const remove = memberRow(page, member.email).getByRole('button', { name: `Delete ${member.email}` });
  await remove.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Delete user' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(memberRow(page, member.email)).toBeVisible();

  // Tabs move with the arrow keys; the invitation is sent with Enter from a field.
  await page.getByRole('tab', { name: 'List of Users' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Send Invite' })).toHaveAttribute('aria-selected', 'true');
  const next = anInvitee('Nia', 'Next');
  await field(page, 'Email').fill(next.email);
  await field(page, 'First name').fill(next.firstname);
  await field(page, 'Last name').fill(next.lastname);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: messages.invited })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'List of Users' }).click();
  await expect(memberRow(page, member.email)).toBeVisible();
  await snapshot(page, testInfo, 'teams-narrow');
});
