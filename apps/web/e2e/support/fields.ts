import type { Locator, Page } from '@playwright/test';

/** A text field by its accessible name, as a screen reader announces it (without the asterisk). */
export function field(page: Page, name: string): Locator {
  return page.getByRole('textbox', { name, exact: true });
}
