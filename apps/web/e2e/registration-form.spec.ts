import { messages } from '@ddp/contract';
import { field } from './support/fields';
import { expect, test } from './support/test';

test('registration names every missing field after a submit attempt, and not before', async ({ page }) => {
  await page.goto('user-registration');
  await expect(page.getByText(messages.firstNameRequired)).toHaveCount(0);

  await page.getByRole('checkbox', { name: /conditions of usage/ }).check();
  await page.getByRole('checkbox', { name: /data protection declaration/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();

  for (const text of [
    messages.firstNameRequired,
    messages.lastNameRequired,
    messages.emailRequired,
    messages.countryRequired,
    messages.phoneRequired,
    messages.companyNameRequired,
    messages.projectNameRequired,
    messages.projectDescriptionRequired,
  ]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  // Keyboard users land on the first field to fix.
  await expect(field(page, 'First name')).toBeFocused();

  await field(page, 'Phone number').fill('12ab5');
  await expect(page.getByText(messages.phoneDigitsOnly)).toBeVisible();
});

test('sign-in keeps its button disabled until the form is valid', async ({ page }) => {
  await page.goto('./');
  const submit = page.getByRole('button', { name: 'Sign in' });
  await expect(submit).toBeDisabled();
  await field(page, 'E-mail').fill('someone@example.com');
  await expect(submit).toBeDisabled();
  await field(page, 'Password').fill('anything');
  await expect(submit).toBeEnabled();
});

test('a wrong password shows the server message', async ({ page }) => {
  await page.goto('./');
  await field(page, 'E-mail').fill('nobody-here@example.com');
  await field(page, 'Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText(messages.loginFailed);
});
