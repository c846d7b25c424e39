import { limits, messages } from '@ddp/contract';
import { anInvitee, completeByApi, inviteByApi } from './support/invitations';
import { newestMailTo, otpauthUriIn } from './support/mail';
import { aPerson } from './support/people';
import { registerByApi, sessionOfPage } from './support/portal-api';
import { signIn } from './support/sign-in';
import { memberRow, membersTable, openTeams, snapshot } from './support/teams-screen';
import { expect, test } from './support/test';

test('the team list is paged by the server, 10 rows a page, and follows deletions', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const owner = aPerson('pager');
  await registerByApi(request, owner);
  await signIn(
    page,
    owner.email,
    owner.password,
    otpauthUriIn((await newestMailTo(request, owner.email)).text),
  );

  // Eleven colleagues join, so the company has 12 members: a full page and two rows more.
  const session = await sessionOfPage(page);
  const colleagues = Array.from({ length: 11 }, (_, index) => anInvitee(`Member${index + 1}`, 'Paged'));
  for (const colleague of colleagues) await inviteByApi(request, session, colleague);
  for (const colleague of colleagues) await completeByApi(request, colleague, 'Paged-Member-Password-2024');

  await openTeams(page);
  const rows = membersTable(page).locator('tbody tr');
  await expect(rows).toHaveCount(limits.pageSize);
  await expect(page.getByText('Current Page: 1 of 2 · 1–10 of 12')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByText('Current Page: 2 of 2 · 11–12 of 12')).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(memberRow(page, owner.email)).toHaveCount(0);
  await snapshot(page, testInfo, 'teams-page-2');

  // Deleting both rows of the last page leads back to the page that is now the last one.
  const shown: string[] = [];
  for (const colleague of colleagues) {
    if ((await memberRow(page, colleague.email).count()) > 0) shown.push(colleague.email);
  }
  expect(shown).toHaveLength(2);
  for (const email of shown) {
    const row = memberRow(page, email);
    await row.getByRole('button', { name: `Delete ${email}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete user' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);
  }
  await expect(page.getByRole('status').filter({ hasText: messages.operationCompleted })).toBeVisible();
  await expect(page.getByText('Current Page: 1 of 1 · 1–10 of 10')).toBeVisible();
  await expect(rows).toHaveCount(limits.pageSize);
  await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
});
