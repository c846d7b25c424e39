import type { Page } from '@playwright/test';
import { aRegisteredPerson } from './support/accounts';
import { cspDirectives, watchCsp } from './support/csp';
import { publishCatalogue } from './support/docs-catalogue';
import { E2E_OPERATOR_TOKEN } from './support/operator';
import { sessionOfPage } from './support/portal-api';
import { signInThroughTheScreens } from './support/sign-in';
import { expect, test } from './support/test';

// Issue 8 part 3, the browser's side: the headers the SPA is served with, and that the SPA runs
// under its Content Security Policy without a single refusal.

const PRIVATE_REFERRER_POLICIES = ['no-referrer', 'same-origin', 'strict-origin'];

test('the SPA document is served with the browser policy', async ({ page }) => {
  for (const path of ['./', 'home/view-credentials', 'no-such-screen']) {
    const response = await page.goto(path);
    expect(response, path).not.toBeNull();
    const headers = response?.headers() ?? {};
    expect(headers['content-type'], path).toContain('text/html');

    const csp = cspDirectives(headers['content-security-policy'] ?? '');
    const scripts = csp.get('script-src') ?? csp.get('default-src') ?? [];
    expect(scripts, `${path}: scripts only from the portal`).toEqual(["'self'"]);
    expect(csp.get('default-src'), path).toEqual(["'self'"]);
    expect(csp.get('object-src'), path).toEqual(["'none'"]);
    expect(csp.get('base-uri'), path).toEqual(["'self'"]);
    // Nobody may frame the portal (docs/web.md: only the demo apps are framed, by the portal).
    expect(csp.get('frame-ancestors'), path).toEqual(["'none'"]);
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(PRIVATE_REFERRER_POLICIES, path).toContain(headers['referrer-policy']);
    expect(headers['x-powered-by'], path).toBeUndefined();
  }

  // The demo front-end app is made to be framed by the portal, and by nobody else.
  const demo = await page.request.get('/demo-apps/stations/');
  const demoCsp = cspDirectives(demo.headers()['content-security-policy'] ?? '');
  expect(demoCsp.get('frame-ancestors')).toEqual(["'self'"]);
  expect(demoCsp.get('script-src')).toEqual(["'self'"]);
});

test.describe('the watchers', () => {
  // This spec provokes a refusal on purpose, to prove the watch every journey runs under sees it.
  test.use({ cspMustHold: false });

  test('Chromium refuses an inline script, and each watcher sees it', async ({ page }) => {
    const csp = await watchCsp(page);
    await page.goto('./');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.body.dataset.canary = "ran";';
      document.body.append(script);
      return document.body.dataset.canary ?? 'refused';
    });
    expect(ran).toBe('refused');
    await expect
      .poll(() => csp.refused.map((line) => line.split(':')[0]).sort())
      .toEqual(['console', 'event', 'issue']);
  });
});

async function openMenu(page: Page, name: string, url: RegExp) {
  await page.getByRole('navigation', { name: 'Portal sections' }).getByRole('link', { name }).click();
  await expect(page).toHaveURL(url);
}

test('the portal runs under its policy: no refusal on the main screens', async ({ page, request }) => {
  test.setTimeout(120_000);
  await publishCatalogue();
  const csp = await watchCsp(page);

  for (const path of ['user-registration', 'thirdPartyLicense', 'dev/mailbox', 'legal/imprint']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }

  const { person, uri } = await aRegisteredPerson(request, 'policy');
  await signInThroughTheScreens(page, person.email, person.password, uri);
  const session = await sessionOfPage(page);
  await page.getByRole('tab', { name: 'Generate OAuth2.0 Credentials' }).click();
  await page.getByLabel('Enter Application Name').fill('Policy check');
  await page.getByRole('button', { name: 'Generate' }).click();
  await page
    .getByRole('dialog', { name: 'New credentials generated' })
    .getByRole('button', { name: 'I have saved it' })
    .click();

  // Swagger UI renders the document: its styles, images and the try-it calls stay in policy.
  await openMenu(page, 'API Documentation', /\/home\/view-docs$/);
  const basic = page.getByRole('tabpanel', { name: 'Basic Services' });
  await expect(basic.locator('.swagger-ui .opblock').first()).toBeVisible();

  await openMenu(page, 'News and Updates', /\/home\/view-news$/);
  await openMenu(page, 'Teams', /\/home\/view-teams$/);
  await expect(page.getByRole('table', { name: 'Team members' })).toBeVisible();

  // The framed demo app: its own document, scripts and calls, under its own policy.
  const app = await request.post('/v1/ops/frontend-apps', {
    headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
    data: { companyId: session.companyId, name: 'Environment Stations', url: '/demo-apps/stations/' },
  });
  expect(app.status(), await app.text()).toBe(201);
  await openMenu(page, 'Front-end Apps', /\/home\/view-frontend-apps$/);
  await page.getByRole('button', { name: 'Create Token' }).click();
  await expect(page.frameLocator('iframe').getByRole('row', { name: /Berlin Mitte/ })).toBeVisible();

  await openMenu(page, 'Report Bugs', /\/home\/view-report-bugs$/);
  await openMenu(page, 'Settings', /\/home\/view-settings$/);
  await expect(page.getByRole('button', { name: 'Edit details' })).toBeVisible();

  expect(csp.refused, 'nothing was refused by the Content Security Policy').toEqual([]);
});
