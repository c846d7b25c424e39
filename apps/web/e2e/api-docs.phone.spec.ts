import { signedInOwner } from './support/arranged-states';
import { expectAccessible } from './support/axe';
import { publishCatalogue, stationsApi } from './support/docs-catalogue';
import { docsTab, expectDocumentShown } from './support/docs-screen';
import { expectNoSidewaysScroll, expectTabsInOneRow } from './support/phone';
import { expect, test } from './support/test';

test('API documentation on a phone: tabs in one row, a document shown without widening the page', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await publishCatalogue();
  await signedInOwner(page, request, 'phone-docs');

  await page.goto('home/view-docs');
  const basic = page.getByRole('tabpanel', { name: 'Basic Services' });
  await expectDocumentShown(basic, stationsApi.info.title, 30_000);
  await expectTabsInOneRow(page.getByRole('tablist').first());
  await expectNoSidewaysScroll(page);

  const advanced = await docsTab(page, 'Advanced Services');
  await expect(advanced).toBeVisible();
  await expectTabsInOneRow(page.getByRole('tablist').first());
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'Advanced services, phone');
});
