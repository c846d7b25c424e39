import { reportBugByApi, signedInOwner } from './support/arranged-states';
import { expectAccessible } from './support/axe';
import { germanMessage, inGerman } from './support/catalogues';
import { expectDialogFits, expectNoSidewaysScroll, expectTabsInOneRow } from './support/phone';
import { expect, test } from './support/test';

// Spec section 9: the issue list is 300 px high. On a phone its cards have fixed heights that fill
// it exactly, and scrolling snaps to a card's start, so the visible area always ends between cards.
test('bug reports on a phone: whole cards in the 300 px list, a report opened from its card', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { session } = await signedInOwner(page, request, 'phone-bugs');
  for (let item = 1; item <= 5; item += 1) {
    await reportBugByApi(
      request,
      session,
      `Phone report ${item} with a title long enough to wrap on a phone`,
    );
  }
  await page.goto('home/view-report-bugs');
  const list = page.getByTestId('issues-table');
  await expect(list).toHaveCSS('height', '300px');
  const table = page.getByRole('table', { name: 'Reported issues' });
  await expect(table.getByRole('row', { name: /Phone report 5/ })).toBeVisible();
  await expectTabsInOneRow(page.getByRole('tablist'));
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'Bug reports as cards, phone');

  const viewport = list.locator('.mantine-ScrollArea-viewport');
  const cutRows = () =>
    viewport.evaluate((scroller) => {
      const area = scroller.getBoundingClientRect();
      const head = scroller.querySelector('thead')!.getBoundingClientRect();
      return [...scroller.querySelectorAll('tbody tr')].filter((row) => {
        const box = row.getBoundingClientRect();
        const top = Math.max(box.top, head.bottom);
        const bottom = Math.min(box.bottom, area.bottom);
        // Partly in sight: some of it shows, but not all of it.
        return bottom - top > 1 && (box.top < head.bottom - 1 || box.bottom > area.bottom + 1);
      }).length;
    });
  expect(await cutRows(), 'no card cut at first').toBe(0);
  // A swipe that stops anywhere settles on a card's start.
  await viewport.evaluate((scroller) => scroller.scrollBy({ top: 75 }));
  await expect.poll(cutRows, { message: 'no card cut after scrolling' }).toBe(0);
  await expect.poll(() => viewport.evaluate((scroller) => scroller.scrollTop)).toBeGreaterThan(0);
  await viewport.evaluate((scroller) => scroller.scrollBy({ top: 1000 }));
  await expect.poll(cutRows, { message: 'no card cut at the end' }).toBe(0);

  await table.getByRole('button', { name: /^Open BR-\d+: Phone report 1 / }).click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByRole('heading', { name: /Phone report 1/ })).toBeVisible();
  await expectDialogFits(page, detail);
  await expectAccessible(page, 'Bug report detail, phone');
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  await page.getByRole('tab', { name: 'Submit Issue' }).click();
  await expectTabsInOneRow(page.getByRole('tablist'));
  await expectNoSidewaysScroll(page);
});

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });

  // The cards' fields keep one line each, their whole text in the detail; an empty list's line is
  // no card, and German's longer sentence wraps instead of ending in an ellipsis.
  test('an empty bug list on a phone says so in full', async ({ page, request }) => {
    await signedInOwner(page, request, 'phone-bugs-de');
    await page.goto('home/view-report-bugs');
    const table = page.getByRole('table', { name: inGerman('Reported issues') });
    const empty = table.getByText(germanMessage('bugReportsEmpty'), { exact: true });
    await expect(empty).toBeVisible();
    expect(
      await empty.evaluate((line) => line.scrollWidth <= line.clientWidth),
      'the line is shown whole',
    ).toBe(true);
    const box = await empty.boundingBox();
    expect(box!.x + box!.width, 'within the phone').toBeLessThanOrEqual(390);
  });
});
