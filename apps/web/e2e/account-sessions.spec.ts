import { messages } from '@ddp/contract';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { aRegisteredPerson } from './support/accounts';
import { openFromMenu } from './support/arranged-states';
import { expectAccessible } from './support/axe';
import { mailWithSubject } from './support/mail-subjects';
import { signInThroughTheScreens } from './support/sign-in';
import { expect, test } from './support/test';

// Issue 22, parts 1 and 5: a person sees every browser signed in to their account, signs one out
// or all the others, and reads it all in their security log.

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';

async function anotherBrowser(browser: Browser, testInfo: TestInfo, userAgent: string) {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, userAgent });
  return context.newPage();
}

const sessionCards = (page: Page) =>
  page.getByRole('list', { name: messages.sessionsTitle }).getByRole('listitem');
const sessionCard = (page: Page, browserName: string) => sessionCards(page).filter({ hasText: browserName });

/** A signed-in screen's next call to the server: a signed-out browser lands on Login. */
async function expectSignedOutAtNextStep(page: Page) {
  await page
    .getByRole('navigation', { name: 'Portal sections' })
    .getByRole('link', { name: messages.titleSettings })
    .click();
  await expect(page).toHaveURL(/\/dev-portal\/\?entry=success$/);
  await expect(page.getByText(messages.loginEntryRequired)).toBeVisible();
}

test('sign in on two browsers, sign the other out from the first: it is out at its next step, and the log says so', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const { person, uri } = await aRegisteredPerson(request, 'sessions');
  await signInThroughTheScreens(page, person.email, person.password, uri);
  const firefox = await anotherBrowser(browser, testInfo, FIREFOX);
  await signInThroughTheScreens(firefox, person.email, person.password, uri);

  // The second browser had never signed in to the account: a notice says which and from where.
  const notice = await mailWithSubject(request, person.email, messages.mailNewBrowserSubject);
  expect(notice.text).toContain('Firefox 133 (Windows)');
  expect(notice.text).toContain('127.0.0.1');

  await openFromMenu(page, messages.titleSettings, /\/home\/view-settings$/);
  await expect(sessionCards(page)).toHaveCount(2);
  const here = sessionCards(page).first();
  await expect(here.getByText(messages.sessionsThisSession)).toBeVisible();
  await expect(here.getByRole('button', { name: /Sign out/ })).toHaveCount(0);
  const other = sessionCard(page, 'Firefox 133 (Windows)');
  await expect(other).toContainText('Address: 127.0.0.1');
  await expect(other).toContainText(`${messages.sessionsLastActive}:`);
  await expect(other).toContainText(`${messages.sessionsEnds}:`);
  await expectAccessible(page, 'Settings with two sessions and the security log');

  await other.getByRole('button', { name: 'Sign out Firefox 133 (Windows), 127.0.0.1' }).click();
  const dialog = page.getByRole('dialog', { name: messages.sessionsConfirmOneTitle });
  await expect(dialog).toContainText(
    'Firefox 133 (Windows) at 127.0.0.1 will be signed out at its next step.',
  );
  await expectAccessible(page, 'Signing out another session');
  await dialog.getByRole('button', { name: messages.sessionsSignOut }).click();
  await expect(page.getByText(messages.sessionsEndedOne)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(sessionCards(page)).toHaveCount(2); // this session and the line saying it is the only one
  await expect(page.getByText(messages.sessionsOnlyThisOne)).toBeVisible();
  await expect(page.getByRole('button', { name: messages.sessionsSignOutOthers })).toBeDisabled();

  await expectSignedOutAtNextStep(firefox);

  // The security log: the two sign-ins with their browsers and the session ended, each with its address.
  const log = page.getByRole('table', { name: messages.securityLogTitle });
  const rows = log.getByRole('row');
  await expect(rows.nth(1)).toContainText(messages.auditEventSecuritySessionEnded);
  await expect(rows.nth(1)).toContainText('Firefox 133 (Windows)');
  await expect(rows.nth(1)).toContainText('127.0.0.1');
  await expect(rows.nth(2)).toContainText(messages.auditEventSecuritySignedIn);
  await expect(rows.nth(2)).toContainText('Firefox 133 (Windows)');
  await expect(rows.nth(2)).toContainText(`${messages.auditDetailFactor}: ${messages.auditValueCode}`);
  await expect(rows.nth(3)).toContainText(messages.auditEventSecuritySignedIn);
  await expect(rows.nth(3)).toContainText('127.0.0.1');
  await firefox.context().close();
});

test('sign out every other session at once, a sign-in half-way through included', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const { person, uri } = await aRegisteredPerson(request, 'others');
  await signInThroughTheScreens(page, person.email, person.password, uri);
  const firefox = await anotherBrowser(browser, testInfo, FIREFOX);
  await signInThroughTheScreens(firefox, person.email, person.password, uri);
  const safari = await anotherBrowser(browser, testInfo, SAFARI);
  await signInThroughTheScreens(safari, person.email, person.password, uri);

  await openFromMenu(page, messages.titleSettings, /\/home\/view-settings$/);
  await expect(sessionCard(page, 'Safari 18 (macOS)')).toBeVisible();
  await page.getByRole('button', { name: messages.sessionsSignOutOthers }).click();
  const dialog = page.getByRole('dialog', { name: messages.sessionsConfirmOthersTitle });
  await dialog.getByRole('button', { name: messages.sessionsSignOutOthers }).click();
  await expect(page.getByText(messages.sessionsEndedOthers({ count: 2 }))).toBeVisible();
  await expect(page.getByText(messages.sessionsOnlyThisOne)).toBeVisible();

  await expectSignedOutAtNextStep(firefox);
  await expectSignedOutAtNextStep(safari);
  // This browser stays signed in.
  await openFromMenu(page, messages.titleCredentials, /\/home\/view-credentials$/);
  await expect(page.getByRole('heading', { name: messages.titleCredentials, level: 1 })).toBeVisible();
  await firefox.context().close();
  await safari.context().close();
});

test('the sessions and the log say so when they cannot load, and load on Try again', async ({
  page,
  request,
}) => {
  const { person, uri } = await aRegisteredPerson(request, 'sessions-fail');
  await signInThroughTheScreens(page, person.email, person.password, uri);
  let failing = true;
  await page.route(/\/v1\/ddp\/view-(sessions|security-log)$/, (route) =>
    failing ? route.abort('connectionrefused') : route.fallback(),
  );
  await openFromMenu(page, messages.titleSettings, /\/home\/view-settings$/);
  await expect(page.getByText(messages.sessionsLoadFailed)).toBeVisible();
  await expect(page.getByText(messages.securityLogLoadFailed)).toBeVisible();
  await expect(page.getByText(messages.sessionsOnlyThisOne)).toHaveCount(0);
  await expectAccessible(page, 'Settings, sessions and log failed to load');
  failing = false;
  const tryAgain = page.getByRole('button', { name: messages.kitTryAgain });
  await tryAgain.first().click();
  await expect(tryAgain).toHaveCount(1);
  await tryAgain.click();
  await expect(tryAgain).toHaveCount(0);
  await expect(sessionCards(page).first()).toContainText(messages.sessionsThisSession);
  await expect(page.getByRole('table', { name: messages.securityLogTitle })).toContainText(
    messages.auditEventSecuritySignedIn,
  );
});
