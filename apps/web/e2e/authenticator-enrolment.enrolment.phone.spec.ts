import { messages } from '@ddp/contract';
import { passwordStep } from './support/accounts';
import { expectAccessible } from './support/axe';
import { mailedEnrolmentCode, shownKey } from './support/enrolment';
import { field } from './support/fields';
import { aPerson } from './support/people';
import { expectDialogFits, expectNoSidewaysScroll, expectWithinWidth } from './support/phone';
import { registerByApi } from './support/portal-api';
import { expect, test } from './support/test';
import { freshCode } from './support/totp';

test('on a phone: the authenticator set up on screen, then changed in Settings', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const person = aPerson('enrolphone');
  await registerByApi(request, person);
  await passwordStep(page, person.email, person.password);
  await expect(page).toHaveURL(/\/dev-portal\/enrol-authenticator$/);
  await field(page, messages.enrolMailCodeLabel).fill(await mailedEnrolmentCode(request, person.email));
  await page.getByRole('button', { name: messages.enrolShowQr }).tap();
  const uri = await shownKey(page, person.email);
  // The QR code and the key fit the phone's width; nothing scrolls sideways.
  await expectWithinWidth(page.getByRole('img', { name: messages.enrolQrAlt }));
  await expectWithinWidth(page.getByTestId('authenticator-key'));
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'Enrolment, the QR code, phone');
  await field(page, messages.enrolCodeLabel).fill(await freshCode(uri));
  await page.getByRole('button', { name: messages.enrolFinish }).tap();
  await expect(page).toHaveURL(/\/dev-portal\/home\/view-credentials$/);

  await page.goto('home/view-settings');
  await page.getByRole('button', { name: messages.authChangeButton }).tap();
  const dialog = page.getByRole('dialog', { name: messages.authChangeButton });
  await expectDialogFits(page, dialog);
  await dialog.getByRole('textbox', { name: messages.authChangeCurrentCode }).fill(await freshCode(uri));
  await dialog.getByRole('button', { name: messages.authChangeContinue }).tap();
  const replacement = await shownKey(dialog, person.email);
  await expectWithinWidth(dialog.getByRole('img', { name: messages.enrolQrAlt }));
  await expectAccessible(page, 'Change authenticator, the new QR code, phone');
  await dialog.getByRole('textbox', { name: messages.authChangeNewCode }).fill(await freshCode(replacement));
  await dialog.getByRole('button', { name: messages.authChangeConfirm }).tap();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(messages.authenticatorChanged)).toBeVisible();
  await expectNoSidewaysScroll(page);
});
