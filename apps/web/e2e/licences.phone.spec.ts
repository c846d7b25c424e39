import { expectAccessible } from './support/axe';
import { expectNoSidewaysScroll, expectRowsInSight } from './support/phone';
import { expect, test } from './support/test';

test('licence notes on a phone: every component a card', async ({ page }) => {
  await page.goto('thirdPartyLicense');
  const table = page.getByRole('table', { name: /^Components under / });
  await expect(table.getByRole('row').first()).toBeVisible();
  await expectRowsInSight(table);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'Licence notes as cards, phone');
});
