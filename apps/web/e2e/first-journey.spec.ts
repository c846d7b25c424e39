import { messages } from '@ddp/contract';
import type { Page } from '@playwright/test';
import { field } from './support/fields';
import { newestMailTo, otpauthUriIn } from './support/mail';
import { aPerson, type Person } from './support/people';
import { fillAccountFields, fillDetailFields } from './support/registration-form';
import { expect, test } from './support/test';
import { freshCode } from './support/totp';

async function registerThroughTheForm(page: Page, person: Person) {
  await page.goto('user-registration');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await fillAccountFields(page, person);

  await page.getByRole('combobox', { name: 'Country', exact: true }).fill('Germany');
  await page.getByRole('option', { name: 'Germany' }).click();
  const city = page.getByRole('combobox', { name: 'City', exact: true });
  await expect(city).toBeEnabled();
  await city.fill('Berlin');
  await page.getByRole('option', { name: 'Berlin', exact: true }).click();

  await fillDetailFields(page, person);

  const create = page.getByRole('button', { name: 'Create Account' });
  await expect(create).toBeDisabled();
  await page.getByRole('checkbox', { name: /conditions of usage/ }).check();
  await expect(create).toBeDisabled();
  await page.getByRole('checkbox', { name: /data protection declaration/ }).check();
  await create.click();
}

async function signIn(page: Page, person: Person, uri: string) {
  await page.goto('./');
  await field(page, 'E-mail').fill(person.email);
  await field(page, 'Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dev-portal\/2fa$/);

  // An empty code is marked and not sent; a wrong one shows the server's message.
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(messages.codeRequired)).toBeVisible();
  await field(page, 'One-time code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText(messages.codeInvalid);

  await field(page, 'One-time code').fill(await freshCode(uri));
  await page.getByRole('button', { name: 'Verify' }).click();
}

test('a new user registers, gets the QR mail, signs in with password and code, and logs out', async ({
  page,
  request,
}) => {
  const person = aPerson();
  // The server's CSP allows no inline scripts; anything the page does against it shows here.
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) cspViolations.push(message.text());
  });

  await registerThroughTheForm(page, person);
  await expect(page).toHaveURL(/\/dev-portal\/$/);
  await expect(page.getByText(messages.emailDetailsSuffix.trim())).toBeVisible();

  const mail = await newestMailTo(request, person.email);
  expect(mail.attachments.some((attachment) => attachment.contentType === 'image/png')).toBe(true);
  const uri = otpauthUriIn(mail.text);

  await signIn(page, person, uri);
  await expect(page).toHaveURL(/\/dev-portal\/home\/view-credentials$/);
  await expect(page.getByRole('heading', { name: 'Credentials', level: 1 })).toBeVisible();
  await expect(page.getByText(messages.greeting(person.firstname))).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/dev-portal\/home\/view-credentials$/);
  await expect(page.getByText(messages.greeting(person.firstname))).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/dev-portal\/$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  await page.goto('home/view-credentials');
  await expect(page).toHaveURL(/\/dev-portal\/\?entry=success$/);
  await expect(page.getByText(messages.loginEntryRequired)).toBeVisible();
  expect(cspViolations).toEqual([]);
});

test('the protected pages and the code screen send a visitor without a session to sign-in', async ({
  page,
}) => {
  await page.goto('home');
  await expect(page).toHaveURL(/\?entry=success$/);
  await expect(page.getByText(messages.loginEntryRequired)).toBeVisible();

  await page.goto('2fa');
  await expect(page).toHaveURL(/\?entry=success$/);
});

test('Login shows why a session ended', async ({ page }) => {
  await page.goto('?logout=success');
  await expect(page.getByText(messages.loggedOutIdle)).toBeVisible();
  await page.goto('?logout=maximumsessiontime');
  await expect(page.getByText(messages.loggedOutMaxTime)).toBeVisible();
});
