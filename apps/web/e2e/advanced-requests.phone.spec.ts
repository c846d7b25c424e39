import { paths } from '@ddp/contract';
import { signedInOwner } from './support/arranged-states';
import { expectAccessible } from './support/axe';
import {
  expectDialogFits,
  expectNoSidewaysScroll,
  expectRowsInSight,
  expectTabsInOneRow,
} from './support/phone';
import { postEncrypted, sessionHeaders } from './support/portal-api';
import { expect, test } from './support/test';

test('advanced requests on a phone: the status in sight on each card, a use-case opened', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { session } = await signedInOwner(page, request, 'phone-advanced');
  const useCase = 'Live positions of our delivery fleet for the dispatch screen.';
  const sent = await postEncrypted(
    request,
    paths.requestAdvancedServices,
    { description: useCase, consumerId: session.consumerId },
    sessionHeaders(session),
  );
  expect(sent.status, JSON.stringify(sent.body)).toBeLessThan(300);

  await page.goto('home/request-advanced-services');
  const table = page.getByRole('table', { name: 'Your advanced service requests' });
  const row = table.getByRole('row').filter({ hasText: useCase });
  await expect(row.getByText('Pending', { exact: true })).toBeInViewport();
  await expectRowsInSight(table);
  await expectTabsInOneRow(page.getByRole('tablist'));
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'Advanced requests as cards, phone');

  await row.getByRole('button', { name: /^View use-case of / }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(useCase);
  await expectDialogFits(page, dialog);
  await expectAccessible(page, 'Use-case dialog, phone');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('tab', { name: 'Send Request' }).click();
  await expectTabsInOneRow(page.getByRole('tablist'));
  await expectNoSidewaysScroll(page);
});
