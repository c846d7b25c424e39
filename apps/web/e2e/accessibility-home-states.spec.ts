import { messages, paths } from '@ddp/contract';
import type { Page } from '@playwright/test';
import { openFromMenu, signedInMember, signedInOwner } from './support/arranged-states';
import { expectAccessible } from './support/axe';
import { field } from './support/fields';
import { registerFrontendApp } from './support/operator';
import { createClientByApi, deleteFirstCredentialByApi } from './support/portal-api';
import { expect, test } from './support/test';

// Issue 8 part 7: /home screens in the states accessibility-home.spec.ts does not reach: empty
// lists, refusals, and the alerts of success and failure.

const NEW_PASSWORD = 'Accessible-Changed-Password-5';

/** A call that fails as a lost connection does: the screen shows 'Internal Server Error'. */
const cutOff = (page: Page, path: string) =>
  page.route(`**${path}*`, (route) => route.abort('connectionrefused'));

test('a member without admin rights, in a company with no news and no front-end apps', async ({
  page,
  request,
}) => {
  await signedInMember(page, request, 'a11y-member');

  await openFromMenu(page, 'API Documentation', /\/home\/view-docs$/);
  await page.getByRole('tab', { name: 'Advanced Services' }).click();
  await page.getByRole('link', { name: 'Request advanced services' }).click();
  await expect(page.getByText(messages.notAuthorizedAdvanced)).toBeVisible();
  await expectAccessible(page, 'Advanced requests, not authorized');

  await openFromMenu(page, 'News and Updates', /\/home\/view-news$/);
  await expect(page.getByText(messages.newsEmpty)).toBeVisible();
  await expectAccessible(page, 'News and Updates, empty');

  await openFromMenu(page, 'Front-end Apps', /\/home\/view-frontend-apps$/);
  await expect(page.getByText(messages.noFrontendApps)).toBeVisible();
  await expectAccessible(page, 'Front-end apps, none available');

  await page.goto('home/view-audit-log');
  await expect(page.getByRole('status').filter({ hasText: messages.ownersOnly })).toBeVisible();
  await expectAccessible(page, 'Audit log, Owners only');
});

test('front-end apps: a refused token and a list that cannot be loaded', async ({ page, request }) => {
  const { session } = await signedInOwner(page, request, 'a11y-apps');
  await registerFrontendApp(request, session.companyId, 'Environment Stations', '/demo-apps/stations/');
  await createClientByApi(request, session, 'Short-lived');
  await openFromMenu(page, 'Front-end Apps', /\/home\/view-frontend-apps$/);
  await expect(
    page.frameLocator('iframe').getByRole('heading', { name: 'Environment stations' }),
  ).toBeVisible();

  // The client goes while the screen still offers it: the token service refuses it.
  await deleteFirstCredentialByApi(request, session);
  await page.getByRole('button', { name: 'Create Token' }).click();
  await expect(page.getByRole('alert')).toContainText(messages.tokenFailed);
  await expectAccessible(page, 'Front-end apps, token refused');

  await cutOff(page, paths.getFrontendApps);
  await page.reload();
  const notLoaded = page.getByRole('alert');
  await expect(notLoaded).toContainText(messages.internalError);
  await expect(notLoaded.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByText(messages.noFrontendApps)).toHaveCount(0);
  await expectAccessible(page, 'Front-end apps, list not loaded');
});

test('settings: a refused password, the saved one, and details that cannot be loaded', async ({
  page,
  request,
}) => {
  const { person } = await signedInOwner(page, request, 'a11y-settings');
  await openFromMenu(page, 'Settings', /\/home\/view-settings$/);
  await page.getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await field(page, 'Current password').fill('Not-My-Password-1234');
  await field(page, 'New password').fill(NEW_PASSWORD);
  await field(page, 'Confirm new password').fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog.getByText(messages.oldPasswordWrong)).toBeVisible();
  await expectAccessible(page, 'Change password dialog, the current password refused');
  // A failure that belongs to no field shows as the dialog's alert.
  await cutOff(page, paths.updatePassword);
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(messages.internalError);
  await expectAccessible(page, 'Change password dialog, the server not reached');
  await page.unroute(`**${paths.updatePassword}*`);

  await field(page, 'Current password').fill(person.password);
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: messages.passwordUpdated })).toBeVisible();
  await expectAccessible(page, 'Settings, password updated');

  await cutOff(page, paths.viewPersonalDetails);
  await page.reload();
  await expect(page.getByRole('alert')).toContainText(messages.internalError);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expectAccessible(page, 'Settings, details not loaded');
});
