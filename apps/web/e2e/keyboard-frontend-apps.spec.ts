import { messages, sharedCookies } from '@ddp/contract';
import { aRegisteredPerson } from './support/accounts';
import { E2E_ORIGIN } from './support/e2e-port';
import { chooseOption, openFromMenu, tabTo } from './support/keyboard';
import { registerFrontendApp } from './support/operator';
import { createClientByApi, sessionOfPage } from './support/portal-api';
import { signIn } from './support/sign-in';
import { expect, test } from './support/test';

// Issue 8 part 7: Front-end Apps with the keyboard alone (rules in support/keyboard.ts).

test('choose a client, create a token and use the embedded app, with the keyboard alone', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const { person, uri } = await aRegisteredPerson(request, 'kb-apps');
  await signIn(page, person.email, person.password, uri);
  const session = await sessionOfPage(page);
  await registerFrontendApp(request, session.companyId, 'Environment Stations', '/demo-apps/stations/');
  await createClientByApi(request, session, 'First viewer');
  const second = await createClientByApi(request, session, 'Second viewer');

  await openFromMenu(page, 'Front-end Apps');
  await expect(page.getByRole('combobox', { name: 'Front-end app' })).toHaveValue('Environment Stations');
  const app = page.frameLocator('iframe[title="Front-end app: Environment Stations"]');
  await expect(app.getByRole('heading', { name: 'Environment stations' })).toBeVisible();

  // The client id select opens with the arrows; Enter takes the second client.
  const clientSelect = page.getByRole('combobox', { name: 'Client ID' });
  // Each client is named by its application, with its id.
  await chooseOption(page, clientSelect, `Second viewer (${second})`);
  await expect(clientSelect).toHaveValue(`Second viewer (${second})`);
  await tabTo(page, page.getByRole('button', { name: 'Create Token' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: messages.tokenGenerated })).toBeVisible();
  const token = await page.getByRole('textbox', { name: 'Access token' }).inputValue();
  expect((await context.cookies(E2E_ORIGIN)).find((c) => c.name === sharedCookies.accessToken)?.value).toBe(
    token,
  );

  // Tab goes on into the app in the frame, whose own buttons work with Enter.
  await expect(app.getByText('5 stations, fetched with the access token from the portal.')).toBeVisible();
  await tabTo(page, app.getByRole('button', { name: 'Readings of Berlin Mitte' }));
  await page.keyboard.press('Enter');
  await expect(app.getByText(/^Berlin Mitte: 24 hourly readings, temperature from/)).toBeVisible();

  // Refresh (an icon button) is reached back with Shift+Tab and reloads the app.
  await tabTo(page, page.getByRole('button', { name: 'Refresh apps' }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  // The app starts again: the readings chosen before are gone, the stations are fetched anew.
  await expect(app.getByText(/^Berlin Mitte: 24 hourly readings/)).toBeHidden();
  await expect(app.getByText('5 stations, fetched with the access token from the portal.')).toBeVisible();
});

test('choose between several apps with the keyboard alone', async ({ page, context, request }) => {
  const { person, uri } = await aRegisteredPerson(request, 'kb-apps-several');
  await signIn(page, person.email, person.password, uri);
  const session = await sessionOfPage(page);
  // Two apps of the company; the second is the same demo under another address.
  const apps = [
    { name: 'Environment Stations', url: '/demo-apps/stations/' },
    { name: 'Stations Mirror', url: '/demo-apps/stations/?edition=mirror' },
  ];
  for (const app of apps) await registerFrontendApp(request, session.companyId, app.name, app.url);

  await openFromMenu(page, 'Front-end Apps');
  const appSelect = page.getByRole('combobox', { name: 'Front-end app' });
  const firstName = await appSelect.inputValue();
  expect(apps.map((app) => app.name)).toContain(firstName);
  const other = apps.find((app) => app.name !== firstName) as (typeof apps)[number];

  // The select opens with the arrows, Enter takes the other app: the frame and the shared cookie
  // follow, and the focus stays on the select for the next choice.
  await chooseOption(page, appSelect, other.name);
  await expect(appSelect).toHaveValue(other.name);
  await expect(appSelect).toBeFocused();
  const frame = page.locator(`iframe[title="Front-end app: ${other.name}"]`);
  await expect(frame).toHaveAttribute('src', other.url);
  await expect(
    page.frameLocator(`iframe[title="Front-end app: ${other.name}"]`).getByRole('heading', {
      name: 'Environment stations',
    }),
  ).toBeVisible();
  await expect(page.locator(`iframe[title="Front-end app: ${firstName}"]`)).toHaveCount(0);
  const selected = (await context.cookies(E2E_ORIGIN)).find((c) => c.name === sharedCookies.selectedApp);
  expect(decodeURIComponent(selected?.value ?? '')).toBe(other.name);

  // And back to the first one.
  await chooseOption(page, appSelect, firstName);
  await expect(page.locator(`iframe[title="Front-end app: ${firstName}"]`)).toBeVisible();
  await expect(page.locator(`iframe[title="Front-end app: ${other.name}"]`)).toHaveCount(0);
});
