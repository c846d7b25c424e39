import { expect, type Locator, type Page } from '@playwright/test';
import { field } from './fields';
import { freshCode } from './totp';

// Issue 8 part 7: every journey works with the keyboard alone. The keyboard specs use no click,
// no focus() and no fill(): every control is reached with Tab or Shift+Tab, and used with Enter,
// Space, the arrows or Escape; text is typed key by key.

/** Presses the key until the target has the focus; fails if it never gets it. */
export async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  await expect(target).toBeVisible();
  const visited: string[] = [];
  // Generous: the API viewer puts dozens of controls between the top and an operation.
  for (let presses = 0; presses < 100; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    visited.push(await focusedElement(page));
    await page.keyboard.press(key);
  }
  await expect(target, `reached with ${key}; the focus went through ${visited.join(' → ')}`).toBeFocused({
    timeout: 1,
  });
}

/**
 * Tab or Shift+Tab to the target, whichever way it lies from the focus in the page's order (from
 * the start of the page, Tab).
 */
export async function tabToward(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  const ahead = await target.evaluate((element) => {
    const from = document.activeElement;
    if (!from || from === document.body) return true;
    return (from.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  });
  await tabTo(page, target, ahead ? 'Tab' : 'Shift+Tab');
}

/** What has the focus, in a few words: tag, role and name (for failure messages). */
export function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const label = (element as HTMLInputElement).labels?.[0]?.textContent;
    const name = (element.getAttribute('aria-label') ?? label ?? element.textContent ?? '')
      .trim()
      .slice(0, 30);
    const role = element.getAttribute('role') ?? (element as HTMLInputElement).type ?? '';
    return `${element.tagName.toLowerCase()}[${role}] '${name}'`;
  });
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
  if (search !== undefined) {
    // What the field shows now is replaced by the search.
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(search);
  } else await page.keyboard.press('ArrowDown');
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

/** Password and code through the screens, typed; Enter sends each step. */
export async function signInByKeyboard(
  page: Page,
  email: string,
  password: string,
  uri: string,
): Promise<void> {
  await page.goto('./');
  await typeInto(page, field(page, 'E-mail'), email);
  await typeInto(page, field(page, 'Password'), password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dev-portal\/2fa$/);
  await typeInto(page, field(page, 'One-time code'), await freshCode(uri));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dev-portal\/home\/view-credentials$/);
}

/**
 * Opens a screen from the side menu with Enter. The menu comes before the screen in the tab
 * order: from the start of the page Tab reaches it, from within the screen Shift+Tab does.
 */
export async function openFromMenu(page: Page, name: string, heading = name): Promise<void> {
  const link = page
    .getByRole('navigation', { name: 'Portal sections' })
    .getByRole('link', { name, exact: true });
  const atStart = await page.evaluate(
    () => document.activeElement === document.body || !document.activeElement,
  );
  await tabTo(page, link, atStart ? 'Tab' : 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

/**
 * The focus is where a sighted keyboard user can see it: on an element inside the window that no
 * other layer covers (an off-screen menu's link or a control under an open panel fails).
 */
export async function expectFocusInSight(page: Page): Promise<void> {
  const where = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'nothing has the focus';
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (box.width === 0 || x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) {
      return 'outside the window';
    }
    const top = document.elementFromPoint(x, y);
    return top && (element.contains(top) || top.contains(element)) ? 'in sight' : 'covered';
  });
  expect(where, `the focus on ${await focusedElement(page)} can be seen`).toBe('in sight');
}
