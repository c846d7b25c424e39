import { messages } from '@ddp/contract';
import type { Page } from '@playwright/test';
import { codeStep, passwordStep } from './support/accounts';
import { expectAccessible } from './support/axe';
import { mailedEnrolmentCode, shownKey } from './support/enrolment';
import { field } from './support/fields';
import { typeInto } from './support/keyboard';
import { aPerson, type Person } from './support/people';
import { registerByApi } from './support/portal-api';
import { fillAccountFields, fillDetailFields } from './support/registration-form';
import { expect, test } from './support/test';
import { freshCode } from './support/totp';

// TOTP_ENROLMENT=browser (playwright.enrolment.config.ts): new accounts get no QR code by mail and
// set up their authenticator on screen at the first sign-in, after a mailed code.

async function registerThroughTheForm(page: Page, person: Person) {
  await page.goto('user-registration');
  await fillAccountFields(page, person);
  await page.getByRole('combobox', { name: 'Country', exact: true }).fill('Germany');
  await page.getByRole('option', { name: 'Germany' }).click();
  const city = page.getByRole('combobox', { name: 'City', exact: true });
  await expect(city).toBeEnabled();
  await city.fill('Berlin');
  await page.getByRole('option', { name: 'Berlin', exact: true }).click();
  await fillDetailFields(page, person);
  await page.getByRole('checkbox', { name: /conditions of usage/ }).check();
  await page.getByRole('checkbox', { name: /data protection declaration/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
}

test('a new person registers, sets up the authenticator on screen, and signs in again with its code', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const person = aPerson('enrol');
  await registerThroughTheForm(page, person);
  await expect(page).toHaveURL(/\/dev-portal\/$/);
  await expect(page.getByText(messages.enrolAfterSignUp.trim())).toBeVisible();
  const mailbox = await request.get(`/v1/dev/mailbox?to=${encodeURIComponent(person.email)}`);
  expect((await mailbox.json()).messages, 'no QR code was mailed').toEqual([]);

  await passwordStep(page, person.email, person.password);
  await expect(page).toHaveURL(/\/dev-portal\/enrol-authenticator$/);
  await expect(page.getByRole('heading', { name: messages.titleEnrolAuthenticator, level: 1 })).toBeVisible();
  await expect(page.getByText(person.email)).toBeVisible();
  await expectAccessible(page, 'Enrolment, the mailed code');

  // A wrong mailed code shows no key.
  await field(page, messages.enrolMailCodeLabel).fill('00000000');
  await page.getByRole('button', { name: messages.enrolShowQr }).click();
  await expect(page.getByRole('alert')).toContainText(messages.enrolMailCodeInvalid);
  await expect(page.getByTestId('authenticator-key')).toHaveCount(0);

  await field(page, messages.enrolMailCodeLabel).fill(await mailedEnrolmentCode(request, person.email));
  await page.getByRole('button', { name: messages.enrolShowQr }).click();
  const uri = await shownKey(page, person.email);
  await expectAccessible(page, 'Enrolment, the QR code');

  // A code that is not the new authenticator's does not sign in.
  await field(page, messages.enrolCodeLabel).fill('000000');
  await page.getByRole('button', { name: messages.enrolFinish }).click();
  await expect(page.getByRole('alert')).toContainText(messages.codeInvalid);
  await field(page, messages.enrolCodeLabel).fill(await freshCode(uri));
  await page.getByRole('button', { name: messages.enrolFinish }).click();
  await expect(page).toHaveURL(/\/dev-portal\/home\/view-credentials$/);
  await expect(page.getByText(messages.greeting(person.firstname))).toBeVisible();

  // Signed out and in again: the spec's code screen, with a code from the app just set up.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/dev-portal\/$/);
  await passwordStep(page, person.email, person.password);
  await expect(page).toHaveURL(/\/dev-portal\/2fa$/);
  await codeStep(page, uri);
});

test('the enrolment screens work with the keyboard alone', async ({ page, request }) => {
  const person = aPerson('enrolkeys');
  await registerByApi(request, person);
  await page.goto('./');
  await typeInto(page, field(page, 'E-mail'), person.email);
  await typeInto(page, field(page, 'Password'), person.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dev-portal\/enrol-authenticator$/);
  // Each step's field has the focus: the code is typed and Enter sends it.
  await expect(field(page, messages.enrolMailCodeLabel)).toBeFocused();
  await page.keyboard.type(await mailedEnrolmentCode(request, person.email));
  await page.keyboard.press('Enter');
  const uri = await shownKey(page, person.email);
  await expect(field(page, messages.enrolCodeLabel)).toBeFocused();
  await page.keyboard.type(await freshCode(uri));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dev-portal\/home\/view-credentials$/);
});
