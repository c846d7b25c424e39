import { paths } from '@ddp/contract';
import { signedInOwner } from './support/arranged-states';
import { openWithCodeHeld } from './support/code-held';
import { createClientByApi } from './support/portal-api';
import { expect, test } from './support/test';

// Issue 19, part 6: a signed-in screen opened by its address asks for its first data at start,
// while its code downloads, and draws with it: no loading placeholder, and no call made twice.

const screens = [
  {
    name: 'Credentials',
    path: 'home/view-credentials',
    code: '**/credentials-page-*.js',
    calls: [
      paths.viewCredentials,
      paths.transferredCredentials,
      paths.startSummary,
      paths.viewPersonalDetails,
    ],
    drawn: /^Welcome, .+!$/,
  },
  {
    name: 'Teams',
    path: 'home/view-teams',
    code: '**/teams-page-*.js',
    calls: [paths.viewAdminDetails, paths.viewListConsumers, paths.listInvitations],
    drawn: /@example\.com$/,
  },
  { name: 'News and Updates', path: 'home/view-news', code: '**/news-page-*.js', calls: [paths.viewNews] },
  {
    name: 'Settings',
    path: 'home/view-settings',
    code: '**/settings-page-*.js',
    calls: [
      paths.viewPersonalDetails,
      paths.viewRecoveryCodes,
      paths.listPasskeys,
      paths.viewSessions,
      paths.viewSecurityLog,
    ],
  },
  {
    name: 'Report Bugs',
    path: 'home/view-report-bugs',
    code: '**/bug-reports-page-*.js',
    calls: [paths.getListBugReport],
  },
  {
    name: 'Advanced Services',
    path: 'home/request-advanced-services',
    code: '**/advanced-requests-page-*.js',
    calls: [paths.viewAdminDetails, paths.viewAdvancedServices],
    drawn: /^No requests yet\./,
  },
  {
    name: 'Audit log',
    path: 'home/view-audit-log',
    code: '**/audit-log-page-*.js',
    calls: [paths.viewAuditLog],
    drawn: /^Credential created$/,
  },
  // Without a client, so that the quickstart asks for nothing more than the list.
  {
    name: 'Front-end Apps',
    path: 'home/view-frontend-apps',
    code: '**/frontend-apps-page-*.js',
    calls: [paths.getFrontendApps, paths.viewCredentials],
    withoutClient: true,
  },
];

for (const screen of screens) {
  test(`${screen.name} opened by its address draws with the data asked for at start`, async ({
    page,
    request,
  }) => {
    const { session } = await signedInOwner(page, request, 'data-at-start');
    if (!('withoutClient' in screen)) await createClientByApi(request, session, 'At start');
    // Notes in the page whether a loading placeholder of the screen was ever in it.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        // Set once: setting it again is itself a change this observer sees, without end.
        if (document.documentElement.dataset.busySeen) return;
        if (document.querySelector('main [aria-busy="true"]'))
          document.documentElement.dataset.busySeen = 'yes';
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });

    const made = await openWithCodeHeld(page, {
      path: screen.path,
      code: screen.code,
      awaited: screen.calls,
      counted: screen.calls,
    });

    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (screen.drawn) await expect(page.getByText(screen.drawn).first()).toBeVisible();
    // Every part of the screen has mounted; give a late second request its chance to show.
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => document.documentElement.dataset.busySeen)).toBeUndefined();
    expect(Object.fromEntries(made)).toEqual(Object.fromEntries(screen.calls.map((path) => [path, 1])));
  });
}
