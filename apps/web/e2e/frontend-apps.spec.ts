import { messages, paths, sharedCookies } from '@ddp/contract';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { aRegisteredPerson } from './support/accounts';
import { expectAccessible } from './support/axe';
import { E2E_ORIGIN } from './support/e2e-port';
import { registerFrontendApp } from './support/operator';
import {
  createClientByApi,
  deleteFirstCredentialByApi,
  postEncrypted,
  sessionOfPage,
} from './support/portal-api';
import { signIn } from './support/sign-in';
import { expect, test } from './support/test';

const DEMO_APP_URL = '/demo-apps/stations/';
const NO_TOKEN_YET = 'No access token yet. In the portal, choose a client ID and press Create Token.';

async function signedInNewcomer(page: Page, request: APIRequestContext, prefix: string) {
  const { person, uri } = await aRegisteredPerson(request, prefix);
  await signIn(page, person.email, person.password, uri);
  return sessionOfPage(page);
}

async function openScreen(page: Page) {
  await page.getByRole('link', { name: 'Front-end Apps' }).click();
  await expect(page).toHaveURL(/\/dev-portal\/home\/view-frontend-apps$/);
  await expect(page.getByRole('heading', { name: 'Front-end Apps' })).toBeVisible();
}

const cookieNamed = async (context: BrowserContext, name: string) =>
  (await context.cookies(E2E_ORIGIN)).find((cookie) => cookie.name === name);

/**
 * The jwtToken cookie as a partner app checks it: against the portal's JWKS, for the app's origin
 * (the demo app is served by the portal, so its origin is the portal's issuer).
 */
async function verifiedAsPartner(request: APIRequestContext, token: string, appOrigin?: string) {
  const metadata = (await (await request.get(paths.oauthMetadata)).json()) as { issuer: string };
  const audience = appOrigin ?? metadata.issuer;
  const jwks = createRemoteJWKSet(new URL(`${E2E_ORIGIN}${paths.jwks}`));
  const { payload } = await jwtVerify(token, jwks, {
    issuer: metadata.issuer,
    audience,
    typ: 'ddp-user+jwt',
  });
  const otherOrigin = audience === metadata.issuer ? 'https://partner.invalid' : metadata.issuer;
  await expect(jwtVerify(token, jwks, { issuer: metadata.issuer, audience: otherOrigin })).rejects.toThrow(
    /aud/,
  );
  return payload;
}

test('a company without front-end apps sees that none are available', async ({ page, request }) => {
  await signedInNewcomer(page, request, 'apps-none');
  await openScreen(page);
  await expect(page.getByText(messages.noFrontendApps)).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create Token' })).toHaveCount(0);
});

