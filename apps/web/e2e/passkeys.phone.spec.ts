import { messages } from '@ddp/contract';
import { aRegisteredPerson, passwordStep } from './support/accounts';
import { expectAccessible } from './support/axe';
import { field } from './support/fields';
import {
  AT_LOCALHOST,
  addDialog,
  addPasskeyInSettings,
  passkeyRow,
  signOut,
  virtualAuthenticator,
} from './support/passkeys';
import { expectDialogFits, expectNoSidewaysScroll, expectWithinWidth } from './support/phone';
import { signIn } from './support/sign-in';
import { expect, test } from './support/test';

// Issue 22, part 3, on a phone (390x844): the same actions as passkeys.spec.ts.
test.use({ baseURL: AT_LOCALHOST });

test('on a phone: adds a passkey, signs in with it, removes it', async ({ page, request }) => {
  test.setTimeout(120_000);
  await virtualAuthenticator(page);
  const { person, uri } = await aRegisteredPerson(request, 'webauthn-phone');
  await signIn(page, person.email, person.password, uri);
  await page.goto('./home/view-settings');
  await expect(page.getByRole('heading', { name: messages.passkeysTitle, level: 2 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

  await page.getByRole('button', { name: messages.passkeysAdd }).click();
  await expectDialogFits(page, addDialog(page));
  await expect(field(page, messages.signInOneTimeCode)).toBeFocused();
  await expectAccessible(page, 'Add a passkey dialog, phone');
  await page.keyboard.press('Escape');
  await expect(addDialog(page)).toBeHidden();

  await addPasskeyInSettings(page, uri, 'Pocket phone');
  const row = passkeyRow(page, 'Pocket phone');
  await expect(row).toHaveCount(1);
  const remove = page.getByRole('button', { name: messages.passkeysRemoveNamed({ name: 'Pocket phone' }) });
  await expectWithinWidth(remove);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'Settings with a passkey, phone');

  await signOut(page);
  await passwordStep(page, person.email, person.password);
  const usePasskey = page.getByRole('button', { name: messages.signInUsePasskey });
  await expectWithinWidth(usePasskey);
  await usePasskey.click();
  await expect(page).toHaveURL(/\/dev-portal\/home\/view-credentials$/);

  await page.goto('./home/view-settings');
  await remove.click();
  const confirm = page.getByRole('dialog', { name: messages.passkeysRemoveTitle });
  await expectDialogFits(page, confirm);
  await confirm.getByRole('button', { name: messages.passkeysRemove }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(0);
  await expect(page.getByText(messages.passkeysEmpty)).toBeVisible();
});
