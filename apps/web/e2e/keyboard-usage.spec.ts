import { readFile } from 'node:fs/promises';
import { messages } from '@ddp/contract';
import type { Locator, Page } from '@playwright/test';
import { aRegisteredPerson } from './support/accounts';
import { csvRecords } from './support/audit-log-screen';
import { expectFocusInSight, openFromMenu, signInByKeyboard, tabTo } from './support/keyboard';
import { signInByApi } from './support/portal-api';
import { expect, test } from './support/test';
import { accessTokenOf, callSampleApi, clientWithSecretByApi } from './support/usage';

// Issue 21 with the keyboard alone (the rules of support/keyboard.ts: no click, no focus(), no
// fill()): the range, the table view and the export.

/** Tab until a segment of a segmented control has the focus: its radio is hidden under its label. */
async function tabToSegment(page: Page, radio: Locator): Promise<void> {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await radio.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(radio).toBeFocused({ timeout: 1 });
}

test('the usage screen: range, table view and export with the keyboard alone', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { person, uri } = await aRegisteredPerson(request, 'kb-usage');
  const session = await signInByApi(request, person.email, person.password, uri);
  const client = await clientWithSecretByApi(request, session, 'Keyboard usage');
  await callSampleApi(request, await accessTokenOf(request, client), [
    'stations',
    'stations/nowhere/measurements',
  ]);
  await signInByKeyboard(page, person.email, person.password, uri);
  await openFromMenu(page, messages.titleUsage);
  const requests = page.getByTestId(`usage-total-${messages.usageRequests}`);
  await expect(requests).toHaveText('2', { timeout: 15_000 });

  // The range with the arrows: the last hour, by minute.
  const range = page.getByLabel(messages.usageRange);
  await tabTo(page, range);
  await expectFocusInSight(page);
  await page.keyboard.press('ArrowUp');
  await expect(range).toHaveValue('hour');
  await expect(requests).toHaveText('2');

  // The table view with the arrows on 'Show as'.
  const chart = page.getByRole('radio', { name: messages.usageViewChart });
  await tabToSegment(page, chart);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: messages.usageViewTable })).toBeChecked();
  const table = page.getByRole('table', { name: messages.usageChartRequests });
  await expect(table.locator('tbody tr')).toHaveCount(60);

  // The export with Enter: the same 60 minutes.
  const button = page.getByRole('button', { name: messages.usageExport });
  await tabTo(page, button);
  await expectFocusInSight(page);
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const records = csvRecords(await readFile(await (await download).path(), 'utf8'));
  expect(records.slice(1).reduce((sum, line) => sum + Number(line[1]), 0)).toBe(2);
  expect(records).toHaveLength(61);
  await expect(button).toBeFocused();
});