test('the demo app in the frame shows data fetched with the token created on the screen', async ({
  page,
  context,
  request,
}) => {
  const session = await signedInNewcomer(page, request, 'apps-demo');
  await registerFrontendApp(request, session.companyId, 'Environment Stations', DEMO_APP_URL);
  const clientId = await createClientByApi(request, session, 'Stations viewer');

  await openScreen(page);
  await expect(page.getByRole('combobox', { name: 'Front-end app' })).toHaveValue('Environment Stations');
  // The client is named by its application, with its id.
  await expect(page.getByRole('combobox', { name: 'Client ID' })).toHaveValue(
    `Stations viewer (${clientId})`,
  );
  const app = page.frameLocator('iframe[title="Front-end app: Environment Stations"]');
  await expect(app.getByRole('heading', { name: 'Environment stations' })).toBeVisible();
  // Before a token is created the app finds none, and says what to do.
  await expect(app.getByText(NO_TOKEN_YET)).toBeVisible();

  // The shared cookies: 30 minutes, Secure, SameSite Lax, path /. On http://127.0.0.1 Chromium
  // keeps Secure cookies because the address counts as potentially trustworthy (a plain-http
  // host name would drop them: docs/web.md).
  const nowSeconds = Date.now() / 1000;
  const expected = {
    jwtToken: expect.any(String),
    consumerId: session.consumerId,
    selectedApp: 'Environment%20Stations',
  };
  for (const [name, value] of Object.entries(expected)) {
    const cookie = await cookieNamed(context, name);
    expect(cookie, name).toMatchObject({ value, path: '/', secure: true, sameSite: 'Lax', httpOnly: false });
    expect(cookie!.expires - nowSeconds, `${name} lifetime`).toBeGreaterThan(1800 - 60);
    expect(cookie!.expires - nowSeconds, `${name} lifetime`).toBeLessThanOrEqual(1800 + 1);
  }
  // jwtToken only tells the app who is signed in: never the session token, verifiable through the
  // JWKS for this app's origin only, and of no use on the portal's API.
  const jwtToken = (await cookieNamed(context, sharedCookies.jwtToken))!.value;
  expect(jwtToken).not.toBe(session.token);
  expect(await verifiedAsPartner(request, jwtToken)).toMatchObject({ sub: session.consumerId });
  const withJwtToken = await postEncrypted(
    request,
    paths.viewCredentials,
    { consumerId: session.consumerId },
    { authorization: `Bearer ${jwtToken}`, 'x-mfa-value': 'authenticated' },
  );
  expect(withJwtToken.status).toBe(401);
  for (const cookie of await context.cookies()) expect(cookie.value, cookie.name).not.toBe(session.token);
  expect(await cookieNamed(context, sharedCookies.accessToken)).toBeUndefined();

  // The app's own token is slow to come: the success alert still waits for the cookies it announces.
  await page.route(`**${paths.getFrontendAppToken}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Create Token' }).click();
  const generated = page.getByRole('status').filter({ hasText: messages.tokenGenerated });
  await expect(generated).toBeVisible();
  // The token sits in a read-only field with a copy button, not in the alert's text.
  const tokenField = page.getByRole('textbox', { name: 'Access token' });
  await expect(tokenField).toHaveAttribute('readonly', '');
  const token = await tokenField.inputValue();
  expect(token.split('.')).toHaveLength(3);
  expect(await generated.textContent()).not.toContain(token);
  // Chrome lets the page in front write to the clipboard without asking; the headless shell the
  // journeys run in asks, so the journey grants it, as the other copy journeys do.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy Access token' }).click();
  await expect(page.getByRole('button', { name: 'Access token copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  expect(await cookieNamed(context, sharedCookies.accessToken)).toMatchObject({
    value: token,
    secure: true,
    sameSite: 'Lax',
    path: '/',
  });
  await page.unroute(`**${paths.getFrontendAppToken}`);

  // The cookies were set again with a new jwtToken for the app, still not the session token.
  await expect
    .poll(async () => (await cookieNamed(context, sharedCookies.jwtToken))?.value)
    .not.toBe(jwtToken);
  const renewed = (await cookieNamed(context, sharedCookies.jwtToken))!.value;
  expect(renewed).not.toBe(session.token);
  expect(await verifiedAsPartner(request, renewed)).toMatchObject({ sub: session.consumerId });

  // The frame loads again and the app shows what the sample API gave it for that token.
  await expect(app.getByText('5 stations, fetched with the access token from the portal.')).toBeVisible();
  await expect(app.getByRole('row', { name: /Berlin Mitte Berlin/ })).toBeVisible();
  await app.getByRole('button', { name: 'Readings of Berlin Mitte' }).click();
  await expect(app.getByText(/^Berlin Mitte: 24 hourly readings, temperature from/)).toBeVisible();

  // The data really depends on the token: the sample API refuses a call without it.
  expect((await request.get('/v1/sample/stations')).status()).toBe(401);
  const withToken = await request.get('/v1/sample/stations', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(withToken.status()).toBe(200);
});

test('choosing another app sets a jwtToken made for that app', async ({ page, context, request }) => {
  const session = await signedInNewcomer(page, request, 'apps-switch');
  await registerFrontendApp(request, session.companyId, 'Environment Stations', DEMO_APP_URL);
  // A partner's app on an origin of its own (it cannot load here; only its cookie matters).
  await registerFrontendApp(request, session.companyId, 'Partner board', 'https://partner.invalid/board/');
  await openScreen(page);
  const appSelect = page.getByRole('combobox', { name: 'Front-end app' });
  await expect(appSelect).toHaveValue('Environment Stations');
  await expect(page.locator('iframe[title="Front-end app: Environment Stations"]')).toBeVisible();
  const forStations = (await cookieNamed(context, sharedCookies.jwtToken))!.value;
  expect(await verifiedAsPartner(request, forStations)).toMatchObject({ sub: session.consumerId });

  await appSelect.click();
  await page.getByRole('option', { name: 'Partner board' }).click();
  await expect(page.locator('iframe[title="Front-end app: Partner board"]')).toHaveAttribute(
    'src',
    'https://partner.invalid/board/',
  );
  await expect
    .poll(async () => (await cookieNamed(context, sharedCookies.selectedApp))?.value)
    .toBe('Partner%20board');
  const forPartner = (await cookieNamed(context, sharedCookies.jwtToken))!.value;
  expect(forPartner).not.toBe(forStations);
  expect(forPartner).not.toBe(session.token);
  expect(await verifiedAsPartner(request, forPartner, 'https://partner.invalid')).toMatchObject({
    sub: session.consumerId,
  });
});

test('logging out clears the shared cookies, the access token with them', async ({
  page,
  context,
  request,
}) => {
  const session = await signedInNewcomer(page, request, 'apps-logout');
  await registerFrontendApp(request, session.companyId, 'Environment Stations', DEMO_APP_URL);
  await createClientByApi(request, session, 'Stations viewer');
  await openScreen(page);
  await page.getByRole('button', { name: 'Create Token' }).click();
  await expect(page.getByRole('status').filter({ hasText: messages.tokenGenerated })).toBeVisible();
  const names = [
    sharedCookies.jwtToken,
    sharedCookies.consumerId,
    sharedCookies.selectedApp,
    sharedCookies.accessToken,
  ];
  for (const name of names) expect(await cookieNamed(context, name), name).toBeDefined();

  // A partner page on the same domain must not go on reading a token of a session that ended.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/dev-portal\/$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  for (const name of names) expect(await cookieNamed(context, name), name).toBeUndefined();
});

test('without client ids the access token cookie is cleared; a refused token says why', async ({
  page,
  context,
  request,
}) => {
  const session = await signedInNewcomer(page, request, 'apps-noclient');
  await registerFrontendApp(request, session.companyId, 'Environment Stations', DEMO_APP_URL);
  // A token left behind by an earlier visit must not reach the app of someone without clients.
  await context.addCookies([
    { name: sharedCookies.accessToken, value: 'left-behind', url: E2E_ORIGIN, secure: true, sameSite: 'Lax' },
  ]);

  await openScreen(page);
  await expect(page.getByRole('combobox', { name: 'Client ID' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Create Token' })).toBeDisabled();
  const app = page.frameLocator('iframe[title="Front-end app: Environment Stations"]');
  await expect(app.getByText(NO_TOKEN_YET)).toBeVisible();
  expect(await cookieNamed(context, sharedCookies.accessToken)).toBeUndefined();

  // A client created elsewhere appears after Refresh; deleted meanwhile, its token is refused.
  const clientId = await createClientByApi(request, session, 'Short-lived');
  await page.getByRole('button', { name: 'Refresh apps' }).click();
  await expect(page.getByRole('combobox', { name: 'Client ID' })).toHaveValue(`Short-lived (${clientId})`);
  await deleteFirstCredentialByApi(request, session);
  await page.getByRole('button', { name: 'Create Token' }).click();
  await expect(page.getByRole('alert')).toContainText(`${messages.tokenFailed}${messages.notFound}`);
  expect(await cookieNamed(context, sharedCookies.accessToken)).toBeUndefined();
});

test('an app that does not load says so, and Try again loads it', async ({ page, request }) => {
  const session = await signedInNewcomer(page, request, 'apps-failing');
  await registerFrontendApp(request, session.companyId, 'Environment Stations', DEMO_APP_URL);
  // The app's address cannot be reached: the browser shows its own error page in the frame.
  await page.route(`**${DEMO_APP_URL}`, (route) => route.abort('connectionrefused'));
  await openScreen(page);
  const failed = page.getByRole('alert').filter({ hasText: 'Environment Stations did not load' });
  await expect(failed).toBeVisible();
  await expect(page.locator('iframe[title="Front-end app: Environment Stations"]')).toBeHidden();
  await expectAccessible(page, 'Front-end Apps, the app did not load');

  await page.unroute(`**${DEMO_APP_URL}`);
  await failed.getByRole('button', { name: 'Try again' }).click();
  const app = page.frameLocator('iframe[title="Front-end app: Environment Stations"]');
  await expect(app.getByRole('heading', { name: 'Environment stations' })).toBeVisible();
  await expect(failed).toBeHidden();
});
