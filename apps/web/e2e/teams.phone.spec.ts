import { messages } from '@ddp/contract';
import { colleaguesOf, openFromMenu, signedInOwner } from './support/arranged-states';
import { expectAccessible } from './support/axe';
import { anInvitee, inviteByApi } from './support/invitations';
import {
  expectDialogFits,
  expectNoSidewaysScroll,
  expectRowsInSight,
  expectTabsInOneRow,
} from './support/phone';
import { memberRow, membersTable, teamsUrl } from './support/teams-screen';
import { expect, test } from './support/test';

test('teams on a phone: a role changed, a member removed, an invitation withdrawn from the cards', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const { session } = await signedInOwner(page, request, 'phone-teams');
  const [ada, bob] = await colleaguesOf(session, request, 2);
  await inviteByApi(request, session, anInvitee('Grace', 'Pending'));

  await page.getByRole('button', { name: 'Toggle menu' }).click();
  await openFromMenu(page, 'Teams', teamsUrl);
  const adaRow = memberRow(page, ada!.email);
  await expect(adaRow).toContainText('User');
  await expectTabsInOneRow(page.getByRole('tablist'));
  await expectRowsInSight(membersTable(page));
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'Team members as cards, phone');

  await adaRow.getByRole('button', { name: `Edit role of ${ada!.email}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit user' });
  await expectDialogFits(page, edit);
  await expectAccessible(page, 'Edit user dialog, phone');
  await edit.getByRole('switch', { name: messages.makeAdminQuestion }).check();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(adaRow).toContainText('Owner');

  const bobRow = memberRow(page, bob!.email);
  await bobRow.getByRole('button', { name: `Delete ${bob!.email}` }).click();
  const remove = page.getByRole('dialog', { name: 'Delete user' });
  await expectDialogFits(page, remove);
  await remove.getByRole('button', { name: 'Delete' }).click();
  await expect(remove).toBeHidden();
  await expect(bobRow).toHaveCount(0);

  await page.getByRole('tab', { name: /^Pending Invitations/ }).click();
  await expectTabsInOneRow(page.getByRole('tablist'));
  const invitations = page.getByRole('table', { name: 'Pending invitations' });
  await expect(invitations).toContainText('Grace Pending');
  await expectRowsInSight(invitations);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'Pending invitations as cards, phone');
  await page.getByRole('button', { name: 'Withdraw the invitation of Grace Pending' }).click();
  const withdraw = page.getByRole('dialog', { name: 'Withdraw invitation' });
  await expectDialogFits(page, withdraw);
  await withdraw.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByRole('status').filter({ hasText: messages.invitationWithdrawn })).toBeVisible();
});
