import { messages } from '@ddp/contract';
import { aRegisteredPerson } from './support/accounts';
import { expectAccessible } from './support/axe';
import { field } from './support/fields';
import { expectDialogFits, expectNoSidewaysScroll, expectWithinWidth } from './support/phone';
import {
  downloadedCodes,
  makeCodesInDialog,
  recoveryCodeStep,
  recoveryDialog,
  recoverySection,
  useCodesByApi,
} from './support/recovery-codes';
import { signIn } from './support/sign-in';
import { expect, test } from './support/test';

// Issue 22, part 2 at a phone's size: the same actions as on the desktop, in a dialog that fits.

test('on a phone, codes made and saved in Settings sign in once each, and few left are warned of', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const { person, uri } = await aRegisteredPerson(request, 'phone-recovery');
  await signIn(page, person.email, person.password, uri);
  await page.goto('home/view-settings');
  const section = recoverySection(page);
  await expect(section.getByText(messages.recoveryNoneYet)).toBeVisible();

  await section.getByRole('button', { name: messages.recoveryMake }).click();
  const dialog = recoveryDialog(page);
  await expectDialogFits(page, dialog);
  await expectAccessible(page, 'make recovery codes, phone');
  const codes = await makeCodesInDialog(page, person.password);
  await expectDialogFits(page, dialog);
  for (const name of [messages.recoveryDownload, messages.recoveryCopy, messages.recoverySaved]) {
    await expectWithinWidth(dialog.getByRole('button', { name }));
  }
  await expectAccessible(page, 'the new recovery codes, phone');
  const file = await downloadedCodes(page);
  expect(file.name).toBe('developer-portal-recovery-codes.txt');
  expect(file.lines.slice(3, 13)).toEqual(codes.map((code, at) => `${at + 1}. ${code}`));
  await dialog.getByRole('button', { name: messages.recoverySaved }).click();
  await expect(section.getByText(messages.recoveryLeft({ left: 10, total: 10 }))).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.getByRole('button', { name: messages.layoutToggleMenu }).click();
  await page.getByRole('button', { name: messages.layoutLogout }).click();
  await expect(page).toHaveURL(/\/dev-portal\/$/);
  await recoveryCodeStep(page, person.email, person.password, codes[0] ?? '');
  await expect(page).toHaveURL(/\/dev-portal\/home\/view-settings$/);
  await expect(page.getByText(messages.recoverySignedInLeft({ left: 9 }))).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.getByRole('button', { name: messages.layoutToggleMenu }).click();
  await page.getByRole('button', { name: messages.layoutLogout }).click();
  await recoveryCodeStep(page, person.email, person.password, codes[0] ?? '');
  await expect(page.getByRole('alert').filter({ hasText: messages.recoveryCodeRefused })).toBeVisible();
  await expect(field(page, messages.recoveryCodeLabel)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'code screen with a recovery code, phone');

  await useCodesByApi(request, person.email, person.password, codes.slice(1, 8));
  await signIn(page, person.email, person.password, uri);
  await page.goto('home/view-settings');
  await expect(recoverySection(page).getByText(messages.recoveryLowWarning({ left: 2 }))).toBeVisible();
  await expectNoSidewaysScroll(page);
});
