import { readFile, writeFile } from 'node:fs/promises';
import { messages } from '@ddp/contract';
import type { Page } from '@playwright/test';
import { aRegisteredPerson } from './support/accounts';
import { ops } from './support/docs-ops';
import { field } from './support/fields';
import { openFromMenu, tabTo, typeInto } from './support/keyboard';
import { sessionOfPage } from './support/portal-api';
import { signIn } from './support/sign-in';
import { expect, test } from './support/test';

// Issue 8 part 7: News with the keyboard alone (rules in support/keyboard.ts).

/** What an operator types: `npm run ops -- news publish ...`, against the e2e server. */
async function publish(companyId: string, subject: string, ...more: string[]): Promise<void> {
  const printed = await ops('news', 'publish', '--subject', subject, '--company', companyId, ...more);
  expect(printed).toMatch(/Published news [0-9a-f-]{36} to 1 company/);
}

const newsTable = (page: Page) => page.getByRole('table', { name: 'News' });

test('read news, download its file, think twice about refusing and accept the terms, with the keyboard alone', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { person, uri } = await aRegisteredPerson(request, 'kb-news');
  await signIn(page, person.email, person.password, uri);
  const { companyId } = await sessionOfPage(page);
  const notes = testInfo.outputPath('keyboard-notes.txt');
  await writeFile(notes, 'What changes, in short.\n');
  const subject = `Keyboard terms ${Date.now().toString(36)}`;
  await publish(companyId, subject, '--body', 'Please answer below.', '--attach', notes, '--terms');

  await openFromMenu(page, 'News and Updates');
  const open = newsTable(page).getByRole('button', { name: subject });
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: subject });
  await expect(dialog.getByText('Please answer below.')).toBeVisible();

  await tabTo(page, dialog.getByRole('button', { name: /^Download keyboard-notes\.txt/ }));
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  expect(await readFile(await (await download).path(), 'utf8')).toBe('What changes, in short.\n');

  // The radios: Tab into the group, the arrows choose. Refusing asks once more, with Back focused.
  const accept = dialog.getByRole('radio', { name: 'I accept the terms' });
  const refuse = dialog.getByRole('radio', { name: 'I do not accept the terms' });
  await tabTo(page, accept);
  await page.keyboard.press('ArrowDown');
  await expect(refuse).toBeChecked();
  await expect(dialog.getByText(messages.termsRefuseWarning)).toBeVisible();
  const send = dialog.getByRole('button', { name: 'Send' });
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  const back = dialog.getByRole('button', { name: 'Back' });
  await expect(back).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Refuse and delete my account' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(send).toBeFocused();

  await tabTo(page, refuse, 'Shift+Tab');
  await page.keyboard.press('ArrowUp');
  await expect(accept).toBeChecked();
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: messages.termsAccepted })).toBeVisible();
  await expect(newsTable(page).getByRole('row').filter({ hasText: subject })).not.toContainText(
    'Terms to answer',
  );
  // The focus is back on the subject that opened the dialog.
  await expect(open).toBeFocused();
});

test('the news pager works with the keyboard alone', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { person, uri } = await aRegisteredPerson(request, 'kb-news-pages');
  await signIn(page, person.email, person.password, uri);
  const { companyId } = await sessionOfPage(page);
  for (let item = 1; item <= 11; item += 1) await publish(companyId, `Bulletin ${item}`, '--body', 'Short.');

  await openFromMenu(page, 'News and Updates');
  await expect(page.getByText(/^Current Page: 1 of 2/)).toBeVisible();
  // Newest first: the first bulletin is alone on the second page.
  await tabTo(page, page.getByRole('button', { name: 'Next page' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Current Page: 2 of 2/)).toBeVisible();
  // Next page is disabled on the last page: the focus moves to that page's button, not to the top.
  await expect(page.getByRole('button', { name: 'Page 2' })).toBeFocused();
  await expect(newsTable(page).getByRole('button', { name: 'Bulletin 1', exact: true })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Page 1' }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Current Page: 1 of 2/)).toBeVisible();
  await expect(newsTable(page).getByRole('button', { name: 'Bulletin 11', exact: true })).toBeVisible();
});

test('refuse the terms and delete the account with the keyboard alone', async ({ page, request }) => {
  // A throwaway account of its own: this journey ends with it deleted.
  const { person, uri } = await aRegisteredPerson(request, 'kb-news-refuse');
  await signIn(page, person.email, person.password, uri);
  const { companyId } = await sessionOfPage(page);
  const subject = `Keyboard refusal ${Date.now().toString(36)}`;
  await publish(companyId, subject, '--body', 'Accept, or leave.', '--terms');

  await openFromMenu(page, 'News and Updates');
  await tabTo(page, newsTable(page).getByRole('button', { name: subject }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: subject });
  await tabTo(page, dialog.getByRole('radio', { name: 'I accept the terms' }));
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: 'I do not accept the terms' })).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: 'Send' }));
  await page.keyboard.press('Enter');

  // The confirmation starts on Back; Tab moves to the refusal, Enter carries it out.
  await expect(dialog.getByRole('button', { name: 'Back' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Refuse and delete my account' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dev-portal\/$/);
  await expect(page.getByText(messages.accountDeleted)).toBeVisible();

  // The account is gone: the same e-mail and password are refused on Login.
  await typeInto(page, field(page, 'E-mail'), person.email);
  await typeInto(page, field(page, 'Password'), person.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText(messages.loginFailed);
  await expect(page).toHaveURL(/\/dev-portal\/$/);
});
