import { AUDIT_EVENT_TYPES, auditAreaOf, messages } from '@ddp/contract';
import type { Page } from '@playwright/test';
import { openFromMenu, signedInMember } from './support/arranged-states';
import {
  areaFilter,
  asShown,
  auditLogUrl,
  auditRows,
  eventRow,
  exportCsv,
  fromFilter,
  labelOf,
  memberFilter,
  settledTable,
  shownEvents,
  shownLabels,
  toFilter,
} from './support/audit-log-screen';
import { field } from './support/fields';
import { anInvitee, completeByApi, LOGIN_DETAILS_SUBJECT } from './support/invitations';
import { newestMailTo, otpauthUriIn } from './support/mail';
import { mailWithSubject } from './support/mail-subjects';
import { aPerson } from './support/people';
import { createClientByApi, registerByApi, sessionOfPage, signInByApi } from './support/portal-api';
import { signIn } from './support/sign-in';
import { memberRow, openTeams, snapshot } from './support/teams-screen';
import { expect, test } from './support/test';

// Issue 20: the company's audit log, for its Owners. What an Owner does through the screens shows
// there under the right member and label; the filters narrow it; the export holds what is shown.

const labelsOf = (area: string) =>
  AUDIT_EVENT_TYPES.filter((type) => auditAreaOf(type) === area).map(labelOf);

const fieldValue = (page: Page, label: string) => page.getByTestId(`${label}-field`).inputValue();

/** The day of an ISO instant, as the date filters take it (GMT). */
const dayOf = (iso: string) => iso.slice(0, 10);
const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

