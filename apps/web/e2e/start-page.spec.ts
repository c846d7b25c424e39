import { messages, paths } from '@ddp/contract';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { openFromMenu, reportBugByApi, signedInMember, signedInOwner } from './support/arranged-states';
import { expectAccessible } from './support/axe';
import { anInvitee, inviteByApi } from './support/invitations';
import { E2E_OPERATOR_TOKEN } from './support/operator';
import { type ApiSession, postEncrypted, sessionHeaders } from './support/portal-api';
import { expect, test } from './support/test';

// Issue 18 part 4: the start page on the signed-in home. Each step ticks itself off from what
// really happened on the server, arranged here through the APIs a developer's own code would use.

const step = (page: Page, title: string): Locator =>
  page.getByRole('region', { name: 'Getting started' }).getByRole('listitem').filter({ hasText: title });
const count = (page: Page, text: RegExp): Locator =>
  page.getByRole('region', { name: 'Waiting for you' }).getByRole('link', { name: text });

/** A client and its secret, as Generate gives them. */
async function clientByApi(request: APIRequestContext, session: ApiSession) {
  const reply = await postEncrypted(
    request,
    paths.createCredentials,
    { applicationName: 'Start page app', consumerId: session.consumerId },
    sessionHeaders(session),
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.data as { client_id: string; client_secret: string };
}

test('the checklist ticks off after the real actions, hides for good, and each count leads to its screen', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { person, session } = await signedInOwner(page, request, 'start');
  const start = page.getByRole('region', { name: messages.greeting(person.firstname) });
  await expect(start).toBeVisible();
  await expect(start.getByTestId('checklist-progress')).toHaveText('0 of 4 done');
  for (const title of ['Create a client', 'Get a token', 'Call an API', 'Invite your team'])
    await expect(step(page, title)).toContainText(`${title} (to do)`);
  await expect(start.getByText('Nothing is waiting for you right now.')).toBeVisible();
  await expectAccessible(page, 'start page, nothing done');

  // What a developer does from their own code: a client, a token from the token endpoint, a call.
  const client = await clientByApi(request, session);
  await page.reload();
  await expect(step(page, 'Create a client')).toContainText('Create a client (done)');
  await expect(step(page, 'Get a token')).toContainText('(to do)');
  const grant = await request.post(paths.oauthToken, {
    form: { grant_type: 'client_credentials', ...client },
  });
  expect(grant.status()).toBe(200);
  const { access_token } = (await grant.json()) as { access_token: string };
  const call = await request.get('/v1/sample/stations', {
    headers: { authorization: `Bearer ${access_token}` },
  });
  expect(call.status()).toBe(200);
  await inviteByApi(request, session, anInvitee('Ines', 'Invited'));
  // Open work for the counts: terms to answer, an advanced request and a bug report.
  const news = await request.post(paths.opsNews, {
    headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
    data: {
      subject: 'Updated terms',
      body: 'Please answer.',
      terms_and_conditions: true,
      audience: [session.companyId],
      attachments: [],
    },
  });
  expect(news.status()).toBe(201);
  const sent = await postEncrypted(
    request,
    paths.requestAdvancedServices,
    { description: 'District flows', consumerId: session.consumerId },
    sessionHeaders(session),
  );
  expect(sent.status).toBe(201);
  await reportBugByApi(request, session, 'Start page report');

  await page.reload();
  await expect(start.getByTestId('checklist-progress')).toHaveText('4 of 4 done');
  for (const title of ['Get a token', 'Call an API', 'Invite your team'])
    await expect(step(page, title)).toContainText(`${title} (done)`);
  await expect(count(page, /^1 client$/)).toBeVisible();
  await expect(count(page, /^0 secrets waiting to be viewed$/)).toBeVisible();
  await expectAccessible(page, 'start page, all done, counts');

  // Each count is a link to its screen.
  await count(page, /terms update to answer/).click();
  await expect(page).toHaveURL(/\/home\/view-news$/);
  await expect(page.getByRole('heading', { level: 1, name: 'News and Updates' })).toBeVisible();
  await page.goBack();
  await count(page, /open advanced request/).click();
  await expect(page).toHaveURL(/\/home\/request-advanced-services$/);
  // Part 7: statuses read as the server gives them ('Pending'), not upper-cased by CSS.
  const status = page.getByRole('row').getByText('Pending', { exact: true });
  await expect(status).toBeVisible();
  expect(await status.evaluate((element) => getComputedStyle(element).textTransform)).toBe('none');
  await page.goBack();
  await count(page, /open bug report/).click();
  await expect(page).toHaveURL(/\/home\/view-report-bugs$/);
  await page.goBack();
  await count(page, /secrets waiting to be viewed/).click();
  await expect(page).toHaveURL(/\/home\/view-credentials\?tab=one-time$/);
  await expect(page.getByRole('tab', { name: 'View Secret(1-time)' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await count(page, /client$/).click();
  await expect(page.getByRole('tab', { name: 'View Personal Credentials' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // Hidden with the keyboard; the focus moves on to the counts; remembered by the server.
  const hide = page.getByRole('button', { name: 'Done, hide checklist' });
  await hide.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Getting started' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Waiting for you' })).toBeFocused();
  await openFromMenu(page, 'Teams', /view-teams/);
  // Part 7: the role reads as the server gives it ('Owner').
  const role = page.getByRole('row', { name: new RegExp(person.email) }).getByText('Owner', { exact: true });
  await expect(role).toBeVisible();
  expect(await role.evaluate((element) => getComputedStyle(element).textTransform)).toBe('none');
  await openFromMenu(page, 'Credentials', /view-credentials/);
  await expect(count(page, /^1 client$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Getting started' })).toHaveCount(0);
});

test('a member is not shown the Owner-only step and count', async ({ page, request }) => {
  await signedInMember(page, request, 'start-member');
  await expect(page.getByTestId('checklist-progress')).toHaveText('0 of 3 done');
  await expect(step(page, 'Invite your team')).toHaveCount(0);
  await expect(page.getByText("Your company's Owner invites new team members.")).toBeVisible();
  await expect(count(page, /advanced request/)).toHaveCount(0);
  await expect(count(page, /bug report/)).toBeVisible();
});
