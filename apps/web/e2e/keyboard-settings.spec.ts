import { messages } from '@ddp/contract';
import type { Page } from '@playwright/test';
import { aRegisteredPerson } from './support/accounts';
import { field } from './support/fields';
import { chooseOption, clearFocused, openFromMenu, tabTo, typeInto } from './support/keyboard';
import { signIn } from './support/sign-in';
import { expect, test } from './support/test';

// Issue 8 part 7: Settings with the keyboard alone (rules in support/keyboard.ts).

/** The value shown under a label of the read-only details. */
function detail(page: Page, label: string) {
  return page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd');
}

/** Tabs to a field, empties it and types the new value. */
async function replaceIn(page: Page, name: string, text: string) {
  await tabTo(page, field(page, name));
  await clearFocused(page);
  await page.keyboard.type(text);
}

test('edit the details with the keyboard alone', async ({ page, request }) => {
  const { person, uri } = await aRegisteredPerson(request, 'kb-details');
  await signIn(page, person.email, person.password, uri);
  await openFromMenu(page, 'Settings');

  const edit = page.getByRole('button', { name: 'Edit details' });
  await tabTo(page, edit);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit details' });
  await expect(field(page, 'First name')).toBeFocused();
  await replaceIn(page, 'First name', 'Katherine');
  await replaceIn(page, 'Last name', 'Johnson');
  await replaceIn(page, 'Mobile number', '1709876543');
  await replaceIn(page, 'Postal code', '20095');
  await chooseOption(page, dialog.getByRole('combobox', { name: 'City', exact: true }), 'Hamburg', 'Hamburg');
  await tabTo(page, dialog.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');

  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: messages.detailsUpdated })).toBeVisible();
  await expect(detail(page, 'First name')).toHaveText('Katherine');
  await expect(detail(page, 'City')).toHaveText('Hamburg');
  await expect(detail(page, 'Mobile')).toHaveText('+49 1709876543 (DE)');
  await expect(edit).toBeFocused();

  // Escape leaves the dialog without saving, and the focus is back on its button.
  await page.keyboard.press('Enter');
  await expect(field(page, 'First name')).toBeFocused();
  await page.keyboard.type('xyz');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();
  await expect(detail(page, 'First name')).toHaveText('Katherine');
});

test('change the password with the keyboard alone, then sign in with the new one', async ({
  page,
  request,
}) => {
  const { person, uri } = await aRegisteredPerson(request, 'kb-newpass');
  const newPassword = 'Keyboard-Settings-Password-5';
  await signIn(page, person.email, person.password, uri);
  await openFromMenu(page, 'Settings');

  const change = page.getByRole('button', { name: 'Change password' });
  await tabTo(page, change);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await typeInto(page, field(page, 'Current password'), person.password);
  // The show/hide toggle of each password field is reached with Tab.
  await tabTo(page, dialog.getByRole('button', { name: 'Toggle password visibility' }).first());
  await page.keyboard.press('Space');
  await expect(field(page, 'Current password')).toHaveAttribute('type', 'text');
  await typeInto(page, field(page, 'New password'), newPassword);
  await typeInto(page, field(page, 'Confirm new password'), newPassword);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: messages.passwordUpdated })).toBeVisible();
  await expect(change).toBeFocused();

  await tabTo(page, page.getByRole('button', { name: 'Logout' }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dev-portal\/$/);
  await signIn(page, person.email, newPassword, uri);
});

test('delete the account with the keyboard alone', async ({ page, request }) => {
  const { person, uri } = await aRegisteredPerson(request, 'kb-delete');
  await signIn(page, person.email, person.password, uri);
  await openFromMenu(page, 'Settings');

  await tabTo(page, page.getByRole('button', { name: 'Delete account' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete account' });
  await expect(dialog.getByText(messages.confirmDeleteAccount)).toBeVisible();
  // Cancel has the focus, so Enter alone deletes nothing.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await tabTo(page, dialog.getByRole('button', { name: 'Delete' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dev-portal\/$/);
  await expect(page.getByText(messages.accountDeleted)).toBeVisible();
});

test('sign out another session and read the security log with the keyboard alone', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const { person, uri } = await aRegisteredPerson(request, 'kb-sessions');
  const other = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  });
  await signIn(await other.newPage(), person.email, person.password, uri);
  await signIn(page, person.email, person.password, uri);
  await openFromMenu(page, 'Settings');

  const signOut = page.getByRole('button', { name: 'Sign out Firefox 133 (Windows), 127.0.0.1' });
  await tabTo(page, signOut);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: messages.sessionsConfirmOneTitle });
  // The focus starts on Cancel: Enter by habit ends nothing.
  await expect(dialog.getByRole('button', { name: messages.kitCancel })).toBeFocused();
  await tabTo(page, dialog.getByRole('button', { name: messages.sessionsSignOut }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(messages.sessionsEndedOne)).toBeVisible();

  // The log's table is reached from the keyboard and says what happened.
  const log = page.getByRole('table', { name: messages.securityLogTitle });
  await expect(log.getByRole('row').nth(1)).toContainText(messages.auditEventSecuritySessionEnded);
  await tabTo(page, page.getByRole('button', { name: 'Delete account' }));
  await other.close();
});
