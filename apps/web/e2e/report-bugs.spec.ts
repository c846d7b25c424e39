import { readFile } from 'node:fs/promises';
import { messages } from '@ddp/contract';
import type { Page } from '@playwright/test';
import { reportBugByApi } from './support/arranged-states';
import { DEFAULT_BUG_REPORTS_PER_HOUR, E2E_BUG_REPORT_QUOTA_MB } from './support/bug-report-limits';
import { newestMailTo, otpauthUriIn } from './support/mail';
import { aPerson } from './support/people';
import { registerByApi, sessionOfPage } from './support/portal-api';
import { signIn } from './support/sign-in';
import { expect, test } from './support/test';

/** A real 1×1 PNG, a small real PDF, and a Windows program that only claims to be a PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
const program = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(200, 0)]);

async function openSubmitTab(page: Page) {
  await page.getByRole('tab', { name: 'Submit Issue' }).click();
  await expect(page.getByRole('textbox', { name: 'Title' })).toBeVisible();
}

async function fillReport(page: Page, title: string) {
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('Clicking Download JSON does nothing.\nSteps attached.');
}

async function downloadedBytes(page: Page, name: string): Promise<Buffer> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download ${name}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(name);
  return readFile(await file.path());
}

test('a report with a PNG and a PDF is listed as Pending and gives back the same files', async ({
  page,
  request,
}) => {
  const person = aPerson('bugs');
  await registerByApi(request, person);
  const uri = otpauthUriIn((await newestMailTo(request, person.email)).text);
  await signIn(page, person.email, person.password, uri);

  await page.getByRole('link', { name: 'Report Bugs' }).click();
  await expect(page).toHaveURL(/\/dev-portal\/home\/view-report-bugs$/);
  await expect(page.getByText(messages.bugReportsEmpty)).toBeVisible();
  await expect(page.getByTestId('issues-table')).toHaveCSS('height', '300px');

  // Send stays disabled until title and description are there; priority starts at low.
  await openSubmitTab(page);
  const send = page.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await expect(page.getByRole('combobox', { name: 'Priority' })).toHaveValue('low');
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveAttribute('rows', '6');
  await page.getByRole('textbox', { name: 'Title' }).fill('Download button does nothing');
  await expect(send).toBeDisabled();
  await fillReport(page, 'Download button does nothing');
  await page.getByRole('combobox', { name: 'Priority' }).click();
  await page.getByRole('option', { name: 'high' }).click();
  await page.locator('input[type="file"]').setInputFiles([
    { name: 'screen.png', mimeType: 'image/png', buffer: png },
    { name: 'steps.pdf', mimeType: 'application/pdf', buffer: pdf },
  ]);
  await expect(send).toBeEnabled();
  await send.click();

  const sent = page.getByRole('status').filter({ hasText: messages.bugReportSent });
  await expect(sent).toBeVisible();
  await expect(sent).toContainText(messages.bugReportSentTitle);
  await expect(page.getByRole('tab', { name: 'List of issues' })).toHaveAttribute('aria-selected', 'true');
  const row = page.getByRole('row', { name: /Download button does nothing/ });
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('high');
  await expect(row).toContainText(/BR-\d{5,}/);

  await row.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Download button does nothing' })).toBeVisible();
  await expect(dialog).toContainText('Steps attached.');
  expect((await downloadedBytes(page, 'screen.png')).equals(png)).toBe(true);
  expect((await downloadedBytes(page, 'steps.pdf')).equals(pdf)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A program renamed to .png is refused by its content, with the server's message; nothing is added.
  await openSubmitTab(page);
  await fillReport(page, 'Spoofed attachment');
  await page
    .locator('input[type="file"]')
    .setInputFiles([{ name: 'setup.png', mimeType: 'image/png', buffer: program }]);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: messages.bugReportFileType('setup.png') }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Spoofed attachment');
  await page.getByRole('tab', { name: 'List of issues' }).click();
  await expect(page.getByRole('row', { name: /Download button does nothing/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Spoofed attachment/ })).toHaveCount(0);
});

test('the list opens an issue from the keyboard and sorts by createdAt', async ({ page, request }) => {
  const person = aPerson('bugs-keys');
  await registerByApi(request, person);
  const uri = otpauthUriIn((await newestMailTo(request, person.email)).text);
  await signIn(page, person.email, person.password, uri);
  await page.goto('home/view-report-bugs');

  for (const title of ['First report', 'Second report']) {
    await openSubmitTab(page);
    await fillReport(page, title);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible();
  }
  const titles = page.getByRole('row').locator('td:nth-child(2)');
  await expect(titles).toHaveText(['Second report', 'First report']);
  await page.getByRole('button', { name: /createdAt/ }).click();
  await expect(titles).toHaveText(['First report', 'Second report']);

  await page.getByRole('button', { name: /Open BR-\d+: First report/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog').getByText('No attachments.')).toBeVisible();
});

/** A PDF of `bytes` bytes: a real header, then filler. */
const pdfOf = (bytes: number) => {
  const file = Buffer.alloc(bytes, 0x20);
  pdf.copy(file);
  return file;
};

async function signedInOnReportBugs(
  page: Page,
  request: Parameters<typeof registerByApi>[0],
  prefix: string,
) {
  const person = aPerson(prefix);
  await registerByApi(request, person);
  const uri = otpauthUriIn((await newestMailTo(request, person.email)).text);
  await signIn(page, person.email, person.password, uri);
  await page.goto('home/view-report-bugs');
  await expect(page.getByText(messages.bugReportsEmpty)).toBeVisible();
}

test("the form shows the server's message when a report would pass the account's storage", async ({
  page,
  request,
}) => {
  await signedInOnReportBugs(page, request, 'bugs-quota');
  const MiB = 1024 * 1024;
  await openSubmitTab(page);
  await fillReport(page, 'First half');
  await page
    .locator('input[type="file"]')
    .setInputFiles([{ name: 'trace.pdf', mimeType: 'application/pdf', buffer: pdfOf(1.5 * MiB) }]);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status').filter({ hasText: messages.bugReportSent })).toBeVisible();

  await openSubmitTab(page);
  await fillReport(page, 'One file too many');
  await page
    .locator('input[type="file"]')
    .setInputFiles([{ name: 'more.pdf', mimeType: 'application/pdf', buffer: pdfOf(1 * MiB) }]);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: messages.bugReportQuotaExceeded(E2E_BUG_REPORT_QUOTA_MB) }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('One file too many');
  await page.getByRole('tab', { name: 'List of issues' }).click();
  await expect(page.getByRole('row', { name: /First half/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /One file too many/ })).toHaveCount(0);
});

test("the form shows the server's message past the hourly number of reports", async ({ page, request }) => {
  await signedInOnReportBugs(page, request, 'bugs-rate');
  const session = await sessionOfPage(page);
  for (let n = 1; n <= DEFAULT_BUG_REPORTS_PER_HOUR; n += 1)
    await reportBugByApi(request, session, `Report ${n}`);

  await openSubmitTab(page);
  await fillReport(page, 'One report too many');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: messages.bugReportsPerHourExceeded(DEFAULT_BUG_REPORTS_PER_HOUR, 60) }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('One report too many');
});
