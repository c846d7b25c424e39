import { messages } from '@ddp/contract';
import { openFromMenu, signedInOwner } from './support/arranged-states';
import { expectAccessible } from './support/axe';
import { publishCatalogue, stationsApi } from './support/docs-catalogue';
import { expectDocumentShown } from './support/docs-screen';
import { memberRow } from './support/teams-screen';
import { expect, test } from './support/test';

// Issue 8 part 7 on a phone: the layouts change below Mantine's 'sm' breakpoint (the side menu
// folds behind the Burger button, tables scroll, fields stack), so axe checks them there too.
test.use({ viewport: { width: 390, height: 844 } });

test('sign-in, registration and the licence notes on a phone', async ({ page }) => {
  await page.goto('./');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expectAccessible(page, 'Login, phone');

  await page.goto('user-registration');
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
  await expectAccessible(page, 'Registration, phone');

  // A table wider than the screen, without a button in its rows to scroll it by.
  await page.goto('thirdPartyLicense');
  await expect(page.getByRole('table', { name: /^Components under / })).toBeVisible();
  await expectAccessible(page, 'Licence notes, phone');
});

test('the /home screens and the side menu on a phone', async ({ page, request }) => {
  test.setTimeout(150_000);
  await publishCatalogue();
  const { session } = await signedInOwner(page, request, 'a11y-phone');

  await expect(page.getByRole('heading', { name: 'Credentials', level: 1 })).toBeVisible();
  await expectAccessible(page, 'Credentials, phone');

  const menu = page.getByRole('button', { name: 'Toggle menu' });
  const sections = page.getByRole('navigation', { name: 'Portal sections' });
  // Folded, the menu waits beside the screen's left edge, and Tab passes it by: from the header
  // (the brand, the colour scheme) straight on to the screen.
  await expect(sections).not.toBeInViewport();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Developer Portal, home' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: messages.colorScheme })).toBeFocused();
  await page.keyboard.press('Tab');
  // Straight on to the screen: the start page's first step (a new account has done none).
  await expect(page.locator('#main').getByRole('link', { name: 'Generate a client' })).toBeFocused();
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(sections).toBeInViewport({ ratio: 1 });
  await expectAccessible(page, 'Side menu opened, phone');

  // Choosing a section folds the menu again.
  await openFromMenu(page, 'API Documentation', /\/home\/view-docs$/);
  await expect(sections).not.toBeInViewport();
  await expectDocumentShown(
    page.getByRole('tabpanel', { name: 'Basic Services' }),
    stationsApi.info.title,
    30_000,
  );
  await expectAccessible(page, 'API documentation, phone');

  await menu.click();
  await openFromMenu(page, 'Teams', /\/home\/view-teams$/);
  await expect(memberRow(page, session.email)).toBeVisible();
  await expectAccessible(page, 'Teams, phone');

  await menu.click();
  await openFromMenu(page, messages.titleAuditLog, /\/home\/view-audit-log$/);
  await expect(
    page.getByRole('table', { name: messages.titleAuditLog }).getByText(session.email).first(),
  ).toBeVisible();
  await expectAccessible(page, 'Audit log, phone');

  await menu.click();
  await openFromMenu(page, 'Settings', /\/home\/view-settings$/);
  await expect(page.getByRole('button', { name: 'Edit details' })).toBeVisible();
  await expectAccessible(page, 'Settings, phone');
});
