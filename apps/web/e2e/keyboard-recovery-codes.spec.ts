import { messages } from '@ddp/contract';
import { aRegisteredPerson } from './support/accounts';
import { field } from './support/fields';
import { expectFocusInSight, openFromMenu, tabTo, tabToward, typeInto } from './support/keyboard';
import { recoveryDialog, recoverySection } from './support/recovery-codes';
import { signIn } from './support/sign-in';
import { expect, test } from './support/test';

// Issue 22, part 2 with the keyboard alone (rules in support/keyboard.ts): make the codes in
// Settings, then sign in with one on the code screen.

test('make recovery codes and sign in with one, with the keyboard alone', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { person, uri } = await aRegisteredPerson(request, 'kb-recovery');
  await signIn(page, person.email, person.password, uri);
  await openFromMenu(page, 'Settings');

  const make = recoverySection(page).getByRole('button', { name: messages.recoveryMake });
  await tabTo(page, make);
  await page.keyboard.press('Enter');
  const dialog = recoveryDialog(page);
  await expect(field(page, messages.accountCurrentPassword)).toBeFocused();
  await page.keyboard.type(person.password);
  await page.keyboard.press('Enter');
  const codes = dialog.getByRole('list', { name: messages.recoveryCodesListLabel }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const code = (await codes.nth(4).textContent()) ?? '';
  const saved = dialog.getByRole('button', { name: messages.recoverySaved });
  await tabTo(page, saved);
  await expectFocusInSight(page);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  // The focus is back on the section's button, which now makes new codes.
  await expect(recoverySection(page).getByRole('button', { name: messages.recoveryMakeNew })).toBeFocused();

  const logout = page.getByRole('button', { name: 'Logout' });
  await tabToward(page, logout);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dev-portal\/$/);
  await typeInto(page, field(page, 'E-mail'), person.email);
  await typeInto(page, field(page, 'Password'), person.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dev-portal\/2fa$/);

  // To the recovery code and back, and to it again: each time the field to type in has the focus.
  await tabTo(page, page.getByRole('button', { name: messages.recoveryUseInstead }));
  await page.keyboard.press('Enter');
  await expect(field(page, messages.recoveryCodeLabel)).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: messages.recoveryUseAuthenticator }));
  await page.keyboard.press('Space');
  await expect(field(page, 'One-time code')).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: messages.recoveryUseInstead }));
  await page.keyboard.press('Enter');
  await expect(field(page, messages.recoveryCodeLabel)).toBeFocused();
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dev-portal\/home\/view-settings$/);
  await expect(page.getByText(messages.recoverySignedInLeft({ left: 9 }))).toBeVisible();
});
