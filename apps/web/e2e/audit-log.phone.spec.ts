import { messages } from '@ddp/contract';
import { openFromMenu, signedInMember, signedInOwner } from './support/arranged-states';
import {
  areaFilter,
  asShown,
  auditLogUrl,
  auditTable,
  eventRow,
  exportCsv,
  labelOf,
  memberFilter,
  settledTable,
  shownEvents,
} from './support/audit-log-screen';
import { expectAccessible } from './support/axe';
import { anInvitee, inviteByApi } from './support/invitations';
import { expectNoSidewaysScroll, expectRowsInSight, expectWithinWidth } from './support/phone';
import { snapshot } from './support/teams-screen';
import { expect, test } from './support/test';

// Issue 20 at a phone's size: the log's rows are cards, the filters stack, and the export works.

test('an Owner reads the log as cards on a phone, filters it and exports it', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { person, session } = await signedInOwner(page, request, 'phone-audit');
  await expect(page.getByRole('heading', { name: 'Credentials', level: 1 })).toBeVisible();

  // A credential through the screen, an invitation through the API.
  await page.getByRole('tab', { name: 'Generate OAuth2.0 Credentials' }).click();
  await page.getByLabel('Enter Application Name').fill('Phone audited');
  await page.getByRole('button', { name: 'Generate' }).click();
  const created = page.getByRole('dialog', { name: 'New credentials generated' });
  await expect(created).toBeVisible();
  const clientId = await page.getByTestId('client_id-field').inputValue();
  await created.getByRole('button', { name: 'I have saved it' }).click();
  const invitee = anInvitee('Pia', 'Phone');
  await inviteByApi(request, session, invitee);

  await page.getByRole('button', { name: 'Toggle menu' }).click();
  await openFromMenu(page, messages.titleAuditLog, auditLogUrl);
  await settledTable(page);
  const createdRow = eventRow(page, labelOf('credential.created'), clientId);
  await expect(createdRow).toBeVisible();
  await expect(createdRow).toContainText(person.email);
  await expect(eventRow(page, labelOf('team.invited'), invitee.email)).toBeVisible();
  await expectRowsInSight(auditTable(page));
  await expectNoSidewaysScroll(page);
  for (const control of [areaFilter(page), memberFilter(page)]) await expectWithinWidth(control);
  await snapshot(page, testInfo, 'audit-log-phone');
  await expectAccessible(page, 'Audit log as cards, phone');

  await areaFilter(page).selectOption({ label: messages.auditAreaCredential });
  await expect(eventRow(page, labelOf('team.invited'), invitee.email)).toHaveCount(0);
  await settledTable(page);
  await expect(createdRow).toBeVisible();

  const file = await exportCsv(page);
  expect(file.lines.map(asShown)).toEqual(await shownEvents(page));
  expect(file.lines.every(([, type]) => type?.startsWith('credential.'))).toBe(true);

  await memberFilter(page).fill('nobody-matches-this');
  await expect(page.getByText(messages.auditEmptyFiltered)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'Audit log, no event matches, phone');
});

test('on a phone a member who is no Owner has no entry for the log, and its address says Owners only', async ({
  page,
  request,
}) => {
  await signedInMember(page, request, 'phone-audit-member');
  await page.getByRole('button', { name: 'Toggle menu' }).click();
  const sections = page.getByRole('navigation', { name: 'Portal sections' });
  await expect(sections.getByRole('link', { name: 'Teams' })).toBeInViewport();
  await expect(sections.getByRole('link', { name: messages.titleAuditLog })).toHaveCount(0);

  await page.goto('home/view-audit-log');
  await expect(page.getByRole('status').filter({ hasText: messages.ownersOnly })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
});