test('an Owner finds what the team did, filters it by area, member and day, and exports it', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const owner = aPerson('audit-owner');
  await registerByApi(request, owner);
  const ownerUri = otpauthUriIn((await newestMailTo(request, owner.email)).text);
  await signIn(page, owner.email, owner.password, ownerUri);
  await expect(page.getByRole('heading', { name: 'Credentials', level: 1 })).toBeVisible();

  // Credentials: one generated, its secret regenerated.
  await page.getByRole('tab', { name: 'Generate OAuth2.0 Credentials' }).click();
  await page.getByLabel('Enter Application Name').fill('Audited dashboard');
  await page.getByRole('button', { name: 'Generate' }).click();
  const created = page.getByRole('dialog', { name: 'New credentials generated' });
  await expect(created).toBeVisible();
  const clientId = await fieldValue(page, 'client_id');
  await created.getByRole('button', { name: 'I have saved it' }).click();
  await page.getByRole('button', { name: 'Regenerate secret of Audited dashboard' }).click();
  await page
    .getByRole('dialog', { name: 'Regenerate secret' })
    .getByRole('button', { name: 'Regenerate' })
    .click();
  const regenerated = page.getByRole('dialog', { name: 'New secret generated' });
  await expect(regenerated).toBeVisible();
  await regenerated.getByRole('button', { name: 'I have saved it' }).click();

  // The team: a colleague invited through the form, who joins and signs in; made an Owner.
  const colleague = anInvitee('Ava', 'Audited');
  await openTeams(page);
  await page.getByRole('tab', { name: 'Send Invite' }).click();
  await field(page, 'Email').fill(colleague.email);
  await field(page, 'First name').fill(colleague.firstname);
  await field(page, 'Last name').fill(colleague.lastname);
  await page.getByRole('button', { name: 'Send Invite' }).click();
  await expect(page.getByRole('status').filter({ hasText: messages.invited })).toBeVisible();
  const colleaguePassword = 'Audited-Colleague-Password-5';
  await completeByApi(request, colleague, colleaguePassword);
  const colleagueUri = otpauthUriIn(
    (await mailWithSubject(request, colleague.email, LOGIN_DETAILS_SUBJECT)).text,
  );
  await signInByApi(request, colleague.email, colleaguePassword, colleagueUri);
  await page.getByRole('tab', { name: 'List of Users' }).click();
  await page.reload();
  const colleagueRow = memberRow(page, colleague.email);
  await colleagueRow.getByRole('button', { name: `Edit role of ${colleague.email}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit user' });
  await edit.getByRole('switch', { name: messages.makeAdminQuestion }).check();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();

  // The log, from the side menu: each of those events, newest first, under the member who acted.
  await openFromMenu(page, messages.titleAuditLog, auditLogUrl);
  await expect(page.getByRole('heading', { name: messages.titleAuditLog, level: 1 })).toBeVisible();
  await settledTable(page);
  const expected = [
    { type: 'credential.created', actor: owner.email, about: clientId },
    { type: 'credential.secret_regenerated', actor: owner.email, about: clientId },
    { type: 'team.invited', actor: owner.email, about: colleague.email },
    { type: 'team.role_changed', actor: owner.email, about: colleague.email },
    { type: 'security.signed_in', actor: owner.email, about: '' },
    { type: 'security.signed_in', actor: colleague.email, about: '' },
  ] as const;
  for (const { type, actor, about } of expected) {
    const row = eventRow(page, labelOf(type), actor).filter({ hasText: about });
    await expect(row.first(), `${type} by ${actor}`).toBeVisible();
    await expect(row.first().locator('td').nth(2)).toHaveText(actor);
  }
  const roleChange = eventRow(page, labelOf('team.role_changed'), colleague.email);
  await expect(roleChange.locator('dl')).toContainText(
    `${messages.auditDetailRole}: ${messages.auditValueOwner}`,
  );
  const all = await shownEvents(page);
  const times = all.map((shown) => shown.at);
  expect(times, 'newest first').toEqual([...times].sort().reverse());
  await expect(page.getByRole('button', { name: messages.auditShowOlder })).toHaveCount(0);
  await snapshot(page, testInfo, 'audit-log');

  // The whole log as a file: one line per event shown, in the same order.
  const file = await exportCsv(page);
  expect(file.name).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(file.lines.map(asShown)).toEqual(all);

  // By area: only the team's events, and the file holds the same.
  await areaFilter(page).selectOption({ label: messages.auditAreaTeam });
  await expect(eventRow(page, labelOf('credential.created'), clientId)).toHaveCount(0);
  await settledTable(page);
  const teamLabels = labelsOf('team');
  for (const label of await shownLabels(page)) expect(teamLabels).toContain(label);
  await expect(eventRow(page, labelOf('team.invited'), colleague.email)).toBeVisible();
  const teamFile = await exportCsv(page);
  expect(teamFile.lines.map(asShown)).toEqual(await shownEvents(page));
  expect(teamFile.lines.every(([, type]) => type?.startsWith('team.'))).toBe(true);

  // By member: the colleague's own events only.
  await areaFilter(page).selectOption({ label: messages.auditAreaAll });
  await memberFilter(page).fill(colleague.email);
  await expect(eventRow(page, labelOf('credential.created'), clientId)).toHaveCount(0);
  await settledTable(page);
  const byColleague = await shownEvents(page);
  expect(byColleague.length).toBeGreaterThan(0);
  for (const shown of byColleague) expect(shown.member).toBe(colleague.email);
  await expect(eventRow(page, labelOf('security.signed_in'), colleague.email)).toBeVisible();

  // By day: the events' own day keeps them, the day before has none.
  await page.getByRole('button', { name: messages.auditClearFilters }).click();
  await expect(areaFilter(page)).toBeFocused();
  await expect(auditRows(page)).toHaveCount(all.length);
  const day = dayOf(all.at(-1)?.at ?? '');
  await fromFilter(page).fill(day);
  await settledTable(page);
  await expect(eventRow(page, labelOf('credential.created'), clientId)).toBeVisible();
  await fromFilter(page).fill('');
  await toFilter(page).fill(dayBefore(day));
  await expect(page.getByText(messages.auditEmptyFiltered)).toBeVisible();
  await expect(page.getByText(messages.auditEmpty)).toHaveCount(0);
  await expect(page.getByRole('button', { name: messages.auditExport })).toBeDisabled();

  // An end before the start is the contract's message, and the call is not made.
  await fromFilter(page).fill(day);
  await expect(page.getByText(messages.auditDateRange)).toBeVisible();
  await page.getByRole('button', { name: messages.auditClearFilters }).click();
  await expect(auditRows(page)).toHaveCount(all.length);
});

test('older events come a page at a time, and the focus goes to the first of them', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = aPerson('audit-pages');
  await registerByApi(request, owner);
  const uri = otpauthUriIn((await newestMailTo(request, owner.email)).text);
  await signIn(page, owner.email, owner.password, uri);
  const session = await sessionOfPage(page);
  for (let made = 1; made <= 55; made += 1) await createClientByApi(request, session, `Paged client ${made}`);

  await page.goto('home/view-audit-log');
  await expect(auditRows(page)).toHaveCount(50);
  const older = page.getByRole('button', { name: messages.auditShowOlder });
  await older.focus();
  await page.keyboard.press('Enter');
  // The 55 clients and the sign-in: one page more, and then no older events.
  await expect(older).toHaveCount(0);
  expect(await auditRows(page).count()).toBeGreaterThanOrEqual(56);
  await expect(auditRows(page).nth(50)).toBeFocused();
  const shown = await shownEvents(page);
  expect(new Set(shown.map((event) => `${event.at} ${event.about}`)).size).toBe(shown.length);

  const file = await exportCsv(page);
  expect(file.lines.map(asShown)).toEqual(shown);
});

test('a member who is no Owner has no entry for the log, and its address says Owners only', async ({
  page,
  request,
}) => {
  await signedInMember(page, request, 'audit-member');
  await expect(page.getByRole('heading', { name: 'Credentials', level: 1 })).toBeVisible();
  const sections = page.getByRole('navigation', { name: 'Portal sections' });
  await expect(sections.getByRole('link', { name: 'Teams' })).toBeVisible();
  await expect(sections.getByRole('link', { name: messages.titleAuditLog })).toHaveCount(0);

  await page.goto('home/view-audit-log');
  await expect(page.getByRole('heading', { name: messages.titleAuditLog, level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: messages.ownersOnly })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('button', { name: messages.auditExport })).toHaveCount(0);
  await expect(sections.getByRole('link', { name: messages.titleAuditLog })).toHaveCount(0);
});
