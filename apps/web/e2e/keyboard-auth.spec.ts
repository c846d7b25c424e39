import { messages } from '@ddp/contract';
import type { Page } from '@playwright/test';
import { RESET_SUBJECT, resetPathIn } from './support/account-mail';
import { aRegisteredPerson } from './support/accounts';
import { field } from './support/fields';
import { chooseOption, tabTo, typeInto } from './support/keyboard';
import { newestMailTo, otpauthUriIn } from './support/mail';
import { mailWithSubject } from './support/mail-subjects';
import { aPerson } from './support/people';
import { advanceServerClock, DAY_MS } from './support/server-clock';
import { expect, test } from './support/test';
import { freshCode } from './support/totp';

// Issue 8 part 7: registration, sign-in, the QR code again, the forgotten password and the forced
// reset with the keyboard alone (rules in support/keyboard.ts).

/** E-mail and password on Login, Enter sends them. */
async function passwordStepByKeyboard(page: Page, email: string, password: string) {
  await page.goto('./');
  await typeInto(page, field(page, 'E-mail'), email);
  await typeInto(page, field(page, 'Password'), password);
  await page.keyboard.press('Enter');
}

/** The code from the authenticator, typed into the code screen; Enter sends it. */
async function codeStepByKeyboard(page: Page, uri: string) {
  await typeInto(page, field(page, 'One-time code'), await freshCode(uri));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dev-portal\/home\/view-credentials$/);
}

