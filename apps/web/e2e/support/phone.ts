import { expect, type Locator, type Page } from '@playwright/test';

// The phone journeys' checks (issue 19): nothing wider than the screen, dialogs inside it, every
// row of a table shown whole, and a tab list that scrolls instead of stacking.

export const PHONE = { width: 390, height: 844 } as const;

/** No element makes the page scroll sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'the page is no wider than the phone').toBeLessThanOrEqual(PHONE.width);
}

/**
 * The buttons on screen whose label is cut off: the button, or a part of it that hides what
 * overflows, is narrower than its text (a long German label on a phone). Empty when every label is
 * shown whole.
 */
export function cutButtonLabels(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('button, [role="button"]'))
      .filter((button) => button.getClientRects().length > 0)
      .filter((button) =>
        [button, ...Array.from(button.querySelectorAll<HTMLElement>('*'))].some(
          (part) => getComputedStyle(part).overflowX !== 'visible' && part.scrollWidth > part.clientWidth + 1,
        ),
      )
      .map((button) => button.textContent?.trim() || button.getAttribute('aria-label') || button.outerHTML),
  );
}

/** The element (a button, an open list's option, a message) lies wholly within the phone's width. */
export async function expectWithinWidth(element: Locator): Promise<void> {
  const box = await element.boundingBox();
  expect(box, 'the element is laid out').not.toBeNull();
  expect(box!.x, 'it starts on the screen').toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, 'it ends on the screen').toBeLessThanOrEqual(PHONE.width);
}

/** A dialog, open, lies wholly inside the phone's screen, and so does the page behind it. */
export async function expectDialogFits(page: Page, dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  // Once its opening transition has ended: on its way in, a dialog is scaled or moved.
  await expect
    .poll(
      async () => {
        const box = await dialog.boundingBox();
        return (
          box !== null &&
          box.x >= 0 &&
          box.y >= 0 &&
          box.x + box.width <= PHONE.width &&
          box.y + box.height <= PHONE.height
        );
      },
      { message: 'the dialog lies inside 390x844' },
    )
    .toBe(true);
  await expectNoSidewaysScroll(page);
}

/**
 * Every cell of the table's rows is in sight without scrolling sideways: the row's actions above
 * all, which a phone hid beyond the screen's edge before the rows became cards.
 */
export async function expectRowsInSight(table: Locator): Promise<void> {
  const cells = table.locator('tbody td');
  const count = await cells.count();
  expect(count, 'the table has cells').toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    const box = await cells.nth(index).boundingBox();
    expect(box, `cell ${index} is laid out`).not.toBeNull();
    expect(box!.x, `cell ${index} starts on the screen`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `cell ${index} ends on the screen`).toBeLessThanOrEqual(PHONE.width);
  }
}

/**
 * The tabs stay on one row; the list scrolls sideways, and the given tab (the selected one unless
 * said) is wholly in view.
 */
export async function expectTabsInOneRow(tabList: Locator, shown?: Locator): Promise<void> {
  const tabs = tabList.getByRole('tab');
  const tops = await tabs.evaluateAll((all) => all.map((tab) => Math.round(tab.getBoundingClientRect().top)));
  expect(new Set(tops).size, 'every tab on the same row').toBe(1);
  const selected = await (shown ?? tabList.getByRole('tab', { selected: true })).boundingBox();
  const list = await tabList.boundingBox();
  expect(selected!.x).toBeGreaterThanOrEqual(list!.x - 1);
  expect(selected!.x + selected!.width).toBeLessThanOrEqual(list!.x + list!.width + 1);
}
