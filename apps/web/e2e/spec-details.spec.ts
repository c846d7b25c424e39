import { messages, paths } from '@ddp/contract';
import { RESET_SUBJECT, resetPathIn } from './support/account-mail';
import { aRegisteredPerson } from './support/accounts';
import { signedInOwner } from './support/arranged-states';
import { expectAccessible } from './support/axe';
import { field } from './support/fields';
import { mailWithSubject } from './support/mail-subjects';
import { createClientByApi } from './support/portal-api';
import { expect, test } from './support/test';

// Issue 18 part 7: details of the spec that were still open.

test('the credential delete alert counts down from 5 s and closes by itself (spec section 9)', async ({
  page,
  request,
}) => {
  const { session } = await signedInOwner(page, request, 'countdown');
  await createClientByApi(request, session, 'Short lived');
  await page.reload();
  await page.getByRole('button', { name: 'Delete Short lived' }).click();
  await page
    .getByRole('dialog', { name: 'Delete credentials' })
    .getByRole('button', { name: 'Delete' })
    .click();
  // The pointer away from the alert: resting on it would pause the countdown for reading.
  await page.mouse.move(0, 0);
  const alert = page.getByRole('status').filter({ hasText: messages.credentialDeleted });
  await expect(alert).toBeVisible();
  await expect(alert.getByTestId('alert-countdown')).toHaveText(/Closes in [45] s/);
  await expect(alert.getByTestId('alert-countdown')).toHaveText('Closes in 2 s', { timeout: 5_000 });
  await expect(alert).toHaveCount(0, { timeout: 4_000 });
});

test('forgot-password and reset refusals show in a popup (spec section 8)', async ({ page, request }) => {
  const { person } = await aRegisteredPerson(request, 'popup');
  await page.goto('forgot-password');
  await field(page, 'E-mail').fill(person.email);
  const send = page.getByRole('button', { name: 'Send' });

  // A failed call: the popup names it; OK closes it and gives the focus back to Send.
  await page.route(`**${paths.forgotPassword}`, (route) => route.abort('connectionrefused'), { times: 1 });
  await send.click();
  const popup = page.getByRole('dialog', { name: 'E-mail not sent' });
  await expect(popup.getByRole('alert')).toHaveText(messages.internalError);
  await expectAccessible(page, 'forgot password, failure popup');
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(popup).toHaveCount(0);
  await expect(send).toBeFocused();

  await send.click();
  await expect(page.getByRole('status').filter({ hasText: messages.forgotSent })).toBeVisible();
  await page.goto(resetPathIn((await mailWithSubject(request, person.email, RESET_SUBJECT)).text));
  await field(page, 'New password').fill('Popup-Reset-Password-2025');
  await field(page, 'Confirm password').fill('Popup-Reset-Password-2025');
  await page.route(`**${paths.customResetPassword}`, (route) => route.abort('connectionrefused'), {
    times: 1,
  });
  await page.getByRole('button', { name: 'Submit' }).click();
  const resetPopup = page.getByRole('dialog', { name: 'Password not reset' });
  await expect(resetPopup.getByRole('alert')).toHaveText(messages.internalError);
  await page.keyboard.press('Escape');
  await expect(resetPopup).toHaveCount(0);
  // Nothing changed: the form is still there and the link still works.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/dev-portal\/$/);
});
