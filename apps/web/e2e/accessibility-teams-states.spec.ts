import { messages } from '@ddp/contract';
import type { Page } from '@playwright/test';
import { openFromMenu, signedInOwner } from './support/arranged-states';
import { expectAccessible } from './support/axe';
import { field } from './support/fields';
import { anInvitee } from './support/invitations';
import { setMultiConsumer } from './support/operator';
import { createClientByApi } from './support/portal-api';
import { openTeams } from './support/teams-screen';
import { expect, test } from './support/test';

// Issue 8 part 7: Teams and the team secret dialog in the states that depend on multi-consumer
// authorisation, before and after the operator switches it on for the company.

async function openTeamSecret(page: Page, name: string) {
  await openFromMenu(page, 'Credentials', /\/home\/view-credentials$/);
  await page.getByRole('tab', { name: "View Team's Credentials" }).click();
  await page.getByRole('row', { name: `Open the secret of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function openInviteTab(page: Page) {
  await openTeams(page);
  await page.getByRole('tab', { name: 'Send Invite' }).click();
  await expect(field(page, 'First name')).toBeVisible();
}

test('team secret and invitations, without and with multi-consumer authorisation', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { session } = await signedInOwner(page, request, 'a11y-team-states');
  await createClientByApi(request, session, 'Fleet map');

  const withoutPermission = await openTeamSecret(page, 'Fleet map');
  await expect(withoutPermission.getByRole('alert')).toHaveText(messages.noSecretPermission);
  await expectAccessible(page, 'Team secret dialog, no permission');
  await page.keyboard.press('Escape');
  await expect(withoutPermission).toBeHidden();

  await openInviteTab(page);
  const colleague = anInvitee('Ines', 'Invited');
  await field(page, 'Email').fill(colleague.email);
  await field(page, 'First name').fill(colleague.firstname);
  await field(page, 'Last name').fill(colleague.lastname);
  await page.getByRole('button', { name: 'Send Invite' }).click();
  await expect(page.getByRole('status').filter({ hasText: messages.invited })).toBeVisible();
  await expectAccessible(page, 'Teams, invitation sent');
  await page.getByRole('tab', { name: /Pending Invitations/ }).click();
  await expect(page.getByRole('row', { name: new RegExp(colleague.email) })).toBeVisible();
  await expectAccessible(page, 'Teams, pending invitations');

  // The operator allows one consumer without e-mail (a 'dummy' consumer) for this company.
  await setMultiConsumer(request, session.companyId, 1);
  await page.reload();
  await openInviteTab(page);
  const normalUser = page.getByRole('switch', { name: messages.assignNormalConsumer });
  await expect(normalUser).toBeChecked();
  await expectAccessible(page, 'Teams, invite with the multi-consumer switch on');
  await normalUser.uncheck();
  await expect(field(page, 'Email')).toBeDisabled();
  await expectAccessible(page, 'Teams, invite with the multi-consumer switch off');
  await field(page, 'First name').fill('Dora');
  await field(page, 'Last name').fill('Dummy');
  await page.getByRole('button', { name: 'Send Invite' }).click();
  await expect(page.getByRole('status').filter({ hasText: messages.dummyCreated })).toBeVisible();
  await expectAccessible(page, 'Teams, consumer created');

  await page.getByRole('switch', { name: messages.assignNormalConsumer }).uncheck();
  await field(page, 'First name').fill('Dan');
  await field(page, 'Last name').fill('Dummy');
  await page.getByRole('button', { name: 'Send Invite' }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.maxConsumersExceeded })).toBeVisible();
  await expectAccessible(page, 'Teams, invite refused over the limit');

  const secret = await openTeamSecret(page, 'Fleet map');
  await secret.getByRole('button', { name: 'Regenerate Secret' }).click();
  const confirm = page.getByRole('dialog', { name: 'Regenerate secret' });
  await expect(confirm).toContainText('Regenerate the secret of Fleet map, your own client?');
  await expectAccessible(page, 'Team secret dialog, regenerate confirmation');
  await confirm.getByRole('button', { name: 'Regenerate', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(secret.getByRole('status')).toHaveText(messages.secretRegenerated);
  await expectAccessible(page, 'Team secret dialog, secret regenerated');
});
