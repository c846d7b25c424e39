import { messages } from '@ddp/contract';
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { displayTextOf, publishCatalogue, stationsApi } from './support/docs-catalogue';
import { expectDocumentShown, loadDocsOf } from './support/docs-screen';
import { field } from './support/fields';
import { newestMailTo, otpauthUriIn } from './support/mail';
import { aPerson } from './support/people';
import {
  expectDialogFits,
  expectNoSidewaysScroll,
  expectTabsInOneRow,
  expectWithinWidth,
} from './support/phone';
import { fillAccountFields, fillDetailFields } from './support/registration-form';
import { expect, test } from './support/test';
import { freshCode } from './support/totp';

// Issue 19: the public screens and the dialogs that had no phone journey yet, walked as a new
// developer does on a phone, with one registration and one sign-in for all of them: the
// registration form, sign-in and its code screen, the quickstart of a new client (copied), a bug
// report sent, and Try it with the new client on the API documentation.

const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** A button pressed with a tap, the way a phone sends it. */
const tap = (button: Locator) => button.tap();

async function registerOnAPhone(page: Page, person: ReturnType<typeof aPerson>) {
  await page.goto('user-registration');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'Registration, phone');
  await fillAccountFields(page, person);
  await page.getByRole('combobox', { name: 'Country', exact: true }).fill('Germany');
  const germany = page.getByRole('option', { name: 'Germany' });
  await expectWithinWidth(germany);
  await germany.tap();
  const city = page.getByRole('combobox', { name: 'City', exact: true });
  await expect(city).toBeEnabled();
  await city.fill('Berlin');
  await page.getByRole('option', { name: 'Berlin', exact: true }).tap();
  await fillDetailFields(page, person);
  await page.getByRole('checkbox', { name: /conditions of usage/ }).tap();
  await page.getByRole('checkbox', { name: /data protection declaration/ }).tap();
  const create = page.getByRole('button', { name: 'Create Account' });
  await expectWithinWidth(create);
  await expectNoSidewaysScroll(page);
  await tap(create);
  await expect(page).toHaveURL(/\/dev-portal\/$/);
  await expect(page.getByText(messages.emailDetailsSuffix.trim())).toBeVisible();
}

test('a new developer on a phone: registers, signs in with the code, copies the quickstart, reports a bug and tries the API', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await publishCatalogue();
  const person = aPerson('phone-first');
  await registerOnAPhone(page, person);
  const uri = otpauthUriIn((await newestMailTo(request, person.email)).text);

  // Sign-in: the password screen, then the code screen, each within the phone's width.
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'Sign-in, phone');
  await field(page, 'E-mail').fill(person.email);
  await field(page, 'Password').fill(person.password);
  await tap(page.getByRole('button', { name: 'Sign in' }));
  await expect(page).toHaveURL(/\/dev-portal\/2fa$/);
  await field(page, 'One-time code').fill('000000');
  const verify = page.getByRole('button', { name: 'Verify' });
  await expectWithinWidth(verify);
  await tap(verify);
  await expect(page.getByRole('alert')).toContainText(messages.codeInvalid);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'Sign-in code with a wrong code, phone');
  await field(page, 'One-time code').fill(await freshCode(uri));
  await tap(verify);
  await expect(page).toHaveURL(/\/dev-portal\/home\/view-credentials$/);
  await expect(page.getByText(messages.greeting(person.firstname))).toBeVisible();

  // A first client: its dialog with the quickstart fits, its examples' tabs stay in one row, and
  // an example is copied with its button.
  await tap(page.getByRole('tab', { name: 'Generate OAuth2.0 Credentials' }));
  await page.getByLabel('Enter Application Name').fill('Phone app');
  await tap(page.getByRole('button', { name: 'Generate' }));
  const created = page.getByRole('dialog', { name: 'New credentials generated' });
  await expectDialogFits(page, created);
  const quickstart = created.getByRole('region', { name: 'Quickstart' });
  await expectWithinWidth(quickstart);
  for (const label of ['curl', 'Python'] as const) {
    await tap(quickstart.getByRole('tab', { name: label }));
    await expectTabsInOneRow(quickstart.getByRole('tablist'));
    await tap(quickstart.getByRole('button', { name: `Copy ${label} example` }));
    await expect(quickstart.getByRole('button', { name: `${label} example copied` })).toBeVisible();
  }
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('client_credentials');
  await expectDialogFits(page, created);
  await expectAccessible(page, 'Quickstart of a new client, phone');
  await tap(created.getByRole('button', { name: 'I have saved it' }));
  await expect(created).toBeHidden();

  // A bug report: the form within the screen, the priority list within it, the report sent.
  await page.goto('home/view-report-bugs');
  await tap(page.getByRole('tab', { name: 'Submit Issue' }));
  await page.getByRole('textbox', { name: 'Title' }).fill('Map does not zoom on a phone');
  await page.getByRole('textbox', { name: 'Description' }).fill('Pinching the map does nothing.');
  await tap(page.getByRole('combobox', { name: 'Priority' }));
  const high = page.getByRole('option', { name: 'high' });
  await expectWithinWidth(high);
  await high.tap();
  await page
    .locator('input[type="file"]')
    .setInputFiles([{ name: 'screen.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG }]);
  const send = page.getByRole('button', { name: 'Send' });
  await expectWithinWidth(send);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'Bug report form filled, phone');
  await tap(send);
  const sent = page.getByRole('status').filter({ hasText: messages.bugReportSent });
  await expect(sent).toBeVisible();
  await expectWithinWidth(sent);
  await expect(page.getByRole('row', { name: /Map does not zoom on a phone/ })).toContainText('Pending');
  await expectNoSidewaysScroll(page);

  // Try it with the new client: a token filled in, an operation tried out, its answer shown.
  await page.goto('home/view-docs');
  // The quickstart above the services grows to its examples once the client list arrives; on a
  // phone that pushes the service select down, and a list opened before would close unseen.
  await expect(page.getByText(/CLIENT_ID='ddp-/).first()).toBeVisible();
  const basic = page.getByRole('tabpanel', { name: 'Basic Services' });
  await loadDocsOf(page, basic, displayTextOf(stationsApi));
  await expectDocumentShown(basic, stationsApi.info.title, 30_000);
  await expect(page.getByRole('combobox', { name: 'Client for Try it out' })).toHaveValue(/^Phone app/);
  const useMine = page.getByRole('button', { name: 'Use my credentials' });
  await expectWithinWidth(useMine);
  await tap(useMine);
  await expect(page.getByText("An access token of 'Phone app' is filled in")).toBeVisible();
  const operation = basic.locator('.opblock', {
    has: page.locator('[data-path="/stations/{stationId}/measurements"]'),
  });
  await operation.locator('.opblock-summary-control').tap();
  const tryItOut = operation.getByRole('button', { name: 'Try it out' });
  const execute = operation.getByRole('button', { name: 'Execute' });
  // A tap while the opened operation is still being drawn can be lost on a loaded machine, as a
  // person's can: like them, tap again while the button still offers "Try it out".
  await expect(async () => {
    if (await tryItOut.isVisible()) await tap(tryItOut);
    await expect(execute).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expectWithinWidth(execute);
  const [response] = await Promise.all([
    page.waitForResponse((reply) => new URL(reply.url()).pathname.startsWith('/v1/sample/stations/')),
    tap(execute),
  ]);
  expect(response.status()).toBe(200);
  await expect(operation.locator('.live-responses-table td.response-col_status:not(.col_header)')).toHaveText(
    '200',
  );
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'Try it, an answer shown, phone');
});
