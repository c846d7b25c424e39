import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { colleaguesOf, publishNews, reportBugByApi, signedInOwner } from './arranged-states';
import { inPseudo, unmarkedTextsOn } from './catalogues';
import { registerFrontendApp } from './operator';
import { cutButtonLabels } from './phone';
import { createClientByApi } from './portal-api';

// The catalogue is complete when a screen in the pseudo-locale shows no text outside its markers
// (docs/testing.md). The pseudo-locale is honoured only from this browser entry.
async function switchToPseudoLocale(page: Page) {
  await page.evaluate(() => window.localStorage.setItem('ddp.locale', 'pseudo'));
}

async function expectAllMarked(page: Page, where: string) {
  await expect
    .configure({
      soft: process.env.PSEUDO_SOFT === '1',
      timeout: process.env.PSEUDO_SOFT === '1' ? 4000 : 10_000,
    })
    .poll(() => unmarkedTextsOn(page), { message: `texts outside the catalogue on ${where}` })
    .toEqual([]);
  // The accents and markers make every text a little longer: still, no button's label is cut off.
  await expect
    .poll(() => cutButtonLabels(page), { message: `buttons with a cut label on ${where}` })
    .toEqual([]);
}

/** Every tab of the screen, each checked; the first one shown again at the end. */
async function everyTab(page: Page, where: string) {
  const tabs = page.getByRole('tab');
  const count = await tabs.count();
  for (let index = 0; index < count; index += 1) {
    await tabs.nth(index).click();
    // A tab's list loads when it is first shown: checked once it is there, not while it loads.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAllMarked(page, `${where}, tab ${index + 1}`);
  }
  if (count > 0) await tabs.first().click();
}

async function screen(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await everyTab(page, path);
  await expectAllMarked(page, path);
}

async function dialog(page: Page, open: () => Promise<void>, where: string) {
  await open();
  const shown = page.getByRole('dialog');
  await expect(shown).toBeVisible();
  await expectAllMarked(page, where);
  await page.keyboard.press('Escape');
  await expect(shown).toHaveCount(0);
}

