import { messages, paths } from '@ddp/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { aRegisteredPerson } from './support/accounts';
import { expectAccessible } from './support/axe';
import { publishCatalogue, stationsApi } from './support/docs-catalogue';
import { expectDocumentShown } from './support/docs-screen';
import { field } from './support/fields';
import { anInvitee, completeByApi, inviteByApi, LOGIN_DETAILS_SUBJECT } from './support/invitations';
import { otpauthUriIn } from './support/mail';
import { mailWithSubject } from './support/mail-subjects';
import { E2E_OPERATOR_TOKEN, setMultiConsumer } from './support/operator';
import {
  createClientByApi,
  postEncrypted,
  sessionHeaders,
  sessionOfPage,
  signInByApi,
} from './support/portal-api';
import { signIn } from './support/sign-in';
import { memberRow, openTeams } from './support/teams-screen';
import { expect, test } from './support/test';

// Issue 8 part 7: every /home screen and every dialog, with zero serious or critical axe-core
// violations. Screens outside /home are in accessibility.spec.ts.

const operator = { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` };
const MEMBER_PASSWORD = 'Accessible-Member-Password-4';

/** An Owner signed in through the screens, with a member who has completed the invitation. */
async function ownerWithMember(page: Page, request: APIRequestContext, prefix: string) {
  const { person, uri } = await aRegisteredPerson(request, prefix);
  await signIn(page, person.email, person.password, uri);
  const owner = await sessionOfPage(page);
  const member = anInvitee('Mia', 'Member');
  await inviteByApi(request, owner, member);
  await completeByApi(request, member, MEMBER_PASSWORD);
  return { owner, member };
}

async function openMenu(page: Page, name: string, url: RegExp) {
  await page.getByRole('navigation', { name: 'Portal sections' }).getByRole('link', { name }).click();
  await expect(page).toHaveURL(url);
}

/** Checks the dialog that is open, then closes it with Escape. */
async function checkDialog(page: Page, name: string | RegExp, screen: string) {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, screen);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('credentials: the four tabs and their dialogs', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { person, uri } = await aRegisteredPerson(request, 'a11y-creds');
  await signIn(page, person.email, person.password, uri);
  const owner = await sessionOfPage(page);
  // Team secrets are shown only to Owners of multi-consumer companies (spec section 6).
  await setMultiConsumer(request, owner.companyId, 2);
  const member = anInvitee('Tia', 'Transfer');
  await inviteByApi(request, owner, member);
  await completeByApi(request, member, MEMBER_PASSWORD);
  const memberUri = otpauthUriIn((await mailWithSubject(request, member.email, LOGIN_DETAILS_SUBJECT)).text);
  const memberApi = await signInByApi(request, member.email, MEMBER_PASSWORD, memberUri);
  const handedOver = await createClientByApi(request, memberApi, 'Handed over');
  const transfer = await postEncrypted(
    request,
    paths.transferCredentials,
    { client_id: handedOver, consumer: person.email, fromconsumer: member.email },
    sessionHeaders(memberApi),
  );
  expect(transfer.status, JSON.stringify(transfer.body)).toBe(200);
  await page.reload();

  await expect(page.getByText(/^No credentials yet/)).toBeVisible();
  await expectAccessible(page, 'Credentials, personal, empty');

  await page.getByRole('tab', { name: 'Generate OAuth2.0 Credentials' }).click();
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText(messages.applicationNameRequired)).toBeVisible();
  await expectAccessible(page, 'Credentials, generate with an error');
  await page.getByLabel('Enter Application Name').fill('Weather dashboard');
  await page.getByRole('button', { name: 'Generate' }).click();
  const created = page.getByRole('dialog', { name: 'New credentials generated' });
  await expect(created.getByText(messages.credentialCreated)).toBeVisible();
  await expectAccessible(page, 'New credentials dialog');
  await created.getByRole('button', { name: 'I have saved it' }).click();

  await expect(page.getByRole('row', { name: /Weather dashboard/ })).toBeVisible();
  await expectAccessible(page, 'Credentials, personal');
  await page.getByRole('button', { name: 'Regenerate secret of Weather dashboard' }).click();
  const regenerate = page.getByRole('dialog', { name: 'Regenerate secret' });
  await expect(regenerate).toBeVisible();
  await expectAccessible(page, 'Regenerate confirmation');
  await regenerate.getByRole('button', { name: 'Regenerate' }).click();
  await checkDialog(page, 'New secret generated', 'New secret dialog');
  await page.getByRole('button', { name: 'Transfer Weather dashboard' }).click();
  await page.getByRole('dialog', { name: 'Transfer credentials' }).getByLabel('Team member (e-mail)').click();
  await expect(page.getByRole('option', { name: member.email })).toBeVisible();
  await expectAccessible(page, 'Transfer dialog with the member list open');
  await page.keyboard.press('Escape');
  await checkDialog(page, 'Transfer credentials', 'Transfer dialog');
  await page.getByRole('button', { name: 'Delete Weather dashboard' }).click();
  await checkDialog(page, 'Delete credentials', 'Delete confirmation');
  await page.getByRole('button', { name: 'Secrets of Weather dashboard' }).click();
  const secrets = page.getByRole('dialog', { name: 'Secrets of Weather dashboard' });
  await secrets.getByRole('button', { name: 'Add secret' }).click();
  await expect(secrets.getByText(messages.secretAdded)).toBeVisible();
  await secrets.getByRole('button', { name: 'Revoke secret 1' }).click();
  await expect(secrets.getByText(messages.credRevokeSecretQuestion({ n: 1 }))).toBeVisible();
  await expectAccessible(page, 'Secrets dialog with two secrets and a revocation asked');
  await page.keyboard.press('Escape');
  await expect(secrets).toBeHidden();

  await page.getByRole('tab', { name: "View Team's Credentials" }).click();
  await expect(page.getByRole('row', { name: 'Open the secret of Weather dashboard' })).toBeVisible();
  await expectAccessible(page, "Credentials, team's");
  await page.getByRole('row', { name: 'Open the secret of Weather dashboard' }).click();
  await checkDialog(page, 'Weather dashboard', 'Team secret dialog');

  await page.getByRole('tab', { name: 'View Secret(1-time)' }).click();
  await expect(page.getByRole('row', { name: /Handed over/ })).toBeVisible();
  await expectAccessible(page, 'Credentials, one-time');
  await page.getByRole('button', { name: 'View Secret' }).click();
  const confirm = page.getByRole('dialog', { name: 'View secret' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, 'View secret confirmation');
  await confirm.getByRole('button', { name: 'Show the secret' }).click();
  await expect(page.getByRole('dialog', { name: 'Your secret' })).toBeVisible();
  await expectAccessible(page, 'Secret shown once');
});

test('teams, news and settings with their dialogs', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { owner, member } = await ownerWithMember(page, request, 'a11y-teams');

  await openTeams(page);
  await expect(memberRow(page, member.email)).toBeVisible();
  await expectAccessible(page, 'Teams, list of users');
  await memberRow(page, member.email)
    .getByRole('button', { name: `Edit role of ${member.email}` })
    .click();
  await checkDialog(page, 'Edit user', 'Edit user dialog');
  await memberRow(page, member.email)
    .getByRole('button', { name: `Delete ${member.email}` })
    .click();
  await checkDialog(page, 'Delete user', 'Delete user dialog');
  await page.getByRole('tab', { name: 'Send Invite' }).click();
  await page.getByRole('button', { name: 'Send Invite' }).click();
  await expect(page.getByText(messages.inviteFirstNameRequired)).toBeVisible();
  await expectAccessible(page, 'Teams, send invite with errors');

  const subject = `Updated terms ${Date.now().toString(36)}`;
  const published = await request.post('/v1/ops/news', {
    headers: operator,
    data: {
      subject,
      body: 'We have updated the terms of use.\nPlease answer below.',
      terms_and_conditions: true,
      audience: [owner.companyId],
      attachments: [
        { filename: 'summary.txt', content: Buffer.from('Section 4 changed.\n').toString('base64') },
      ],
    },
  });
  expect(published.status(), await published.text()).toBe(201);
  await openMenu(page, 'News and Updates', /\/home\/view-news$/);
  await expect(page.getByRole('button', { name: subject })).toBeVisible();
  await expectAccessible(page, 'News and Updates');
  await page.getByRole('button', { name: subject }).click();
  const news = page.getByRole('dialog', { name: subject });
  await news.getByRole('radio', { name: 'I do not accept the terms' }).check();
  await expect(news.getByText(messages.termsRefuseWarning)).toBeVisible();
  await expectAccessible(page, 'News dialog with terms');
  await news.getByRole('button', { name: 'Send' }).click();
  await expect(news.getByRole('button', { name: 'Back' })).toBeFocused();
  await checkDialog(page, subject, 'News dialog, refusal to confirm');

  await openMenu(page, 'Settings', /\/home\/view-settings$/);
  await expect(page.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} GMT$/).first()).toBeVisible();
  await expectAccessible(page, 'Settings');
  await page.getByRole('button', { name: 'Edit details' }).click();
  await expect(field(page, 'First name')).toBeFocused();
  await checkDialog(page, 'Edit details', 'Edit details dialog');
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByRole('dialog', { name: 'Change password' }).getByRole('button', { name: 'Update' }).click();
  await checkDialog(page, 'Change password', 'Change password dialog with errors');
  await page.getByRole('button', { name: 'Delete account' }).click();
  await checkDialog(page, 'Delete account', 'Delete account dialog');
});

test('API documentation, advanced requests, front-end apps, report bugs and a missing page', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await publishCatalogue();
  const { person, uri } = await aRegisteredPerson(request, 'a11y-docs');
  await signIn(page, person.email, person.password, uri);
  const session = await sessionOfPage(page);

  await openMenu(page, 'API Documentation', /\/home\/view-docs$/);
  const basic = page.getByRole('tabpanel', { name: 'Basic Services' });
  // Swagger UI is a large chunk: on a busy machine it may take a while to render.
  await expectDocumentShown(basic, stationsApi.info.title, 30_000);
  await expect(basic.getByRole('button', { name: 'Download JSON' })).toBeEnabled();
  await expectAccessible(page, 'API documentation, basic');
  await page.getByRole('tab', { name: 'Advanced Services' }).click();
  const advanced = page.getByRole('tabpanel', { name: 'Advanced Services' });
  await expect(advanced.getByRole('link', { name: 'Request advanced services' })).toBeVisible();
  await expectAccessible(page, 'API documentation, advanced');

  await advanced.getByRole('link', { name: 'Request advanced services' }).click();
  await expect(page.getByText('No requests yet.')).toBeVisible();
  await expectAccessible(page, 'Advanced requests, empty');
  await page.getByRole('tab', { name: 'Send Request' }).click();
  await page.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByText(messages.useCaseRequired)).toBeVisible();
  await expectAccessible(page, 'Advanced requests, send with an error');
  await page.getByLabel('Use-Case').fill('Live vehicle positions for a delay map.');
  await page.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByText(messages.advancedRequestSent)).toBeVisible();
  await expectAccessible(page, 'Advanced requests, list');
  await page.getByRole('button', { name: /^View use-case of AR-/ }).click();
  await checkDialog(page, 'Use-case submitted', 'Use-case dialog');

  const app = await request.post('/v1/ops/frontend-apps', {
    headers: operator,
    data: { companyId: session.companyId, name: 'Environment Stations', url: '/demo-apps/stations/' },
  });
  expect(app.status(), await app.text()).toBe(201);
  await createClientByApi(request, session, 'Station map');
  await openMenu(page, 'Front-end Apps', /\/home\/view-frontend-apps$/);
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('heading', { name: 'Environment stations' })).toBeVisible();
  await expectAccessible(page, 'Front-end apps with the demo app');

  await openMenu(page, 'Report Bugs', /\/home\/view-report-bugs$/);
  await expect(page.getByText('No issues have been reported yet.')).toBeVisible();
  await expectAccessible(page, 'Report bugs, empty list');
  await page.getByRole('tab', { name: 'Submit Issue' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill('Download does nothing');
  await page.getByRole('textbox', { name: 'Description' }).fill('Clicking Download JSON does nothing.');
  await expectAccessible(page, 'Report bugs, submit issue');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('row', { name: /Download does nothing/ })).toBeVisible();
  await expectAccessible(page, 'Report bugs, list after sending');
  await page.getByRole('button', { name: /Open BR-\d+: Download does nothing/ }).click();
  await checkDialog(page, /^BR-\d+$/, 'Bug report detail');

  await page.goto('home/no-such-screen');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectAccessible(page, 'Page not found under /home');
});

test('the audit log: events, a filter that matches none, a wrong range, a failed export and a failed load', async ({
  page,
  request,
}) => {
  const { owner, member } = await ownerWithMember(page, request, 'a11y-audit');
  await createClientByApi(request, owner, 'Audited for access');
  await openMenu(page, messages.titleAuditLog, /\/home\/view-audit-log$/);
  const table = page.getByRole('table', { name: messages.titleAuditLog });
  await expect(table.getByText(member.email).first()).toBeVisible();
  await expectAccessible(page, 'Audit log');

  await page.getByRole('combobox', { name: messages.auditFilterArea }).selectOption('terms');
  await expect(page.getByText(messages.auditEmptyFiltered)).toBeVisible();
  await page.getByLabel(messages.auditFilterFrom, { exact: true }).fill('2030-01-02');
  await page.getByLabel(messages.auditFilterTo, { exact: true }).fill('2030-01-01');
  await expect(page.getByText(messages.auditDateRange)).toBeVisible();
  await expectAccessible(page, 'Audit log, no match and a wrong range');

  // The export: busy while it asks, then its failure.
  await page.getByRole('button', { name: messages.auditClearFilters }).click();
  await expect(table.getByText(member.email).first()).toBeVisible();
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${paths.viewAuditLog}*`, async (route) => {
    await held;
    await route.abort('connectionrefused');
  });
  const exportButton = page.getByRole('button', { name: messages.auditExport });
  await exportButton.click();
  await expect(page.getByRole('button', { name: messages.auditExporting })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: messages.auditExporting })).toHaveCount(1);
  release();
  await expect(page.getByRole('alert').filter({ hasText: messages.auditExportFailed })).toBeVisible();
  await expect(exportButton).toBeFocused();
  await expectAccessible(page, 'Audit log, export failed');

  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: messages.auditLoadFailed })).toBeVisible();
  await expectAccessible(page, 'Audit log, not loaded');
});
