import { messages } from '@ddp/contract';
import type { Page } from '@playwright/test';
import { signedInMember, signedInOwner } from './support/arranged-states';
import { field } from './support/fields';
import { anInvitee, type Invitee, invitationLinkFor, inviteByApi } from './support/invitations';
import { openTeams } from './support/teams-screen';
import { expect, test } from './support/test';

// Issue 18 part 5: pending invitations in Teams, for Owners, with resend and withdraw.

const invitationsTable = (page: Page) => page.getByRole('table', { name: 'Pending invitations' });
const rowOf = (page: Page, invitee: Invitee) =>
  invitationsTable(page).getByRole('row').filter({ hasText: invitee.email });

/** Opening a link in a fresh page: a link that no longer works says so at once. */
async function expectLinkRefused(page: Page, link: string) {
  const other = await page.context().newPage();
  await other.goto(link);
  await expect(other.getByRole('alert')).toHaveText(messages.tokenNotValidAnymore);
  await expect(other.getByRole('heading', { name: messages.completeRegistration })).toHaveCount(0);
  await other.close();
}

test('an Owner sees the invitations not answered yet, resends one and withdraws another', async ({
  page,
  request,
}) => {
  const { session } = await signedInOwner(page, request, 'pending');
  const grace = anInvitee('Grace', 'Pending');
  const alan = anInvitee('Alan', 'Withdrawn');
  await inviteByApi(request, session, grace);
  await inviteByApi(request, session, alan, true);
  const graceFirstLink = await invitationLinkFor(request, grace);
  const alanLink = await invitationLinkFor(request, alan);

  await openTeams(page);
  const tab = page.getByRole('tab', { name: /^Pending Invitations \(2 waiting for an answer\)$/ });
  await tab.click();
  await expect(rowOf(page, grace)).toContainText('Grace Pending');
  await expect(rowOf(page, grace)).toContainText(/Valid until \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} GMT/);
  await expect(rowOf(page, alan)).toContainText('Owner');

  // Resend: a new mail with a new link; the first link no longer works, the new one does.
  await page.getByRole('button', { name: 'Resend the invitation of Grace Pending' }).click();
  await expect(page.getByRole('status').filter({ hasText: messages.invitationResent })).toBeVisible();
  await expect.poll(() => invitationLinkFor(request, grace)).not.toBe(graceFirstLink);
  await expectLinkRefused(page, graceFirstLink);
  const other = await page.context().newPage();
  await other.goto(await invitationLinkFor(request, grace));
  await expect(other.getByRole('heading', { name: messages.completeRegistration })).toBeVisible();
  await expect(field(other, 'E-mail')).toHaveValue(grace.email);
  await other.close();

  // Withdraw, after a confirmation: the row goes and the link no longer works.
  await page.getByRole('button', { name: 'Withdraw the invitation of Alan Withdrawn' }).click();
  const confirm = page.getByRole('dialog', { name: 'Withdraw invitation' });
  await expect(confirm).toContainText(alan.email);
  await confirm.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByRole('status').filter({ hasText: messages.invitationWithdrawn })).toBeVisible();
  await expect(rowOf(page, alan)).toHaveCount(0);
  await expect(
    page.getByRole('tab', { name: /^Pending Invitations \(1 waiting for an answer\)$/ }),
  ).toBeVisible();
  await expectLinkRefused(page, alanLink);
});

test('a Member sees no pending invitations', async ({ page, request }) => {
  await signedInMember(page, request, 'pending-member');
  await openTeams(page);
  await expect(page.getByRole('tab', { name: 'List of Users' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Pending Invitations/ })).toHaveCount(0);
});
