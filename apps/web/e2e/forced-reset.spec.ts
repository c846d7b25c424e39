import { messages } from '@ddp/contract';
import { aRegisteredPerson, codeStep, passwordStep } from './support/accounts';
import { field } from './support/fields';
import { advanceServerClock, DAY_MS } from './support/server-clock';
import { snapshot } from './support/teams-screen';
import { expect, test } from './support/test';

const NEW_PASSWORD = 'Ninety-One-Days-Later-7';

test('a password older than 90 days must be changed before the code step', async ({
  page,
  request,
}, testInfo) => {
  const { person, uri } = await aRegisteredPerson(request, 'aged');
  await advanceServerClock(request, 91 * DAY_MS);

  await passwordStep(page, person.email, person.password);
  await expect(page).toHaveURL(/\/dev-portal\/resetpassword$/);
  await expect(page.getByText(messages.passwordTooOld)).toBeVisible();

  // Send stays disabled until all three fields are filled (spec section 2).
  const send = page.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await field(page, 'Old password').fill(person.password);
  await field(page, 'New password').fill(NEW_PASSWORD);
  await expect(send).toBeDisabled();
  await field(page, 'Confirm password').fill(`${NEW_PASSWORD}x`);
  await expect(page.getByText(messages.passwordsNotIdentical)).toHaveCount(0);
  await send.click();
  await expect(page.getByText(messages.passwordsNotIdentical)).toBeVisible();
  await snapshot(page, testInfo, 'forced-reset-errors');

  // The server insists on a new password.
  await field(page, 'New password').fill(person.password);
  await field(page, 'Confirm password').fill(person.password);
  await send.click();
  await expect(page.getByText(messages.passwordMustDiffer)).toBeVisible();

  await field(page, 'New password').fill(NEW_PASSWORD);
  await field(page, 'Confirm password').fill(NEW_PASSWORD);
  await send.click();
  await expect(page).toHaveURL(/\/dev-portal\/2fa$/);
  await expect(page.getByText(messages.forcedResetDone)).toBeVisible();
  await codeStep(page, uri);

  // Next time the new password leads straight to the code step.
  await page.getByRole('button', { name: 'Logout' }).click();
  await passwordStep(page, person.email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/dev-portal\/2fa$/);
});

test('the forced reset needs the password step first', async ({ page }) => {
  await page.goto('resetpassword');
  await expect(page).toHaveURL(/\?entry=success$/);
});
