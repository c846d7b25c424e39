import { messages, paths } from '@ddp/contract';
import type { Page } from '@playwright/test';
import { parse as parseYaml } from 'yaml';
import { aRegisteredPerson } from './support/accounts';
import { expectAccessible } from './support/axe';
import {
  displayTextOf,
  energyApi,
  mobilityApi,
  oneOperationApi,
  publishCatalogue,
  publishDocument,
  serviceIdOf,
  stationsApi,
  stationsApiAsShown,
  transitApi,
} from './support/docs-catalogue';
import { ops } from './support/docs-ops';
import {
  cspViolations,
  docsTab,
  downloadFrom,
  expectDocumentShown,
  loadDocsOf,
  serviceSelect,
  viewerTitle,
} from './support/docs-screen';
import { E2E_ORIGIN } from './support/e2e-port';
import { anInvitee, completeByApi, inviteByApi, LOGIN_DETAILS_SUBJECT } from './support/invitations';
import { otpauthUriIn } from './support/mail';
import { mailWithSubject } from './support/mail-subjects';
import { postEncrypted, sessionHeaders, sessionOfPage, signInByApi } from './support/portal-api';
import { signIn } from './support/sign-in';
import { expect, test } from './support/test';

const openDocs = async (page: Page) => {
  await page.getByRole('link', { name: 'API Documentation' }).click();
  await expect(page).toHaveURL(/\/dev-portal\/home\/view-docs$/);
};

