import { messages } from '@ddp/contract';
import type { Page } from '@playwright/test';
import { aRegisteredPerson, codeStep, passwordStep } from './support/accounts';
import { field } from './support/fields';
import { anInvitee, completeByApi, inviteByApi } from './support/invitations';
import { signInByApi } from './support/portal-api';
import { signIn } from './support/sign-in';
import { snapshot } from './support/teams-screen';
import { expect, test } from './support/test';

const NEW_PASSWORD = 'Settings-Changed-Password-8';

async function openSettings(page: Page) {
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/dev-portal\/home\/view-settings$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
}

/** The value shown under a label of the read-only details. */
function detail(page: Page, label: string) {
  return page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd');
}

test('settings show the details and the last logins, and save edited details', async ({
  page,
  request,
}, testInfo) => {
  const { person, uri } = await aRegisteredPerson(request, 'settings');
  await passwordStep(page, person.email, 'A-Wrong-Password-000');
  await signIn(page, person.email, person.password, uri);
  await openSettings(page);

  await expect(detail(page, 'First name')).toHaveText(person.firstname);
  await expect(detail(page, 'E-mail')).toHaveText(person.email);
  await expect(detail(page, 'Mobile')).toHaveText(`+49 ${person.phonenumber} (DE)`);
  await expect(detail(page, 'City')).toHaveText('Berlin');
  const loginActivity = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Login activity', level: 2 }) });
  await expect(loginActivity.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} GMT$/)).toHaveCount(2);
  await snapshot(page, testInfo, 'settings');

  await page.getByRole('button', { name: 'Edit details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit details' });
  await expect(field(page, 'First name')).toBeFocused();
  await field(page, 'First name').fill(' ');
  await field(page, 'Mobile number').fill('12345a');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(messages.firstNameRequired)).toBeVisible();
  await expect(dialog.getByText(messages.phoneDigitsOnly)).toBeVisible();
  await snapshot(page, testInfo, 'settings-edit-errors');

  await field(page, 'First name').fill('Katherine');
  await field(page, 'Last name').fill('Johnson');
  await field(page, 'Mobile number').fill('1709876543');
  await field(page, 'Postal code').fill('20095');
  const city = dialog.getByRole('combobox', { name: 'City', exact: true });
  await city.fill('Hamburg');
  await page.getByRole('option', { name: 'Hamburg', exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: messages.detailsUpdated })).toBeVisible();
  await expect(detail(page, 'Last name')).toHaveText('Johnson');
  await expect(detail(page, 'City')).toHaveText('Hamburg');
  await expect(detail(page, 'Mobile')).toHaveText('+49 1709876543 (DE)');
  // The focus goes back to the button that opened the dialog.
  await expect(page.getByRole('button', { name: 'Edit details' })).toBeFocused();
});

test('a changed password is the one that signs in next time', async ({ page, request }, testInfo) => {
  const { person, uri } = await aRegisteredPerson(request, 'newpass');
  await signIn(page, person.email, person.password, uri);
  await openSettings(page);

  await page.getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await field(page, 'Current password').fill('Not-My-Password-1234');
  await field(page, 'New password').fill(NEW_PASSWORD);
  await field(page, 'Confirm new password').fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog.getByText(messages.oldPasswordWrong)).toBeVisible();
  await snapshot(page, testInfo, 'settings-password-wrong');

  // The toggle shows what was typed.
  await dialog.getByRole('button', { name: 'Toggle password visibility' }).first().click();
  await expect(field(page, 'Current password')).toHaveAttribute('type', 'text');

  await field(page, 'Current password').fill(person.password);
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: messages.passwordUpdated })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await passwordStep(page, person.email, person.password);
  await expect(page.getByRole('alert')).toHaveText(messages.loginFailed);
  await passwordStep(page, person.email, NEW_PASSWORD);
  await codeStep(page, uri);
});

test('a deleted account is gone: Login says so and the password no longer works', async ({
  page,
  request,
}, testInfo) => {
  const { person, uri } = await aRegisteredPerson(request, 'delete');
  await signIn(page, person.email, person.password, uri);
  await openSettings(page);

  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete account' });
  await expect(dialog.getByText(messages.confirmDeleteAccount)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await snapshot(page, testInfo, 'settings-delete');
  await dialog.getByRole('button', { name: 'Delete' }).click();

  await expect(page).toHaveURL(/\/dev-portal\/$/);
  await expect(page.getByText(messages.accountDeleted)).toBeVisible();
  await passwordStep(page, person.email, person.password);
  await expect(page.getByRole('alert')).toHaveText(messages.loginFailed);
});

test('the last Owner of a team cannot delete the account', async ({ page, request }) => {
  const { person, uri } = await aRegisteredPerson(request, 'lastowner');
  const owner = await signInByApi(request, person.email, person.password, uri);
  const colleague = anInvitee('Mary', 'Jackson');
  await inviteByApi(request, owner, colleague);
  await completeByApi(request, colleague, 'Colleague-Password-2025');

  await signIn(page, person.email, person.password, uri);
  await openSettings(page);
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete account' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText(messages.accountNotDeleted);
  await expect(alert).toContainText(messages.lastOwner);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/dev-portal\/home\/view-settings$/);
});
