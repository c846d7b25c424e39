import { readFile } from 'node:fs/promises';
import { messages, USAGE_CSV_COLUMNS } from '@ddp/contract';
import type { Locator, Page } from '@playwright/test';
import { openFromMenu, signedInOwner } from './support/arranged-states';
import { csvRecords } from './support/audit-log-screen';
import { expect, test } from './support/test';
import { accessTokenOf, callSampleApi, clientWithSecretByApi, planForCompany } from './support/usage';

// Issue 21: a developer sees what their clients did with the API, and the quotas of their plan.

const total = (page: Page, label: string) => page.getByTestId(`usage-total-${label}`);
const usageTable = (page: Page) => page.getByRole('table', { name: messages.usageChartRequests });
const cellsOf = async (table: Locator, column: number) =>
  (await table.locator(`tbody tr td:nth-child(${column})`).allInnerTexts()).map((text) =>
    Number(text.replace(/\D/g, '')),
  );
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

test('calls made with a client show in the chart, the table and the breakdowns with the right counts, and the CSV holds the same numbers', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { session } = await signedInOwner(page, request, 'usage-owner');
  const client = await clientWithSecretByApi(request, session, 'Usage dashboard');
  const token = await accessTokenOf(request, client);
  const replies = await callSampleApi(request, token, [
    'stations',
    'stations',
    'stations/berlin-mitte/measurements',
    'stations/nowhere/measurements',
    'stations/nowhere/measurements',
  ]);
  expect(replies.map((reply) => reply.status())).toEqual([200, 200, 200, 404, 404]);

  // From a screen scrolled down, the new one opens at its top.
  // Scrolled again at each try: a screen still loading may not yet be taller than the window.
  await page.setViewportSize({ width: 1280, height: 400 });
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return window.scrollY;
      }),
    )
    .toBeGreaterThan(0);
  await openFromMenu(page, messages.titleUsage, /\/home\/view-usage$/);
  await expect(page).toHaveTitle(new RegExp(messages.titleUsage));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.setViewportSize({ width: 1280, height: 720 });
  // The calls are recorded in batches right after their answers: the figures may take a moment.
  await expect(async () => {
    await page.reload();
    await expect(total(page, messages.usageRequests)).toHaveText('5', { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(total(page, messages.usageErrors)).toHaveText('2');
  await expect(total(page, messages.usageErrorRate)).toHaveText('40%');

  // The chart: both pictures drawn, named for screen readers.
  await expect(page.getByRole('img', { name: messages.usageChartRequests })).toBeVisible();
  await expect(page.getByRole('img', { name: messages.usageChartLatency })).toBeVisible();
  await expect(page.locator('.uplot canvas')).toHaveCount(2);

  // The breakdowns.
  const byStatus = page.getByRole('table', { name: messages.usageByStatus });
  await expect(byStatus.getByRole('row', { name: /2xx/ })).toContainText('3');
  await expect(byStatus.getByRole('row', { name: /4xx/ })).toContainText('2');
  const byOperation = page.getByRole('table', { name: messages.usageByOperation });
  await expect(byOperation.getByRole('row', { name: /measurements/ })).toContainText('3');

  // The table view: a row per hour of the last 24, the calls where they were made.
  // Mantine's segmented control: the radio is hidden under its label, which takes the click.
  await page
    .locator('label')
    .filter({ hasText: new RegExp(`^${messages.usageViewTable}$`) })
    .click();
  await expect(page.getByRole('radio', { name: messages.usageViewTable })).toBeChecked();
  const table = usageTable(page);
  await expect(table.locator('tbody tr')).toHaveCount(24);
  const requests = await cellsOf(table, 2);
  const errors = await cellsOf(table, 3);
  expect([sum(requests), sum(errors)]).toEqual([5, 2]);

  // The CSV: the same points and numbers as the table.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: messages.usageExport }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(/^usage-\d{4}-\d{2}-\d{2}T\d{4}\.csv$/);
  const records = csvRecords(await readFile(await saved.path(), 'utf8'));
  expect(records[0]).toEqual([...USAGE_CSV_COLUMNS]);
  const lines = records.slice(1);
  expect(lines.map((line) => Number(line[1]))).toEqual(requests);
  expect(lines.map((line) => Number(line[2]))).toEqual(errors);

  // The last hour, by minute, and the one client: the same calls.
  await page.getByLabel(messages.usageRange).selectOption('hour');
  await expect(table.locator('tbody tr')).toHaveCount(60);
  await expect(total(page, messages.usageRequests)).toHaveText('5');
  await page.getByLabel(messages.usageClient).selectOption(client.client_id);
  await expect(total(page, messages.usageRequests)).toHaveText('5');
  await expect(total(page, messages.usageErrors)).toHaveText('2');
});

test('a plan of 5 requests a minute: the 6th call gets 429 with the RateLimit fields, and the screen shows the quota used', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { session } = await signedInOwner(page, request, 'quota-owner');
  const client = await clientWithSecretByApi(request, session, 'Quota script');
  const plan = `Five a minute ${Date.now()}`;
  await planForCompany(request, session.companyId, { name: plan, rateLimit: 5, ratePer: 'minute' });
  const token = await accessTokenOf(request, client);

  const replies = await callSampleApi(
    request,
    token,
    Array.from({ length: 6 }, () => 'stations'),
  );
  expect(replies.map((reply) => reply.status())).toEqual([200, 200, 200, 200, 200, 429]);
  expect(replies[0]?.headers()['ratelimit-policy']).toBe('"rate";q=5;w=60');
  expect(replies[0]?.headers().ratelimit).toMatch(/^"rate";r=4;t=\d+$/);
  const refused = replies[5];
  expect(refused?.headers().ratelimit).toMatch(/^"rate";r=0;t=\d+$/);
  expect(Number(refused?.headers()['retry-after'])).toBeGreaterThan(0);

  await openFromMenu(page, messages.titleUsage, /\/home\/view-usage$/);
  const row = page.getByTestId('quota-row').filter({ hasText: client.client_id });
  await expect(row).toContainText(plan);
  await expect(row).toContainText('5 of 5 in 60 seconds');
  await expect(row.getByRole('progressbar', { name: '5 of 5 in 60 seconds' })).toBeVisible();
  // The refused call counts as a call and an error.
  await expect(async () => {
    await page.reload();
    await expect(total(page, messages.usageRequests)).toHaveText('6', { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(total(page, messages.usageErrors)).toHaveText('1');
});
