import { messages } from '@ddp/contract';
import { publishNews, signedInOwner } from './support/arranged-states';
import { expectAccessible } from './support/axe';
import { expectDialogFits, expectNoSidewaysScroll, expectRowsInSight } from './support/phone';
import { expect, test } from './support/test';

test('news on a phone: an item read and its terms answered from its card', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { session } = await signedInOwner(page, request, 'phone-news');
  const subject = 'New terms for the phone';
  await publishNews(request, session.companyId, subject, true);
  await publishNews(request, session.companyId, 'A plain bulletin with a rather long subject line');

  await page.goto('home/view-news');
  const table = page.getByRole('table', { name: 'News' });
  const row = table.getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText('Terms to answer');
  await expectRowsInSight(table);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'News as cards, phone');

  await row.getByRole('button', { name: subject }).click();
  const dialog = page.getByRole('dialog', { name: subject });
  await expectDialogFits(page, dialog);
  await expectAccessible(page, 'News dialog, phone');
  await dialog.getByRole('radio', { name: 'I accept the terms' }).check();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: messages.termsAccepted })).toBeVisible();
  await expect(row).not.toContainText('Terms to answer');
});
