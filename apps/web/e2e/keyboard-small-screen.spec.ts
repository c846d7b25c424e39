import { messages } from '@ddp/contract';
import { aRegisteredPerson } from './support/accounts';
import { expectFocusInSight, focusedElement, signInByKeyboard, tabTo } from './support/keyboard';
import { expect, test } from './support/test';

// Issue 8 part 7: the side menu on a phone-sized screen, with the keyboard alone (rules in
// support/keyboard.ts). Below the sm breakpoint the menu is a panel behind the Burger button.
test.use({ viewport: { width: 390, height: 844 } });

test('on a small screen the Burger opens the menu, a section opens from it and the focus comes back', async ({
  page,
  request,
}) => {
  const { person, uri } = await aRegisteredPerson(request, 'kb-narrow');
  await signInByKeyboard(page, person.email, person.password, uri);
  const burger = page.getByRole('button', { name: 'Toggle menu' });
  const menu = page.getByRole('navigation', { name: 'Portal sections' });
  const main = page.locator('#main');
  const personalTab = page.getByRole('tab', { name: 'View Personal Credentials' });
  // The screen is there before the walk starts (its code loads after the address changes).
  await expect(personalTab).toBeVisible();
  await expect(menu).not.toBeInViewport();

  // Closed, the menu's links are out of the tab order: from the Burger, Tab goes through the
  // header straight to the screen, and every stop can be seen.
  await tabTo(page, burger);
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Developer Portal, home' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: messages.colorScheme })).toBeFocused();
  await expectFocusInSight(page);
  await page.keyboard.press('Tab');
  // The screen's first stop: the start page's first step (a new account has done none).
  await expect(main.getByRole('link', { name: 'Generate a client' })).toBeFocused();
  await expectFocusInSight(page);

  // Enter on the Burger opens the menu; Tab walks down it, in sight, to a section; Enter opens it.
  await tabTo(page, burger, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  await expect(menu).toBeInViewport();
  const teams = menu.getByRole('link', { name: 'Teams', exact: true });
  for (let presses = 0; presses < 10; presses += 1) {
    if (await teams.evaluate((link) => link === document.activeElement)) break;
    await page.keyboard.press('Tab');
    await expectFocusInSight(page);
  }
  await expect(teams).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Teams', level: 1 })).toBeVisible();
  // The menu closes, and the focus goes back to the Burger that opened it.
  await expect(menu).not.toBeInViewport();
  await expect(burger).toBeFocused();
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await expectFocusInSight(page);

  // Open, the menu covers the screen: Tab stays in the header and the menu, never on a control of
  // the screen under it; after Logout it leaves the page.
  await page.keyboard.press('Enter');
  await expect(menu).toBeInViewport();
  const visited: string[] = [];
  for (let presses = 0; presses < 12; presses += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement === document.body)) break;
    visited.push(await focusedElement(page));
    await expectFocusInSight(page);
    expect(await main.evaluate((screen) => screen.contains(document.activeElement))).toBe(false);
  }
  expect(visited.at(-1)).toBe("button[button] 'Logout'");

  // Escape closes the menu from inside it, and the focus is back on the Burger.
  await tabTo(page, menu.getByRole('link', { name: 'Settings', exact: true }), 'Shift+Tab');
  await page.keyboard.press('Escape');
  await expect(menu).not.toBeInViewport();
  await expect(burger).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Teams', level: 1 })).toBeVisible();
});
