import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { messages, paths } from '@ddp/contract';
import type { Locator, Page } from '@playwright/test';
import { aRegisteredPerson } from './support/accounts';
import { openFromMenu } from './support/arranged-states';
import { expectAccessible } from './support/axe';
import { publishCatalogue } from './support/docs-catalogue';
import { E2E_ORIGIN } from './support/e2e-port';
import { field } from './support/fields';
import { anInvitee, completeByApi, inviteByApi, LOGIN_DETAILS_SUBJECT } from './support/invitations';
import { newestMailTo, otpauthUriIn } from './support/mail';
import { mailWithSubject } from './support/mail-subjects';
import { aPerson } from './support/people';
import { createClientByApi, postEncrypted, sessionHeaders, signInByApi } from './support/portal-api';
import { signIn } from './support/sign-in';
import { expect, test } from './support/test';
import { freshCode } from './support/totp';

// Issue 18: from sign-up to a 200 from the developer's own terminal, with nothing but what the
// portal shows. The copy buttons write to the clipboard, which the journey reads back.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** The first operation of the sample API, served by the test server itself. */
const STATIONS = `${E2E_ORIGIN}/v1/sample/stations`;

const execFileAsync = promisify(execFile);

/** Runs text as a person pasting it into bash would; curl and sed are the only tools it may use. */
async function inBash(script: string) {
  try {
    const { stdout, stderr } = await execFileAsync('bash', ['-c', script], { timeout: 30_000 });
    return { status: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { status: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/** What the sample API answered, from the example's output: the JSON, then `HTTP <status>`. */
function answerOf(output: string) {
  const status = /\nHTTP (\d{3})\n?$/.exec(output)?.[1];
  const body = output.replace(/\nHTTP \d{3}\n?$/, '');
  return { status: Number(status), body: JSON.parse(body) as { stations?: Array<{ id: string }> } };
}

const clipboardOf = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** Copies one example with its button and gives back what landed on the clipboard. */
async function copyExample(page: Page, quickstart: Locator, label: 'curl' | 'JavaScript' | 'Python') {
  await quickstart.getByRole('tab', { name: label }).click();
  await quickstart.getByRole('button', { name: `Copy ${label} example` }).click();
  await expect(quickstart.getByRole('button', { name: `${label} example copied` })).toBeVisible();
  return clipboardOf(page);
}

test('a new developer registers, generates a client and gets a 200 from the API in a shell', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  // The operator's part: the catalogue publishes the live sample API (no demo seed under test).
  await publishCatalogue();
  const person = aPerson('first-call');

  // Each thing a person does counts as one step: a page opened, a field filled, a click, a paste.
  const steps: string[] = [];
  const step = <T>(what: string, action: () => Promise<T>): Promise<T> => {
    steps.push(what);
    return action();
  };
  const started = Date.now();

  await step('open the registration form', () => page.goto('user-registration'));
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  for (const [label, value] of [
    ['First name', person.firstname],
    ['Last name', person.lastname],
    ['E-mail', person.email],
    ['Password', person.password],
    ['Confirm password', person.password],
  ] as const) {
    await step(`fill ${label}`, () => field(page, label).fill(value));
  }
  await step('type the country', () =>
    page.getByRole('combobox', { name: 'Country', exact: true }).fill('Germany'),
  );
  await step('pick the country', () => page.getByRole('option', { name: 'Germany' }).click());
  const city = page.getByRole('combobox', { name: 'City', exact: true });
  await expect(city).toBeEnabled();
  await step('type the city', () => city.fill('Berlin'));
  await step('pick the city', () => page.getByRole('option', { name: 'Berlin', exact: true }).click());
  for (const [label, value] of [
    ['Street and number', person.street],
    ['Postal code', person.postal],
    ['Phone number', person.phonenumber],
    ['Company name', person.companyname],
    ['Project name', person.projectname],
    ['Project description', person.projectdescription],
    ['Purpose', person.purpose],
  ] as const) {
    await step(`fill ${label}`, () => field(page, label).fill(value));
  }
  await step('accept the conditions of usage', () =>
    page.getByRole('checkbox', { name: /conditions of usage/ }).check(),
  );
  await step('accept the data protection declaration', () =>
    page.getByRole('checkbox', { name: /data protection declaration/ }).check(),
  );
  await step('Create Account', () => page.getByRole('button', { name: 'Create Account' }).click());
  await expect(page.getByText(messages.emailDetailsSuffix.trim())).toBeVisible();

  // The QR mail: the authenticator app reads the otpauth URI from it.
  const uri = await step('scan the QR code of the mail', async () =>
    otpauthUriIn((await newestMailTo(request, person.email)).text),
  );
  await step('fill E-mail on Login', () => field(page, 'E-mail').fill(person.email));
  await step('fill Password on Login', () => field(page, 'Password').fill(person.password));
  await step('Sign in', () => page.getByRole('button', { name: 'Sign in' }).click());
  await expect(page).toHaveURL(/\/dev-portal\/2fa$/);
  await step('type the one-time code', async () => field(page, 'One-time code').fill(await freshCode(uri)));
  await step('Verify', () => page.getByRole('button', { name: 'Verify' }).click());
  await expect(page).toHaveURL(/\/dev-portal\/home\/view-credentials$/);
  await expect(page.getByRole('heading', { name: 'Credentials', level: 1 })).toBeVisible();
  const atCredentials = { at: Date.now(), steps: steps.length };

  await step('open Generate OAuth2.0 Credentials', () =>
    page.getByRole('tab', { name: 'Generate OAuth2.0 Credentials' }).click(),
  );
  await step('name the application', () => page.getByLabel('Enter Application Name').fill('My first app'));
  await step('Generate', () => page.getByRole('button', { name: 'Generate' }).click());
  const dialog = page.getByRole('dialog', { name: 'New credentials generated' });
  const quickstart = dialog.getByRole('region', { name: 'Quickstart' });
  const clientId = await dialog.getByTestId('client_id-field').inputValue();
  const liveCall = quickstart.getByRole('row', { name: /Live API call/ });
  await expect(liveCall).toContainText(`GET ${STATIONS}`);
  await expect(quickstart.getByRole('row', { name: /Token endpoint/ })).toContainText(paths.oauthToken);
  await expect(quickstart.getByRole('row', { name: /Discovery URL/ })).toContainText(paths.oauthMetadata);
  await expect(quickstart.getByRole('row', { name: /Grant/ })).toContainText('client_credentials');

  const curl = await step('copy the curl example', async () => {
    await quickstart.getByRole('button', { name: 'Copy curl example' }).click();
    await expect(quickstart.getByRole('button', { name: 'curl example copied' })).toBeVisible();
    return clipboardOf(page);
  });
  expect(curl).toBe(await quickstart.getByTestId('quickstart-curl').textContent());
  expect(curl).toContain(clientId);
  expect(curl).toContain(STATIONS);
  const shell = await step('paste it into a terminal', () => inBash(curl));
  const elapsed = Date.now() - started;
  const fromCredentials = Date.now() - atCredentials.at;

  expect(shell.status, shell.stderr).toBe(0);
  const answer = answerOf(shell.stdout);
  expect(answer.status).toBe(200);
  expect(answer.body.stations?.length).toBeGreaterThan(0);

  const figures = {
    steps: steps.length,
    stepsFromCredentials: steps.length - atCredentials.steps,
    seconds: Math.round(elapsed / 100) / 10,
    secondsFromCredentials: Math.round(fromCredentials / 100) / 10,
    stepList: steps,
  };
  const body = JSON.stringify(figures, null, 2);
  await testInfo.attach('first call: steps and time', { body, contentType: 'application/json' });
  writeFileSync(testInfo.outputPath('first-call.json'), body);
  console.log(
    `first call: ${figures.steps} steps in ${figures.seconds} s from sign-up; ${figures.stepsFromCredentials} steps in ${figures.secondsFromCredentials} s from the Credentials screen`,
  );
});

test('the one-time view carries the quickstart with the secret, the docs page with a placeholder', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await publishCatalogue();
  const { person, uri } = await aRegisteredPerson(request, 'quickstart');
  const owner = await signInByApi(request, person.email, person.password, uri);
  const colleague = anInvitee('Quinn', 'Handover');
  await inviteByApi(request, owner, colleague);
  await completeByApi(request, colleague, person.password);
  const colleagueUri = otpauthUriIn(
    (await mailWithSubject(request, colleague.email, LOGIN_DETAILS_SUBJECT)).text,
  );
  const colleagueApi = await signInByApi(request, colleague.email, person.password, colleagueUri);
  const handedOver = await createClientByApi(request, colleagueApi, 'Handed over');
  const transfer = await postEncrypted(
    request,
    paths.transferCredentials,
    { client_id: handedOver, consumer: person.email, fromconsumer: colleague.email },
    sessionHeaders(colleagueApi),
  );
  expect(transfer.status, JSON.stringify(transfer.body)).toBe(200);

  // The one-time view: the secret shown once is in the examples, and the Python one runs as well.
  await signIn(page, person.email, person.password, uri);
  await page.getByRole('tab', { name: 'View Secret(1-time)' }).click();
  await page.getByRole('button', { name: 'View Secret' }).click();
  await page
    .getByRole('dialog', { name: 'View secret' })
    .getByRole('button', { name: 'Show the secret' })
    .click();
  const shown = page.getByRole('dialog', { name: 'Your secret' });
  const secret = await shown.getByTestId('client_secret-field').inputValue();
  const quickstart = shown.getByRole('region', { name: 'Quickstart' });
  await expect(quickstart.getByRole('row', { name: /Live API call/ })).toBeVisible();
  const javascript = await copyExample(page, quickstart, 'JavaScript');
  expect(javascript).toContain(`const clientId = "${handedOver}";`);
  expect(javascript).toContain(`const clientSecret = ${JSON.stringify(secret)};`);
  await expectAccessible(page, 'Secret shown once, with the quickstart');
  const run = await execFileAsync(process.execPath, ['--input-type=module', '-e', javascript], {
    timeout: 30_000,
  });
  expect(run.stdout).toMatch(/^HTTP 200\n/);
  expect(run.stdout).toContain('"stations"');
  await shown.getByRole('button', { name: 'I have saved it' }).click();

  // The docs page: the same examples for the reader's client, with a placeholder for the secret.
  await openFromMenu(page, 'API Documentation', /\/home\/view-docs$/);
  const panel = page.getByRole('region', { name: 'Quickstart' });
  await expect(panel.getByRole('row', { name: /Live API call/ })).toBeVisible();
  const pasted = await copyExample(page, panel, 'curl');
  expect(pasted).toContain(`CLIENT_ID='${handedOver}'`);
  expect(pasted).toContain("CLIENT_SECRET='<your client secret>'");
  expect(pasted).not.toContain(secret);
  await expect(panel.getByText('Put your client secret in place of <your client secret>.')).toBeVisible();
  await expectAccessible(page, 'API documentation with the quickstart');
  // With the placeholder the token service refuses, and the example says so instead of calling.
  const refused = await inBash(pasted);
  expect(refused.stdout).toBe('');
  expect(refused.stderr).toContain('No access token: {"error":"invalid_client"');
  // With the real secret in its place, the very same text works.
  const filled = pasted.replace(
    "CLIENT_SECRET='<your client secret>'",
    `CLIENT_SECRET='${secret.replaceAll("'", "'\\''")}'`,
  );
  expect(answerOf((await inBash(filled)).stdout).status).toBe(200);

  // Front-end Apps shows the same panel.
  await openFromMenu(page, 'Front-end Apps', /\/home\/view-frontend-apps$/);
  await expect(
    page.getByRole('region', { name: 'Quickstart' }).getByRole('row', { name: /Token endpoint/ }),
  ).toBeVisible();
});