test('read, download and try the APIs, then request an advanced service and read it once approved', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await publishCatalogue();
  const refused = cspViolations(page);
  const { person: owner, uri } = await aRegisteredPerson(request, 'docs');
  await signIn(page, owner.email, owner.password, uri);

  // On entry the first live basic service (the sample API, served by this portal) is selected and
  // shown, before the services in display-text order that are documentation only.
  await openDocs(page);
  const basic = page.getByRole('tabpanel', { name: 'Basic Services' });
  await expect(serviceSelect(basic)).toHaveValue(displayTextOf(stationsApi));
  await expect(viewerTitle(basic, stationsApi.info.title)).toBeVisible();
  // The screen's own header (version, format, description), then Swagger UI's operations below it.
  await expect(basic.getByText(`Version ${stationsApi.info.version}`, { exact: true })).toBeVisible();
  await expect(basic.getByText('OAS 3.0.3', { exact: true })).toBeVisible();
  await expect(basic.getByText(stationsApi.info.description ?? '', { exact: true })).toBeVisible();
  await expectDocumentShown(basic, stationsApi.info.title);

  // Another service: its documentation replaces the first one's.
  await loadDocsOf(page, basic, displayTextOf(energyApi));
  await expect(viewerTitle(basic, energyApi.info.title)).toBeVisible();
  await expect(viewerTitle(basic, stationsApi.info.title)).toHaveCount(0);
  await loadDocsOf(page, basic, displayTextOf(stationsApi));
  await expectDocumentShown(basic, stationsApi.info.title);

  // Both downloads are named after the service and hold the published document.
  const json = await downloadFrom(page, basic, 'Download JSON');
  expect(json.fileName).toBe(`${displayTextOf(stationsApi)}.json`);
  expect(json.text).toContain('\n  "openapi": "3.0.3",\n  "x-service-id": "environment-stations",');
  expect(JSON.parse(json.text)).toEqual(stationsApiAsShown);
  const yaml = await downloadFrom(page, basic, 'Download YAML');
  expect(yaml.fileName).toBe(`${displayTextOf(stationsApi)}.yaml`);
  expect(parseYaml(yaml.text)).toEqual(stationsApiAsShown);

  // A client of one's own, generated on the Credentials screen.
  await page.getByRole('link', { name: 'Credentials', exact: true }).click();
  await page.getByRole('tab', { name: 'Generate OAuth2.0 Credentials' }).click();
  await page.getByLabel('Enter Application Name').fill('Station explorer');
  await page.getByRole('button', { name: 'Generate' }).click();
  await page
    .getByRole('dialog', { name: 'New credentials generated' })
    .getByRole('button', { name: 'I have saved it' })
    .click();

  // Try it with my credentials: the real sample API answers 200 to the viewer's call.
  await openDocs(page);
  await loadDocsOf(page, basic, displayTextOf(stationsApi));
  await expect(page.getByRole('combobox', { name: 'Client for Try it out' })).toHaveValue(
    /^Station explorer/,
  );
  await page.getByRole('button', { name: 'Use my credentials' }).click();
  await expect(page.getByText("An access token of 'Station explorer' is filled in")).toBeVisible();
  const operation = basic.locator('.opblock', { has: page.locator('[data-path="/stations"]') });
  await operation.locator('.opblock-summary-control').click();
  await operation.getByRole('button', { name: 'Try it out' }).click();
  const [response] = await Promise.all([
    page.waitForResponse((reply) => new URL(reply.url()).pathname === '/v1/sample/stations'),
    operation.getByRole('button', { name: 'Execute' }).click(),
  ]);
  expect(response.status()).toBe(200);
  expect(response.request().headers().authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
  await expect(operation.locator('.live-responses-table td.response-col_status:not(.col_header)')).toHaveText(
    '200',
  );

  // No advanced service yet; the administrator asks for one.
  const advanced = await docsTab(page, 'Advanced Services');
  await expect(advanced.getByText('Your company has no advanced services yet.')).toBeVisible();
  await advanced.getByRole('link', { name: 'Request advanced services' }).click();
  await expect(page).toHaveURL(/\/dev-portal\/home\/request-advanced-services$/);
  await expect(page.getByText('No requests yet.')).toBeVisible();
  await page.getByRole('tab', { name: 'Send Request' }).click();
  await page.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByText(messages.useCaseRequired)).toBeVisible();
  const useCase = 'Live vehicle positions for a bus delay map shown to our 40,000 riders.';
  await page.getByLabel('Use-Case').fill(useCase);
  await page.getByRole('button', { name: 'Send Request' }).click();

  // The list refreshes and shows the request; the eye icon opens the whole use case.
  await expect(page.getByText(messages.advancedRequestSent)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'View Requests' })).toHaveAttribute('aria-selected', 'true');
  const row = page.getByRole('row', { name: /Live vehicle positions/ });
  await expect(row).toContainText('Pending');
  const requestId = ((await row.getByRole('cell').nth(1).textContent()) ?? '').trim();
  expect(requestId).toMatch(/^AR-\d{5}$/);
  await row.getByRole('button', { name: `View use-case of ${requestId}` }).click();
  const submitted = page.getByRole('dialog', { name: 'Use-case submitted' });
  await expect(submitted.getByText(useCase)).toBeVisible();
  // The dialog's icon button in the header is named 'Close' as well; this is the one below the text.
  await submitted.getByRole('button', { name: 'Close' }).last().click();

  // The operator approves it with the CLI, naming the advanced service to grant.
  expect(await ops('requests', 'list', '--status', 'Pending')).toContain(requestId);
  await ops('requests', 'set-status', requestId, 'Approved', '--service', serviceIdOf(mobilityApi));
  await page.reload();
  await expect(row).toContainText('Approved');
  await expect(row).toContainText(displayTextOf(mobilityApi));

  // The advanced service's documentation appears, its first service selected and loaded.
  await openDocs(page);
  const granted = await docsTab(page, 'Advanced Services');
  await expect(serviceSelect(granted)).toHaveValue(displayTextOf(mobilityApi));
  await expect(viewerTitle(granted, mobilityApi.info.title)).toBeVisible();
  expect(refused, 'nothing was refused by the Content Security Policy').toEqual([]);
});

