import { legalPageDefaults, messages, paths } from '@ddp/contract';
import type { Locator, Page } from '@playwright/test';
import { signedInOwner } from './support/arranged-states';
import { expectAccessible } from './support/axe';
import { serviceSelect } from './support/docs-screen';
import { failingCall, heldCall } from './support/failing-call';
import { createClientByApi } from './support/portal-api';
import { expect, test } from './support/test';

// Issue 19: every screen that loads data shows its failure with 'Try again' instead of its empty
// state, and 'Try again' recovers. Each case opens its screen afresh with one call failing.

interface FailedLoad {
  /** The screen, and the part of it whose call fails. */
  name: string;
  /** The call that fails. */
  call: string;
  /** Opens the screen (and the tab) that makes the call. */
  open: (page: Page) => Promise<unknown>;
  /** What the screen shows once the call gets through: for a fresh company often its empty state. */
  loaded: (page: Page) => Locator;
  /** The empty state, which a failure must never show. */
  empty?: string | RegExp;
  /** The failure's own text, where the spec gives one. */
  failure?: string;
  /** Regions that show the same failed call, each with its 'Try again'. */
  alerts?: number;
}

const goto = (path: string) => (page: Page) => page.goto(path);
const gotoTab = (path: string, tab: string) => async (page: Page) => {
  await page.goto(path);
  await page.getByRole('tab', { name: tab }).click();
};

const NO_CREDENTIALS = /^No credentials yet\./;

function signedInScreens(firstname: string, email: string): FailedLoad[] {
  return [
    {
      name: 'Credentials, View Personal Credentials',
      call: paths.viewCredentials,
      open: goto('home/view-credentials'),
      loaded: (page) => page.getByText(NO_CREDENTIALS),
      empty: NO_CREDENTIALS,
    },
    {
      name: 'Credentials, the greeting',
      call: paths.viewPersonalDetails,
      open: goto('home/view-credentials'),
      loaded: (page) => page.getByRole('heading', { name: messages.greeting(firstname) }),
    },
    {
      name: 'Credentials, the start page',
      call: paths.startSummary,
      open: goto('home/view-credentials'),
      loaded: (page) => page.getByRole('heading', { name: 'Getting started' }),
    },
    {
      name: "Credentials, View Team's Credentials",
      call: paths.viewTeamCredentials,
      open: goto('home/view-credentials?tab=team'),
      loaded: (page) => page.getByText('Nobody in your team has credentials yet.'),
      empty: 'Nobody in your team has credentials yet.',
    },
    {
      name: 'Credentials, View Secret(1-time)',
      call: paths.transferredCredentials,
      open: goto('home/view-credentials?tab=one-time'),
      loaded: (page) => page.getByText('No credentials are waiting for you.'),
      empty: 'No credentials are waiting for you.',
    },
    {
      name: 'API Documentation, Basic Services',
      call: paths.listBasicDocs,
      open: goto('home/view-docs'),
      // Journeys before this one may have published the catalogue: either answer is a loaded list.
      loaded: (page) =>
        page
          .getByText('No basic services are published yet.')
          .or(serviceSelect(page.getByRole('tabpanel', { name: 'Basic Services' }))),
      empty: 'No basic services are published yet.',
    },
    {
      name: 'API Documentation, the operation search',
      call: paths.searchDocs,
      open: goto('home/view-docs'),
      loaded: (page) => page.getByRole('combobox', { name: 'Search operations' }),
    },
    {
      name: 'API Documentation, Advanced Services',
      call: paths.listAdvancedDocs,
      open: gotoTab('home/view-docs', 'Advanced Services'),
      loaded: (page) => page.getByText(/^Your company has no advanced services yet\./),
      empty: /^Your company has no advanced services yet\./,
    },
    {
      name: 'API Documentation, the clients of the quickstart and of Try it',
      call: paths.viewCredentials,
      open: goto('home/view-docs'),
      loaded: (page) => page.getByText(/^You have no clients yet\./),
      empty: /^You have no clients yet\./,
      alerts: 2,
    },
    {
      name: 'Advanced Services, the role',
      call: paths.viewAdminDetails,
      open: goto('home/request-advanced-services'),
      loaded: (page) => page.getByRole('tab', { name: 'View Requests' }),
    },
    {
      name: 'Advanced Services, View Requests',
      call: paths.viewAdvancedServices,
      open: goto('home/request-advanced-services'),
      loaded: (page) => page.getByText(/^No requests yet\./),
      empty: /^No requests yet\./,
    },
    {
      name: 'News and Updates',
      call: paths.viewNews,
      open: goto('home/view-news'),
      loaded: (page) => page.getByText(messages.newsEmpty),
      empty: messages.newsEmpty,
    },
    {
      name: 'Teams, the role',
      call: paths.viewAdminDetails,
      open: goto('home/view-teams'),
      loaded: (page) => page.getByRole('tab', { name: 'List of Users' }),
    },
    {
      name: 'Teams, List of Users',
      call: paths.viewListConsumers,
      open: goto('home/view-teams'),
      loaded: (page) => page.getByRole('table', { name: 'Team members' }).getByText(email),
      empty: messages.teamEmpty,
    },
    {
      name: 'Teams, Pending Invitations',
      call: paths.listInvitations,
      open: gotoTab('home/view-teams', 'Pending Invitations'),
      loaded: (page) => page.getByText(messages.noPendingInvitations),
      empty: messages.noPendingInvitations,
    },
    {
      name: 'Audit log',
      call: paths.viewAuditLog,
      open: goto('home/view-audit-log'),
      // A new company's log has the Owner's sign-in at least.
      loaded: (page) => page.getByRole('table', { name: messages.titleAuditLog }).getByText(email).first(),
      empty: messages.auditEmpty,
      failure: messages.auditLoadFailed,
    },
    {
      name: 'Usage',
      call: paths.viewUsage,
      open: goto('home/view-usage'),
      // A new company has made no call: its figures say so.
      loaded: (page) => page.getByText(messages.usageEmpty),
      failure: messages.usageLoadFailed,
    },
    {
      name: 'Front-end Apps',
      call: paths.getFrontendApps,
      open: goto('home/view-frontend-apps'),
      loaded: (page) => page.getByText(messages.noFrontendApps),
      empty: messages.noFrontendApps,
    },
    {
      name: 'Report Bugs, List of issues',
      call: paths.getListBugReport,
      open: goto('home/view-report-bugs'),
      loaded: (page) => page.getByText(messages.bugReportsEmpty),
      empty: messages.bugReportsEmpty,
    },
    {
      name: 'Settings',
      call: paths.viewPersonalDetails,
      open: goto('home/view-settings'),
      loaded: (page) => page.getByRole('heading', { name: 'Personal details' }),
    },
  ];
}