/** Every public screen in the pseudo-locale (pseudo-locale.spec.ts, and at a phone's width). */
export async function publicScreensInPseudo(page: Page): Promise<void> {
  await page.goto('./');
  await switchToPseudoLocale(page);
  for (const path of [
    './',
    'user-registration',
    'forgot-password',
    'resend-qrcode',
    'thirdPartyLicense',
    'nowhere',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAllMarked(page, path);
  }
}

/**
 * Signed in as an Owner with a colleague, news, a bug report, a request and a front-end app: every
 * screen under /home, each of its tabs and its dialogs, in the pseudo-locale.
 */
export async function signedInScreensInPseudo(page: Page, request: APIRequestContext): Promise<void> {
  const { person, session } = await signedInOwner(page, request, 'pseudo');
  await colleaguesOf(session, request, 1);
  // Data for the screens whose dialogs need some: news with terms, a bug report, a front-end app.
  await publishNews(request, session.companyId, 'Pseudo bulletin', true);
  await reportBugByApi(request, session, 'Pseudo report');
  await registerFrontendApp(request, session.companyId, 'Environment Stations', '/demo-apps/stations/');
  await createClientByApi(request, session, 'Station map');
  await switchToPseudoLocale(page);

  await screen(page, 'home/view-credentials');
  await page.getByRole('tab').nth(1).click();
  await page.getByRole('textbox').first().fill('Pseudo client');
  await page.getByRole('button', { name: inPseudo('Generate'), exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAllMarked(page, 'the new credentials');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: inPseudo('I have saved it') })
    .click();
  await page.getByRole('tab').first().click();
  for (const action of ['Regenerate secret', 'Transfer', 'Delete']) {
    await dialog(page, () => startingWith(page, action).first().click(), `credentials: ${action}`);
  }
  // The secrets dialog, and what adding a second secret shows in it.
  await dialog(
    page,
    async () => {
      await startingWith(page, 'Secrets').first().click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: inPseudo('Add secret') })
        .click();
      await expect(page.getByRole('dialog').getByRole('alert').or(page.getByRole('status'))).not.toHaveCount(
        0,
      );
    },
    'credentials: secrets',
  );

  await screen(page, 'home/view-docs');
  await screen(page, 'home/request-advanced-services');
  await page.getByRole('tab').nth(1).click();
  await page.getByRole('textbox').first().fill('Live vehicle positions for a delay map.');
  await page.getByRole('button', { name: inPseudo('Send Request'), exact: true }).click();
  await page.getByRole('tab').first().click();
  await dialog(
    page,
    () => startingWith(page, 'View use-case').first().click(),
    'advanced requests: use-case',
  );
  await screen(page, 'home/view-news');
  await dialog(page, () => page.getByRole('button', { name: 'Pseudo bulletin' }).click(), 'news: an item');
  await screen(page, 'home/view-teams');
  await dialog(page, () => page.getByRole('button', { name: /^⟦Éd/ }).first().click(), 'teams: edit role');
  await dialog(page, () => page.getByRole('button', { name: /^⟦Dél/ }).first().click(), 'teams: delete');
  await screen(page, 'home/view-audit-log');
  await screen(page, 'home/view-usage');
  await screen(page, 'home/view-frontend-apps');
  await expect(
    page.frameLocator('iframe').getByRole('heading', { name: 'Environment stations' }),
  ).toBeVisible();
  await expectAllMarked(page, 'front-end apps with an app');
  await screen(page, 'home/view-report-bugs');
  await dialog(
    page,
    () =>
      page
        .getByRole('button', { name: /BR-\d+/ })
        .first()
        .click(),
    'bug reports: a report',
  );
  await screen(page, 'home/view-settings');
  for (const action of [
    'Edit details',
    'Change password',
    'Change authenticator',
    'Add a passkey',
    'Delete account',
  ]) {
    await dialog(
      page,
      () => page.getByRole('button', { name: inPseudo(action) }).click(),
      `settings: ${action}`,
    );
  }
  await recoveryCodesInPseudo(page, person.password);
  await screen(page, 'home/nowhere');
  await codeScreenInPseudo(page, person.email, person.password);
}

/** Issue 22: Settings' recovery codes, both steps of their dialog, and the state with codes. */
async function recoveryCodesInPseudo(page: Page, password: string) {
  await page.getByRole('button', { name: inPseudo('Make recovery codes') }).click();
  const shown = page.getByRole('dialog');
  await expectAllMarked(page, 'settings: make recovery codes');
  await shown.locator('input[type="password"]').fill(password);
  await shown.getByRole('button', { name: inPseudo('Make codes') }).click();
  await expect(shown.getByRole('listitem')).toHaveCount(10);
  await expectAllMarked(page, 'settings: the new recovery codes');
  await shown.getByRole('button', { name: inPseudo('I have saved them') }).click();
  await expect(shown).toHaveCount(0);
  await expectAllMarked(page, 'settings with recovery codes');
}

/** The code screen after the password step, in both of its ways, and a refused recovery code. */
async function codeScreenInPseudo(page: Page, email: string, password: string) {
  await page.evaluate(() => window.localStorage.removeItem('ddp.session'));
  await page.goto('./');
  await page.getByRole('textbox').first().fill(email);
  await page.locator('input[type="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/2fa$/);
  await expectAllMarked(page, 'the code screen');
  await page.getByRole('button', { name: inPseudo('Use a recovery code instead') }).click();
  // The code field stays until the recovery field's file has come; that field takes the focus.
  await expect(page.getByRole('textbox').first()).toBeFocused();
  await page.getByRole('textbox').first().fill('ABCDE-12345');
  await page.locator('button[type="submit"]').click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectAllMarked(page, 'the code screen: a refused recovery code');
}

/** The buttons whose name begins with the pseudo-locale's form of `english` (a text with a value after it). */
const startingWith = (page: Page, english: string) =>
  page.getByRole('button', { name: new RegExp(`^${literally(inPseudo(english).slice(0, -1))}`) });

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
