import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

export const teamsUrl = /\/dev-portal\/home\/view-teams$/;

export async function openTeams(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Teams' }).click();
  await expect(page).toHaveURL(teamsUrl);
  await expect(page.getByRole('heading', { name: 'Teams', level: 1 })).toBeVisible();
}

export function membersTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Team members' });
}

/** The row of one member, found by the e-mail address (unique in the portal). */
export function memberRow(page: Page, email: string): Locator {
  return membersTable(page).getByRole('row').filter({ hasText: email });
}

/** A screenshot beside the test's results, for a look at the screen. */
export async function snapshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}