test('live services come first, operations have code samples, and the search leads to an operation', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await publishCatalogue();
  // Nothing the docs screen runs may throw, nor log an error: Swagger UI catches what its actions
  // throw and logs it (its logout of schemes never filled in did, each time a document opened).
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(`${error.name}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text());
  });
  const { person, uri } = await aRegisteredPerson(request, 'docs-live');
  await signIn(page, person.email, person.password, uri);

  // The live service is shown first and says so; the list groups live and documentation-only ones.
  await openDocs(page);
  const basic = page.getByRole('tabpanel', { name: 'Basic Services' });
  await expect(serviceSelect(basic)).toHaveValue(displayTextOf(stationsApi));
  await expectDocumentShown(basic, stationsApi.info.title);
  await expect(basic.getByText('Live here', { exact: true })).toBeVisible();
  await serviceSelect(basic).click();
  await expect(page.getByRole('listbox')).toHaveText(
    new RegExp(
      [
        'Live here',
        displayTextOf(stationsApi),
        'Documentation only',
        displayTextOf(energyApi),
        displayTextOf(transitApi),
      ]
        .map((text) => text.replace(/\./g, '\\.'))
        .join('\\s*'),
    ),
  );
  await page.keyboard.press('Escape');

  // An operation's code samples, made from the document: the portal's server, a token placeholder.
  const operation = basic.locator('.opblock', { has: page.locator('[data-path="/stations"]') });
  await operation.locator('.opblock-summary-control').click();
  const samples = operation.getByRole('region', { name: 'Code samples for GET /stations' });
  await expect(samples.getByRole('tabpanel', { name: 'curl' })).toContainText(
    `--url ${E2E_ORIGIN}/v1/sample/stations`,
  );
  await expect(samples.getByRole('tabpanel', { name: 'curl' })).toContainText(
    'authorization: Bearer YOUR_ACCESS_TOKEN',
  );
  await samples.getByRole('tab', { name: 'JavaScript' }).click();
  await expect(samples.getByRole('tabpanel', { name: 'JavaScript' })).toContainText(
    `fetch('${E2E_ORIGIN}/v1/sample/stations', options)`,
  );
  await samples.getByRole('tab', { name: 'Python' }).click();
  await expect(samples.getByRole('tabpanel', { name: 'Python' })).toContainText(
    'response = requests.get(url, headers=headers)',
  );
  await expectAccessible(page, 'API documentation, code samples');

  // The search finds an operation of another service; choosing it shows that service, opens the
  // operation and moves there.
  await page.getByLabel('Search operations').fill('next departures');
  await page.getByRole('option', { name: /GET \/stops\/\{stopId\}\/departures/ }).click();
  await expect(serviceSelect(basic)).toHaveValue(displayTextOf(transitApi));
  await expect(viewerTitle(basic, transitApi.info.title)).toBeVisible();
  await expect(basic.getByText('Documentation only', { exact: true })).toBeVisible();
  await expect(basic.getByText(/Its server, api\.example\.com, is not part of this portal/)).toBeVisible();
  const found = basic.locator('.opblock.is-open', {
    has: page.locator('[data-path="/stops/{stopId}/departures"]'),
  });
  await expect(found.locator('.opblock-summary-control')).toBeFocused();
  await expect(found).toBeInViewport();
  await expect(
    found.getByRole('region', { name: 'Code samples for GET /stops/{stopId}/departures' }),
  ).toContainText('https://api.example.com/transit/v1/stops/');
  expect(pageErrors, 'no uncaught or logged errors on the docs screen').toEqual([]);
});

test('a retired service: Load Docs shows the server message and clears the documentation', async ({
  page,
  request,
}) => {
  await publishCatalogue();
  await publishDocument('basic', oneOperationApi('weather-archive', 'Weather Archive API', '0.9.0'));
  const { person, uri } = await aRegisteredPerson(request, 'docs-retired');
  await signIn(page, person.email, person.password, uri);

  await openDocs(page);
  const basic = page.getByRole('tabpanel', { name: 'Basic Services' });
  await loadDocsOf(page, basic, 'Weather Archive API v0.9.0');
  await expect(viewerTitle(basic, 'Weather Archive API')).toBeVisible();

  await ops('services', 'retire', 'weather-archive');
  await basic.getByRole('button', { name: 'Load Docs' }).click();
  const refused = basic.getByRole('alert');
  await expect(refused).toContainText(messages.notFound);
  await expect(refused.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(viewerTitle(basic, 'Weather Archive API')).toHaveCount(0);
  await expect(basic.getByRole('button', { name: 'Download JSON' })).toBeDisabled();
});

test('a member who is not an administrator is told so, and the server refuses the request', async ({
  page,
  request,
}) => {
  const { person: owner, uri } = await aRegisteredPerson(request, 'docs-owner');
  const ownerApi = await signInByApi(request, owner.email, owner.password, uri);
  const member = anInvitee('Alan', 'Member');
  await inviteByApi(request, ownerApi, member);
  await completeByApi(request, member, owner.password);
  const memberUri = otpauthUriIn((await mailWithSubject(request, member.email, LOGIN_DETAILS_SUBJECT)).text);
  await signIn(page, member.email, owner.password, memberUri);

  await openDocs(page);
  await (await docsTab(page, 'Advanced Services'))
    .getByRole('link', { name: 'Request advanced services' })
    .click();
  await expect(page.getByText(messages.notAuthorizedAdvanced)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Send Request' })).toHaveCount(0);

  const session = await sessionOfPage(page);
  const refused = await postEncrypted(
    request,
    paths.requestAdvancedServices,
    { description: 'Please let me in.', consumerId: session.consumerId },
    sessionHeaders(session),
  );
  expect(refused.status).toBe(403);
  expect(refused.body.message).toBe(messages.notAuthorizedAdvanced);
});
