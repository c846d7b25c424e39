import { messages, paths } from '@ddp/contract';
import { openFromMenu, signedInOwner } from './support/arranged-states';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/test';
import { accessTokenOf, callSampleApi, clientWithSecretByApi, planForCompany } from './support/usage';

// Issue 21: the usage screen in both colour schemes (expectAccessible checks each), with its
// chart, its table, its quotas, a wrong range and a failed load.

test('the usage screen: chart, table, quotas, a wrong range and a failed load', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { session } = await signedInOwner(page, request, 'a11y-usage');
  const client = await clientWithSecretByApi(request, session, 'Accessible usage');
  await planForCompany(request, session.companyId, {
    name: `Accessible plan ${Date.now()}`,
    rateLimit: 100,
    ratePer: 'minute',
    monthlyQuota: 10,
  });
  const token = await accessTokenOf(request, client);
  await callSampleApi(request, token, ['stations', 'stations/nowhere/measurements', 'stations']);

  await openFromMenu(page, messages.titleUsage, /\/home\/view-usage$/);
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId(`usage-total-${messages.usageRequests}`)).toHaveText('3', {
      timeout: 2_000,
    });
  }).toPass({ timeout: 15_000 });
  await expect(page.locator('.uplot canvas')).toHaveCount(2);
  await expect(page.getByTestId('quota-row')).toContainText('3 of 10');
  await expectAccessible(page, 'Usage, chart and quotas');

  await page
    .locator('label')
    .filter({ hasText: new RegExp(`^${messages.usageViewTable}$`) })
    .click();
  await expect(page.getByRole('table', { name: messages.usageChartRequests })).toBeVisible();
  await expectAccessible(page, 'Usage, table');

  await page.getByLabel(messages.usageRange).selectOption('dates');
  await page.getByLabel(messages.usageFrom, { exact: true }).fill('2030-01-02');
  await page.getByLabel(messages.usageTo, { exact: true }).fill('2030-01-01');
  await expect(page.getByText(messages.auditDateRange)).toBeVisible();
  await expectAccessible(page, 'Usage, a wrong range');

  await page.route(`**${paths.viewUsage}*`, (route) => route.abort('connectionrefused'));
  await page.reload();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByText(messages.usageEmpty)).toHaveCount(0);
  await expectAccessible(page, 'Usage, failed load');
});
