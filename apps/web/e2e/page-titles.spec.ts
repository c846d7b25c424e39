import { messages, routes } from '@ddp/contract';
import type { Page } from '@playwright/test';
import { aRegisteredPerson, codeStep, passwordStep } from './support/accounts';
import { expect, test } from './support/test';

// Issue 19: each route names its screen in the browser tab, '<screen> · Developer Portal'. The
// routes come from the contract: a new route without a title here does not compile.

type Screen = Exclude<keyof typeof routes, 'home' | 'legal'>;

const titles: Record<Screen, string> = {
  login: messages.titleSignIn,
  twoFactor: messages.titleCodeStep,
  codeScreen: messages.titleCodeScreen,
  resendQr: messages.titleResendQr,
  enrolAuthenticator: messages.titleEnrolAuthenticator,
  forgotPassword: messages.titleForgotPassword,
  forcedReset: messages.titleForcedReset,
  resetByLink: messages.titleResetByLink,
  registration: messages.titleRegistration,
  invitedUser: messages.titleInvitation,
  licences: messages.titleLicences,
  devMailbox: messages.titleDevMailbox,
  viewCredentials: messages.titleCredentials,
  viewSettings: messages.titleSettings,
  viewNews: messages.titleNews,
  viewReportBugs: messages.titleBugReports,
  viewFrontendApps: messages.titleFrontendApps,
  viewTeams: messages.titleTeams,
  viewDocs: messages.titleDocs,
  requestAdvancedServices: messages.titleAdvancedRequests,
  viewAuditLog: messages.titleAuditLog,
  viewUsage: messages.titleUsage,
};

const legalTitles = {
  imprint: messages.titleImprint,
  'terms-of-use': messages.titleTermsOfUse,
  'data-protection': messages.titleDataProtection,
  contact: messages.titleContact,
};

const PUBLIC: readonly Screen[] = [
  'login',
  'resendQr',
  'forgotPassword',
  'resetByLink',
  'registration',
  'invitedUser',
  'licences',
  'devMailbox',
];
/** Behind the password step: the temporary session of the code screens and the forced reset. */
const HALF_SIGNED_IN: readonly Screen[] = ['twoFactor', 'codeScreen', 'forcedReset', 'enrolAuthenticator'];
const SIGNED_IN: readonly Screen[] = [
  'viewCredentials',
  'viewDocs',
  'viewNews',
  'viewTeams',
  'viewFrontendApps',
  'viewReportBugs',
  'viewSettings',
  'requestAdvancedServices',
  'viewAuditLog',
];

/** The address relative to the base path, as `page.goto` takes it. */
const address = (path: string) => `.${path}`;

async function expectTitle(page: Page, path: string, screen: string): Promise<void> {
  await page.goto(address(path));
  await expect(page, path).toHaveTitle(`${screen} · Developer Portal`);
}

test('every route names its screen in the browser tab, each one differently', async ({ page, request }) => {
  test.setTimeout(120_000);
  for (const screen of PUBLIC) await expectTitle(page, routes[screen], titles[screen]);
  for (const [name, title] of Object.entries(legalTitles)) {
    await expectTitle(page, `${routes.legal}/${name}`, title);
  }
  await expectTitle(page, '/no-such-page', messages.titleNotFound);

  const { person, uri } = await aRegisteredPerson(request, 'titles');
  await passwordStep(page, person.email, person.password);
  await expect(page).toHaveTitle(`${titles.twoFactor} · Developer Portal`);
  for (const screen of HALF_SIGNED_IN) await expectTitle(page, routes[screen], titles[screen]);
  await page.goto(address(routes.twoFactor));
  await codeStep(page, uri);

  for (const screen of SIGNED_IN) await expectTitle(page, routes[screen], titles[screen]);
  await page.goto(address(routes.home));
  await expect(page).toHaveTitle(`${titles.viewCredentials} · Developer Portal`);
  await expectTitle(page, `${routes.home}/no-such-screen`, messages.titleNotFound);

  // A screen reached inside the app, not only by its address, names the tab as well.
  await page
    .getByRole('navigation', { name: 'Portal sections' })
    .getByRole('link', { name: 'Teams' })
    .click();
  await expect(page).toHaveTitle(`${titles.viewTeams} · Developer Portal`);

  // Only the two not-found routes share a name: one screen, inside and outside /home.
  const names = [...Object.values(titles), ...Object.values(legalTitles), messages.titleNotFound];
  expect(new Set(names).size).toBe(names.length);
});