const publicScreens: FailedLoad[] = [
  {
    name: 'Third-party licences, the licence names',
    call: paths.getAllLicenseName,
    open: goto('thirdPartyLicense'),
    loaded: (page) => page.getByRole('combobox', { name: 'Licence' }),
    empty: messages.licencesNoData,
    failure: messages.licencesLoadError,
  },
  {
    name: 'Third-party licences, the components of a licence',
    call: paths.getAllDetails,
    open: goto('thirdPartyLicense'),
    loaded: (page) => page.getByRole('table', { name: 'Components under MIT' }).getByRole('row').nth(1),
    empty: messages.licencesNoData,
    failure: messages.licencesLoadError,
  },
  {
    name: "Legal pages, the operator's content",
    call: `${paths.legalPages}/imprint`,
    open: goto('legal/imprint'),
    loaded: (page) => page.getByTestId('legal-content').or(page.getByText(legalPageDefaults.imprint)),
    failure: messages.legalPageNotLoaded,
  },
  {
    name: 'Dev mailbox',
    call: paths.devMailbox,
    open: goto('dev/mailbox'),
    loaded: (page) =>
      page.getByRole('navigation', { name: 'Messages' }).or(page.getByText(messages.devMailboxEmpty)),
    empty: messages.devMailboxEmpty,
  },
];

async function failsThenRecovers(page: Page, screen: FailedLoad): Promise<void> {
  const call = await failingCall(page, screen.call);
  await screen.open(page);
  const failures = page
    .getByRole('alert')
    .filter({ hasText: screen.failure ?? messages.internalError })
    .filter({ has: page.getByRole('button', { name: 'Try again' }) });
  await expect(failures).toHaveCount(screen.alerts ?? 1);
  if (screen.empty) await expect(page.getByText(screen.empty)).toHaveCount(0);
  await expectAccessible(page, `${screen.name}, not loaded`);

  await call.letThrough();
  await failures.first().getByRole('button', { name: 'Try again' }).focus();
  await page.keyboard.press('Enter');
  await expect(screen.loaded(page).first()).toBeVisible();
  await expect(failures).toHaveCount(0);
  // The button went with the alert: the focus goes on to the heading above what loaded, not to the
  // start of the page.
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toMatch(/^H[12]$/);
}

test('every signed-in screen shows a failed load with Try again, never as empty, and recovers', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { person, session } = await signedInOwner(page, request, 'load-states');
  for (const screen of signedInScreens(person.firstname, person.email)) {
    await test.step(screen.name, () => failsThenRecovers(page, screen));
  }
  // Last, as it needs a credential, which the first cases' empty states must not have.
  await createClientByApi(request, session, 'Handed on');
  await test.step('Credentials, the colleagues of the transfer dialog', () =>
    failsThenRecovers(page, {
      name: 'Credentials, the colleagues of the transfer dialog',
      call: paths.viewListConsumers,
      open: async (page) => {
        await page.goto('home/view-credentials');
        await page.getByRole('button', { name: 'Transfer Handed on' }).click();
      },
      loaded: (page) =>
        page.getByRole('dialog', { name: 'Transfer credentials' }).getByLabel('Team member (e-mail)'),
    }));
});

test('the public screens that load data show a failed load with Try again, and recover', async ({ page }) => {
  for (const screen of publicScreens) {
    await test.step(screen.name, () => failsThenRecovers(page, screen));
  }
});

test('a list that is loading says so to screen readers, and is not mistaken for empty', async ({
  page,
  request,
}) => {
  await signedInOwner(page, request, 'load-states-busy');
  const call = await heldCall(page, paths.viewCredentials);
  await page.goto('home/view-credentials');
  const loading = page.getByRole('status', { name: 'Loading your credentials' });
  await expect(loading).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByText(NO_CREDENTIALS)).toHaveCount(0);
  await expectAccessible(page, 'Credentials, loading', { loading: true });

  call.release();
  await expect(page.getByText(NO_CREDENTIALS)).toBeVisible();
  await expect(loading).toHaveCount(0);
});
