import { limits } from '@ddp/contract';
import type { Page } from '@playwright/test';
import {
  colleaguesOf,
  openFromMenu,
  publishNews,
  reportBugByApi,
  signedInOwner,
} from './support/arranged-states';
import { expectAccessible } from './support/axe';
import { createClientByApi } from './support/portal-api';
import { openTeams } from './support/teams-screen';
import { expect, test } from './support/test';

// Issue 8 part 7: the pagers of News, Teams and Report Bugs, with one row more than a page holds
// so that both pages, and the controls between them, are shown. Issue 17: Credentials (paged in
// the browser) has the same pager, its buttons named, since all of them are one component.

const ROWS = limits.pageSize + 1;

/** Checks the first page, turns to the second and checks it too. */
async function checkBothPages(page: Page, screen: string): Promise<void> {
  await expect(page.getByText(/^Current Page: 1 of 2/)).toBeVisible();
  await expectAccessible(page, `${screen}, page 1 of 2`);
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByText(/^Current Page: 2 of 2/)).toBeVisible();
  await expectAccessible(page, `${screen}, page 2 of 2`);
}

test('the pagers of news, the team list, bug reports and credentials', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { session } = await signedInOwner(page, request, 'a11y-pagers');
  for (let item = 1; item <= ROWS; item += 1)
    await publishNews(request, session.companyId, `Bulletin ${item}`);
  for (let item = 1; item <= ROWS; item += 1) await reportBugByApi(request, session, `Report ${item}`);
  // The Owner and the colleagues: one member more than a page.
  await colleaguesOf(session, request, limits.pageSize);
  for (let item = 1; item <= ROWS; item += 1) await createClientByApi(request, session, `Client ${item}`);

  await openFromMenu(page, 'News and Updates', /\/home\/view-news$/);
  await checkBothPages(page, 'News and Updates');

  await openTeams(page);
  await checkBothPages(page, 'Teams, list of users');

  await openFromMenu(page, 'Report Bugs', /\/home\/view-report-bugs$/);
  await checkBothPages(page, 'Report bugs, list');

  await openFromMenu(page, 'Credentials', /\/home\/view-credentials$/);
  const pager = page.getByRole('navigation', { name: 'Credential pages' });
  await expect(pager.getByRole('button', { name: 'Next page' })).toBeEnabled();
  await checkBothPages(page, 'Credentials, personal');
  await expect(page.getByText(`Current Page: 2 of 2 · ${ROWS}–${ROWS} of ${ROWS}`)).toBeVisible();
  await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled();
});