test('register with the form, then sign in with password and code, with the keyboard alone', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const person = aPerson('kb-register');
  await page.goto('./');
  await tabTo(page, page.getByRole('link', { name: 'Create an account' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();

  await typeInto(page, field(page, 'First name'), person.firstname);
  await typeInto(page, field(page, 'Last name'), person.lastname);
  await typeInto(page, field(page, 'E-mail'), person.email);
  await typeInto(page, field(page, 'Password'), person.password);
  await typeInto(page, field(page, 'Confirm password'), person.password);
  // The searchable selects: type to narrow, arrows to the option, Enter to take it.
  await chooseOption(
    page,
    page.getByRole('combobox', { name: 'Country', exact: true }),
    'Germany',
    'Germany',
  );
  const city = page.getByRole('combobox', { name: 'City', exact: true });
  await expect(city).toBeEnabled();
  await chooseOption(page, city, 'Berlin', 'Berlin');
  await expect(city).toHaveValue('Berlin');
  await typeInto(page, field(page, 'Street and number'), person.street);
  await typeInto(page, field(page, 'Postal code'), person.postal);
  await typeInto(page, field(page, 'Phone number'), person.phonenumber);
  await typeInto(page, field(page, 'Company name'), person.companyname);
  await typeInto(page, field(page, 'Project name'), person.projectname);
  await typeInto(page, field(page, 'Project description'), person.projectdescription);
  await typeInto(page, field(page, 'Purpose'), person.purpose);

  // Both consents with Space; only then Create Account is enabled.
  const create = page.getByRole('button', { name: 'Create Account' });
  await expect(create).toBeDisabled();
  for (const consent of [/conditions of usage/, /data protection declaration/]) {
    const box = page.getByRole('checkbox', { name: consent });
    await tabTo(page, box);
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  await tabTo(page, create);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dev-portal\/$/);
  await expect(page.getByText(messages.emailDetailsSuffix.trim())).toBeVisible();

  // The QR code comes by mail; the authenticator set up from it gives the codes.
  const uri = otpauthUriIn((await newestMailTo(request, person.email)).text);
  await typeInto(page, field(page, 'E-mail'), person.email);
  await typeInto(page, field(page, 'Password'), person.password);
  // The show/hide toggle is in the tab order after the field: Space shows what was typed.
  const toggle = page.getByRole('button', { name: 'Toggle password visibility' });
  await tabTo(page, toggle);
  await page.keyboard.press('Space');
  await expect(field(page, 'Password')).toHaveAttribute('type', 'text');
  await tabTo(page, page.getByRole('button', { name: 'Sign in' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dev-portal\/2fa$/);

  // A wrong code shows the server's message; the field takes another code.
  const code = field(page, 'One-time code');
  await typeInto(page, code, '000000');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toContainText(messages.codeInvalid);
  await tabTo(page, code);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(await freshCode(uri));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dev-portal\/home\/view-credentials$/);
  await expect(page.getByText(messages.greeting(person.firstname))).toBeVisible();
});

test('the QR code is sent again from the code screen with the keyboard alone', async ({ page, request }) => {
  const { person, uri } = await aRegisteredPerson(request, 'kb-resend');
  await passwordStepByKeyboard(page, person.email, person.password);
  await expect(page).toHaveURL(/\/dev-portal\/2fa$/);
  await tabTo(page, page.getByRole('link', { name: 'Send the QR code again' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Resend QR code' })).toBeVisible();

  await typeInto(page, field(page, 'E-mail'), person.email);
  await typeInto(page, field(page, 'Password'), person.password);
  await tabTo(page, page.getByRole('button', { name: 'Send' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: messages.qrResent })).toBeVisible();
  await expect(page).toHaveURL(/\/dev-portal\/$/, { timeout: 10_000 });
  await expect(page.getByText(messages.qrResent)).toBeVisible();
  // A new seed: the authenticator set up before stops working.
  expect(otpauthUriIn((await newestMailTo(request, person.email)).text)).not.toBe(uri);
});

test('a forgotten password is reset from the mailed link with the keyboard alone', async ({
  page,
  request,
}) => {
  const { person, uri } = await aRegisteredPerson(request, 'kb-forgot');
  const newPassword = 'Keyboard-Reset-Password-31';
  await page.goto('./');
  await tabTo(page, page.getByRole('link', { name: 'Forgot password?' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
  await typeInto(page, field(page, 'E-mail'), person.email);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: messages.forgotSent })).toBeVisible();

  // The link from the mail opens the reset form.
  await page.goto(resetPathIn((await mailWithSubject(request, person.email, RESET_SUBJECT)).text));
  await expect(page.getByText(messages.linkValid)).toBeVisible();
  // A mismatch is named after the submit attempt, on the field.
  await typeInto(page, field(page, 'New password'), newPassword);
  await typeInto(page, field(page, 'Confirm password'), `${newPassword}x`);
  await page.keyboard.press('Enter');
  await expect(page.getByText(messages.passwordsNotIdentical)).toBeVisible();
  await tabTo(page, field(page, 'Confirm password'), 'Shift+Tab');
  await page.keyboard.press('End');
  await page.keyboard.press('Backspace');
  await tabTo(page, page.getByRole('button', { name: 'Submit' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dev-portal\/$/);
  await expect(page.getByText(messages.passwordResetDone)).toBeVisible();

  await passwordStepByKeyboard(page, person.email, newPassword);
  await expect(page).toHaveURL(/\/dev-portal\/2fa$/);
  await codeStepByKeyboard(page, uri);
});

test('the forced reset after 90 days is done with the keyboard alone', async ({ page, request }) => {
  const { person, uri } = await aRegisteredPerson(request, 'kb-aged');
  const newPassword = 'Keyboard-Forced-Password-47';
  await advanceServerClock(request, 91 * DAY_MS);

  await passwordStepByKeyboard(page, person.email, person.password);
  await expect(page).toHaveURL(/\/dev-portal\/resetpassword$/);
  await expect(page.getByText(messages.passwordTooOld)).toBeVisible();
  await typeInto(page, field(page, 'Old password'), person.password);
  await typeInto(page, field(page, 'New password'), newPassword);
  await typeInto(page, field(page, 'Confirm password'), newPassword);
  await tabTo(page, page.getByRole('button', { name: 'Send' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dev-portal\/2fa$/);
  await expect(page.getByText(messages.forcedResetDone)).toBeVisible();
  await codeStepByKeyboard(page, uri);
});
