import { signedInOwner } from './support/arranged-states';
import { expectAccessible } from './support/axe';
import { englishTextsOn, inGerman } from './support/catalogues';
import { registerFrontendApp } from './support/operator';
import { cutButtonLabels, expectDialogFits, expectNoSidewaysScroll } from './support/phone';
import { createClientByApi } from './support/portal-api';
import { expect, test } from './support/test';

test('settings and front-end apps on a phone: dialogs that fit, an app opened', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { session } = await signedInOwner(page, request, 'phone-settings');
  await registerFrontendApp(request, session.companyId, 'Environment Stations', '/demo-apps/stations/');
  await createClientByApi(request, session, 'Stations viewer');

  await page.goto('home/view-settings');
  for (const name of ['Edit details', 'Change password', 'Delete account']) {
    await page.getByRole('button', { name }).click();
    const dialog = page.getByRole('dialog', { name });
    await expectDialogFits(page, dialog);
    await expectAccessible(page, `${name} dialog, phone`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  await expectNoSidewaysScroll(page);

  // On a phone the header has no language select: Settings has the switch, and every screen follows.
  const languages = page.getByRole('radiogroup', { name: 'Language' });
  await expect(languages.getByRole('radio', { name: 'English' })).toBeChecked();
  await languages.getByText('Deutsch', { exact: true }).tap();
  const german = page.getByRole('radiogroup', { name: inGerman('Language') });
  await expect(german.getByRole('radio', { name: 'Deutsch' })).toBeChecked();
  // The screens are drawn anew in German; the switch keeps the focus.
  await expect(german.getByRole('radio', { name: 'Deutsch' })).toBeFocused();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect.poll(() => englishTextsOn(page)).toEqual([]);
  // German's longer words wrap where they do not fit: no button's label is cut off.
  await expect.poll(() => cutButtonLabels(page), { message: 'buttons with a cut label' }).toEqual([]);
  await german.getByText('English', { exact: true }).tap();
  await expect(
    page.getByRole('radiogroup', { name: 'Language' }).getByRole('radio', { name: 'English' }),
  ).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.goto('home/view-frontend-apps');
  await expect(page.getByRole('combobox', { name: 'Front-end app' })).toHaveValue('Environment Stations');
  const app = page.locator('iframe[title="Front-end app: Environment Stations"]');
  await expect(app).toBeVisible();
  const box = await app.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await expect(
    page.frameLocator('iframe[title="Front-end app: Environment Stations"]').getByRole('heading', {
      name: 'Environment stations',
    }),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'Front-end apps, phone');
});
