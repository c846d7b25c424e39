import { readFile } from 'node:fs/promises';
import { messages, paths } from '@ddp/contract';
import type { Page } from '@playwright/test';
import { aRegisteredPerson } from './support/accounts';
import { chooseOption, openFromMenu, tabTo, typeInto } from './support/keyboard';
import { postEncrypted, sessionHeaders, sessionOfPage } from './support/portal-api';
import { signIn } from './support/sign-in';
import { expect, test } from './support/test';

// Issue 8 part 7: Report Bugs with the keyboard alone (rules in support/keyboard.ts).

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Moves along the tab list with the arrows until the named tab is selected. */
async function selectTab(page: Page, name: string) {
  await tabTo(page, page.getByRole('tab', { selected: true }), 'Shift+Tab');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

test('send a report with a file, then open it and download the file, with the keyboard alone', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { person, uri } = await aRegisteredPerson(request, 'kb-bugs');
  await signIn(page, person.email, person.password, uri);
  await openFromMenu(page, 'Report Bugs');
  await expect(page.getByText(messages.bugReportsEmpty)).toBeVisible();

  await selectTab(page, 'Submit Issue');
  await typeInto(page, page.getByRole('textbox', { name: 'Title' }), 'Pager skips a page');
  const priority = page.getByRole('combobox', { name: 'Priority' });
  await chooseOption(page, priority, 'high');
  await expect(priority).toHaveValue('high');
  await typeInto(
    page,
    page.getByRole('textbox', { name: 'Description' }),
    'Press Next twice.\nPage 2 is skipped.',
  );

  // The attachments control is a button: Enter opens the system's file picker. The picker itself
  // is the operating system's, outside the page; Playwright answers it with setFiles.
  // Waiting for the chooser turns on the browser's interception of it, a call of its own that the
  // key press could overtake on a loaded machine (the chooser then opened unseen): it is asked for
  // before tabbing there, so that the interception is on when Enter comes.
  const chooser = page.waitForEvent('filechooser');
  await tabTo(page, page.getByRole('button', { name: /^Attachments/ }));
  await page.keyboard.press('Enter');
  await (await chooser).setFiles([{ name: 'pager.png', mimeType: 'image/png', buffer: png }]);
  await expect(page.getByText('pager.png')).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Send' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: messages.bugReportSent })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'List of issues' })).toHaveAttribute('aria-selected', 'true');
  const row = page.getByRole('row', { name: /Pager skips a page/ });
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('high');

  // The title opens the detail with Enter; the download is a button; Escape closes the dialog and
  // the focus goes back to the title.
  const open = page.getByRole('button', { name: /^Open BR-\d+: Pager skips a page$/ });
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Page 2 is skipped.');
  await tabTo(page, dialog.getByRole('button', { name: 'Download pager.png' }));
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  expect((await readFile(await (await download).path())).equals(png)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

test('sort the issue list and turn its pages with the keyboard alone', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { person, uri } = await aRegisteredPerson(request, 'kb-bugs-pages');
  await signIn(page, person.email, person.password, uri);
  const session = await sessionOfPage(page);
  // Eleven reports through the API, one after the other, so the order of createdAt is known.
  for (let number = 1; number <= 11; number += 1) {
    const reply = await postEncrypted(
      request,
      paths.createBugReport,
      {
        title: `Report ${number}`,
        description: 'Made for paging.',
        priority: 'low',
        consumer_id: session.consumerId,
        consumer_email: session.email,
      },
      sessionHeaders(session),
    );
    expect(reply.status, JSON.stringify(reply.body)).toBeLessThan(300);
  }

  await openFromMenu(page, 'Report Bugs');
  const titles = page.getByRole('table', { name: 'Reported issues' }).locator('tbody td:nth-child(2)');
  await expect(titles.first()).toHaveText('Report 11');
  await expect(page.getByText(/^Current Page: 1 of 2/)).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Next page' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Current Page: 2 of 2/)).toBeVisible();
  await expect(titles).toHaveText(['Report 1']);
  // Next page is disabled on the last page: the focus moves to that page's button, not to the top.
  await expect(page.getByRole('button', { name: 'Page 2' })).toBeFocused();

  // The createdAt header flips the order and starts again on page 1.
  await tabTo(page, page.getByRole('button', { name: /^createdAt, sorted newest first/ }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /^createdAt, sorted oldest first/ })).toBeFocused();
  await expect(page.getByText(/^Current Page: 1 of 2/)).toBeVisible();
  await expect(titles.first()).toHaveText('Report 1');
});
