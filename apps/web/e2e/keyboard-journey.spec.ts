import { messages } from '@ddp/contract';
import { aRegisteredPerson } from './support/accounts';
import { field } from './support/fields';
import { tabTo } from './support/keyboard';
import { expect, test } from './support/test';
import { freshCode } from './support/totp';

// Issue 8 part 7: the main journey with the keyboard alone (rules in support/keyboard.ts).

test('sign in, generate a credential, visit Teams and log out with the keyboard alone', async ({
  page,
  request,
}) => {
  const { person, uri } = await aRegisteredPerson(request, 'keyboard');
  await page.goto('./');

  // Password step: the fields in order, Enter sends the form.
  await tabTo(page, field(page, 'E-mail'));
  await page.keyboard.type(person.email);
  await tabTo(page, field(page, 'Password'));
  await page.keyboard.type(person.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/2fa$/);

  await tabTo(page, field(page, 'One-time code'));
  await page.keyboard.type(await freshCode(uri));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home\/view-credentials$/);

  // Tabs move with the arrows; Enter in the field generates.
  await tabTo(page, page.getByRole('tab', { name: 'View Personal Credentials' }));
  await page.keyboard.press('ArrowRight');
  const generate = page.getByRole('tab', { name: 'Generate OAuth2.0 Credentials' });
  await expect(generate).toHaveAttribute('aria-selected', 'true');
  await tabTo(page, page.getByRole('textbox', { name: 'Enter Application Name' }));
  await page.keyboard.type('Keyboard client');
  await page.keyboard.press('Enter');

  // The shown-once dialog keeps the focus inside; Space on its button closes it, and the focus
  // lands on the list it leads to, not on the start of the page.
  const shown = page.getByRole('dialog', { name: 'New credentials generated' });
  await expect(shown.getByText(messages.credentialCreated)).toBeVisible();
  await tabTo(page, shown.getByRole('button', { name: 'I have saved it' }));
  await page.keyboard.press('Space');
  await expect(shown).toBeHidden();
  const personal = page.getByRole('tab', { name: 'View Personal Credentials' });
  await expect(personal).toHaveAttribute('aria-selected', 'true');
  await expect(personal).toBeFocused();

  // Escape closes a confirmation without doing anything, and the focus goes back to its button.
  const remove = page.getByRole('button', { name: 'Delete Keyboard client' });
  await tabTo(page, remove);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Delete credentials' });
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();

  // The side menu is behind the screen in the tab order: Shift+Tab reaches it.
  await tabTo(page, page.getByRole('link', { name: 'Teams' }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home\/view-teams$/);
  await expect(page.getByRole('heading', { name: 'Teams', level: 1 })).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Logout' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dev-portal\/$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});
