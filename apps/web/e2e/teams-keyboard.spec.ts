import { messages } from '@ddp/contract';
import { field } from './support/fields';
import { anInvitee, completeByApi, inviteByApi } from './support/invitations';
import { tabTo, typeInto } from './support/keyboard';
import { newestMailTo, otpauthUriIn } from './support/mail';
import { aPerson } from './support/people';
import { registerByApi, sessionOfPage } from './support/portal-api';
import { signInThroughTheScreens } from './support/sign-in';
import { memberRow, openTeams, snapshot } from './support/teams-screen';
import { expect, test } from './support/test';

// Issue 8 part 7: Teams with the keyboard alone (rules in support/keyboard.ts).
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
  await tabTo(page, edit);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit user' });
  await expect(dialog).toBeVisible();
  const adminSwitch = dialog.getByRole('switch', { name: messages.makeAdminQuestion });
  await tabTo(page, adminSwitch);
  await page.keyboard.press('Space');
  await expect(adminSwitch).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();
  await expect(memberRow(page, member.email)).toContainText('User');

  // The delete dialog starts on Cancel, so Enter alone deletes nobody.
  const remove = memberRow(page, member.email).getByRole('button', { name: `Delete ${member.email}` });
  await tabTo(page, remove);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Delete user' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(memberRow(page, member.email)).toBeVisible();

  // Tabs move with the arrow keys; the invitation is sent with Enter from a field.
  await tabTo(page, page.getByRole('tab', { name: 'List of Users' }), 'Shift+Tab');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Send Invite' })).toHaveAttribute('aria-selected', 'true');
  const next = anInvitee('Nia', 'Next');
  await typeInto(page, field(page, 'Email'), next.email);
  await typeInto(page, field(page, 'First name'), next.firstname);
  await typeInto(page, field(page, 'Last name'), next.lastname);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: messages.invited })).toBeVisible();
  await expect(field(page, 'Email')).toHaveValue('');

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

  await page.setViewportSize({ width: 390, height: 844 });
  await tabTo(page, page.getByRole('tab', { name: 'Send Invite' }), 'Shift+Tab');
  await page.keyboard.press('ArrowLeft');
  await expect(memberRow(page, member.email)).toBeVisible();
  await snapshot(page, testInfo, 'teams-narrow');
});
