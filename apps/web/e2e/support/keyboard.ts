import { expect, type Locator, type Page } from '@playwright/test';

// Issue 8 part 7: every journey works with the keyboard alone. The keyboard specs use no click,
// no focus() and no fill(): every control is reached with Tab or Shift+Tab, and used with Enter,
// Space, the arrows or Escape; text is typed key by key.

/** Presses the key until the target has the focus; fails if it never gets it. */
export async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < 60; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target, `reached with ${key}`).toBeFocused({ timeout: 1 });
}

/** Tabs to a text field and types into it, key by key. */
export async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

/** Empties the focused text field as a person does: select all, then delete. */
export async function clearFocused(page: Page): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
}

/**
 * Chooses an option of a select (a combobox) from the keyboard: tab to it, type to narrow the
 * list where it can be searched, then the arrows until the option is active, and Enter.
 */
export async function chooseOption(
  page: Page,
  combobox: Locator,
  option: string | RegExp,
  search?: string,
): Promise<void> {
  await tabTo(page, combobox);
  if (search !== undefined) await page.keyboard.type(search);
  else await page.keyboard.press('ArrowDown');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  const wanted = listbox.getByRole('option', { name: option, exact: typeof option === 'string' });
  await expect(wanted).toBeVisible();
  for (let presses = 0; presses < 60; presses += 1) {
    const selected = await wanted.evaluate(
      (element) =>
        element.hasAttribute('data-combobox-selected') || element.getAttribute('aria-selected') === 'true',
    );
    if (selected) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(listbox).toBeHidden();
}
