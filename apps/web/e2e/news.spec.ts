import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { messages, paths } from '@ddp/contract';
import type { Page } from '@playwright/test';
import { aRegisteredPerson, passwordStep } from './support/accounts';
import { E2E_ORIGIN } from './support/e2e-port';
import { E2E_OPERATOR_TOKEN } from './support/operator';
import { type ApiSession, sessionHeaders, sessionOfPage } from './support/portal-api';
import { signIn } from './support/sign-in';
import { snapshot } from './support/teams-screen';
import { expect, test } from './support/test';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const run = promisify(execFile);

/** What an operator types: `npm run ops -- news publish ...`, against the e2e server. */
async function publishWithCli(args: string[]): Promise<string> {
  const { stdout } = await run('node', ['apps/server/dist/ops.js', 'news', 'publish', ...args], {
    cwd: repoRoot,
    env: { ...process.env, OPS_URL: E2E_ORIGIN, OPERATOR_TOKEN: E2E_OPERATOR_TOKEN },
  });
  const id = /Published news ([0-9a-f-]{36}) to 1 company/.exec(stdout)?.[1];
  expect(id, stdout).toBeTruthy();
  return id ?? '';
}

async function openNews(page: Page) {
  await page.getByRole('link', { name: 'News and Updates' }).click();
  await expect(page).toHaveURL(/\/dev-portal\/home\/view-news$/);
  await expect(page.getByRole('heading', { name: 'News and Updates', level: 1 })).toBeVisible();
}

const uniqueSubject = (text: string) => `${text} ${Date.now().toString(36)}`;

test('news with terms from the CLI: the reader downloads the file, accepts, and the answer is recorded', async ({
  page,
  request,
}, testInfo) => {
  const { person, uri } = await aRegisteredPerson(request, 'news-accept');
  await signIn(page, person.email, person.password, uri);
  const session: ApiSession = await sessionOfPage(page);

  const subject = uniqueSubject('Updated terms of use');
  const notes = testInfo.outputPath('terms-summary.txt');
  const notesText = 'Section 4 now covers data retention.\nNothing else changes.\n';
  await writeFile(notes, notesText);
  const newsId = await publishWithCli([
    '--subject',
    subject,
    '--body',
    'We have updated the terms of use.\nPlease read them and answer below.',
    '--attach',
    notes,
    '--terms',
    '--company',
    session.companyId,
  ]);

  await openNews(page);
  const row = page.getByRole('table', { name: 'News' }).getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText('Terms to answer');
  await expect(row).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} GMT/);
  await row.getByRole('button', { name: subject }).click();

  const dialog = page.getByRole('dialog', { name: subject });
  await expect(dialog.getByText('Please read them and answer below.')).toBeVisible();
  await expect(dialog.getByText(/^Created At \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} GMT$/)).toBeVisible();

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download terms-summary.txt' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('terms-summary.txt');
  expect(await readFile(await saved.path(), 'utf8')).toBe(notesText);

  const send = dialog.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await dialog.getByRole('radio', { name: 'I accept the terms' }).check();
  await expect(send).toBeEnabled();
  await snapshot(page, testInfo, 'news-terms');
  await send.click();

  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: messages.termsAccepted })).toBeVisible();
  await expect(row).not.toContainText('Terms to answer');

  // The server has the answer.
  const query = new URLSearchParams({ newsId, consumerId: session.consumerId });
  const item = await request.get(`${paths.getNews}?${query}`, { headers: sessionHeaders(session) });
  expect((await item.json()).consumer_accept).toBe(1);

  // After a reload the dialog no longer asks.
  await page.reload();
  await row.getByRole('button', { name: subject }).click();
  await expect(dialog.getByText('You have accepted these terms.')).toBeVisible();
  await expect(dialog.getByRole('radio')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Send' })).toHaveCount(0);
});

test('a reader who refuses the terms is told the account goes, is back on Login and cannot sign in', async ({
  page,
  request,
}, testInfo) => {
  const { person, uri } = await aRegisteredPerson(request, 'news-refuse');
  await signIn(page, person.email, person.password, uri);
  const session = await sessionOfPage(page);
  const subject = uniqueSubject('New data-sharing terms');
  await publishWithCli([
    '--subject',
    subject,
    '--body',
    'Accept the new terms to keep using the portal.',
    '--terms',
    '--company',
    session.companyId,
  ]);

  await openNews(page);
  await page.getByRole('button', { name: subject }).click();
  const dialog = page.getByRole('dialog', { name: subject });
  await dialog.getByRole('radio', { name: 'I do not accept the terms' }).check();
  await expect(dialog.getByText(messages.termsRefuseWarning)).toBeVisible();
  await dialog.getByRole('button', { name: 'Send' }).click();

  // A clear confirmation first: nothing is deleted until it is confirmed.
  await expect(dialog.getByRole('alert').filter({ hasText: messages.termsRefuseWarning })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Back' })).toBeFocused();
  await snapshot(page, testInfo, 'news-refuse-confirm');
  await dialog.getByRole('button', { name: 'Refuse and delete my account' }).click();

  await expect(page).toHaveURL(/\/dev-portal\/$/);
  await expect(page.getByText(messages.accountDeleted)).toBeVisible();
  const stored = await page.evaluate(() => window.localStorage.getItem('ddp.session'));
  expect(JSON.parse(stored ?? '{}').token).toBeUndefined();
  await passwordStep(page, person.email, person.password);
  await expect(page.getByRole('alert')).toHaveText(messages.loginFailed);
});
