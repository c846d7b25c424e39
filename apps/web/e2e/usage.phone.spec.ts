import { messages } from '@ddp/contract';
import { signedInOwner } from './support/arranged-states';
import { expect, test } from './support/test';
import { accessTokenOf, callSampleApi, clientWithSecretByApi } from './support/usage';

// Issue 21 on a phone in the dark: the charts fit the screen, the table's points are cards, and
// nothing needs a sideways scroll of the page.

test.use({ colorScheme: 'dark' });

test('usage on a phone: the charts fit, the points read as cards, the quotas show', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { session } = await signedInOwner(page, request, 'usage-phone');
  const client = await clientWithSecretByApi(request, session, 'Phone usage');
  await callSampleApi(request, await accessTokenOf(request, client), ['stations', 'stations']);

  await page.goto('home/view-usage');
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId(`usage-total-${messages.usageRequests}`)).toHaveText('2', {
      timeout: 2_000,
    });
  }).toPass({ timeout: 15_000 });
  const canvases = page.locator('.uplot canvas');
  await expect(canvases).toHaveCount(2);
  const viewport = page.viewportSize()?.width ?? 0;
  for (const box of await canvases.evaluateAll((all) =>
    all.map((one) => one.getBoundingClientRect().right),
  )) {
    expect(box).toBeLessThanOrEqual(viewport);
  }
  await expect(page.getByTestId('quota-row')).toContainText(messages.usageNoPlan);
  await page
    .locator('label')
    .filter({ hasText: new RegExp(`^${messages.usageViewTable}$`) })
    .click();
  const cell = page.getByRole('table', { name: messages.usageChartRequests }).locator('tbody td').first();
  await expect(cell).toBeVisible();
  // A card: each cell on its own line under its column's name.
  expect(await cell.getAttribute('data-label')).toBe(messages.usageColTime);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
