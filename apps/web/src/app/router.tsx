import { durations, messages, routes } from '@ddp/contract';
import { Suspense, useEffect } from 'react';
import { Navigate, type RouteObject, useLocation, useNavigationType, useRoutes } from 'react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import { prefetchAccountSecurity } from '../features/accounts/settings/account-security-queries';
import { prefetchPasskeys } from '../features/accounts/settings/passkeys-queries';
import { prefetchRecoveryCodes } from '../features/accounts/settings/recovery-codes-query';
import { advancedRequestsPath } from '../features/advanced-requests/advanced-requests-path';
import { prefetchAdvancedRequests } from '../features/advanced-requests/advanced-requests-queries';
import { prefetchAuditLog } from '../features/audit-log/audit-log-queries';
import { auditLogPath } from '../features/audit-log/menu-entry';
import { LoginPage } from '../features/auth/login-page';
import { TwoFactorPage } from '../features/auth/two-factor-page';
import { prefetchReports } from '../features/bug-reports/bug-reports-queries';
import { bugReportsPath } from '../features/bug-reports/menu-entry';
import { cataloguePath } from '../features/catalogue/catalogue-path';
import { prefetchCredentials } from '../features/credentials/credentials-queries';
import { prefetchFrontendApps } from '../features/frontend-apps/frontend-apps-queries';
import { legalPageNames } from '../features/legal/legal-pages';
import { newsPath } from '../features/news/news-path';
import { prefetchNews } from '../features/news/news-queries';
import { teamsPath } from '../features/teams/teams-path';
import { prefetchTeams } from '../features/teams/teams-queries';
import { prefetchUsage } from '../features/usage/usage-api';
import { usagePath } from '../features/usage/usage-path';
import { prefetchPersonalDetails } from '../lib/personal-details-api';
import { prefetchQuickstart } from '../lib/quickstart-at-start';
import { noteScreen } from '../lib/start-answer';
import { RequireSession } from './guards/require-session';
import { RequireTemporarySession } from './guards/require-temporary-session';
import { HomeFrame } from './layouts/home-frame';
import { PublicLayout } from './layouts/public-layout';
import { lazyScreen, type PreloadableScreen } from './lazy-screen';
import type { RouteHandle } from './preload-route';
import { HomeNotFoundPage } from './screens/home-not-found-page';

// Sign-in is the first screen most people see; everything else loads when it is needed.
const RegistrationPage = lazyScreen(() => import('../features/accounts/registration/registration-page'));
const HomeLayout = lazyScreen(() => import('./layouts/home-layout'));
const CredentialsPage = lazyScreen(() => import('../features/credentials/credentials-page'));
const MailboxPage = lazyScreen(() => import('../features/dev-mailbox/mailbox-page'));
const TeamsPage = lazyScreen(() => import('../features/teams/teams-page'));
const InvitedUserPage = lazyScreen(() => import('../features/teams/invitation/invited-user-page'));
const ResendQrPage = lazyScreen(() => import('../features/auth/resend-qr-page'));
const ForgotPasswordPage = lazyScreen(() => import('../features/password-reset/forgot-password-page'));
const ResetByLinkPage = lazyScreen(() => import('../features/password-reset/reset-by-link-page'));
const ForcedResetPage = lazyScreen(() => import('../features/auth/forced-reset-page'));
const EnrolPage = lazyScreen(() => import('../features/auth/enrolment/enrol-page'));
const LegalPage = lazyScreen(() => import('../features/legal/legal-page'));
const LicencesPage = lazyScreen(() => import('../features/licences/licences-page'));
const SettingsPage = lazyScreen(() => import('../features/accounts/settings/settings-page'));
const NewsPage = lazyScreen(() => import('../features/news/news-page'));
const FrontendAppsPage = lazyScreen(() => import('../features/frontend-apps/frontend-apps-page'));
const BugReportsPage = lazyScreen(() => import('../features/bug-reports/bug-reports-page'));
const loadCataloguePage = () => import('../features/catalogue/catalogue-page');
const CataloguePage = lazyScreen(loadCataloguePage);
// The screen's module says what it asks for on entry; it arrives before the encryption key its
// calls wait for anyway, and Login's first download stays without it.
const prefetchCatalogue: RouteHandle['prefetch'] = () => {
  prefetchQuickstart();
  loadCataloguePage()
    .then((page) => page.prefetchCatalogue())
    .catch(() => undefined);
};
const AdvancedRequestsPage = lazyScreen(() => import('../features/advanced-requests/advanced-requests-page'));
const AuditLogPage = lazyScreen(() => import('../features/audit-log/audit-log-page'));
const UsagePage = lazyScreen(() => import('../features/usage/usage-page'));

const relative = (path: string) => path.replace(/^\//, '');

/** A route whose lazily loaded screen starts downloading as soon as the address matches it. */
const lazyRoute = (path: string, Screen: PreloadableScreen<object>, prefetch?: RouteHandle['prefetch']) => ({
  path,
  element: <Screen />,
  handle: { preload: Screen.preload, prefetch } satisfies RouteHandle,
});

const codeScreen = (
  <RequireTemporarySession>
    <TwoFactorPage />
  </RequireTemporarySession>
);

// Spec section 4: the one-field code screen under /login also ends after 5 idle minutes.
// A component, not an element: the title is read in the language of the moment.
function OneFieldCodePage() {
  return <TwoFactorPage title={messages.titleCodeScreen} />;
}
const oneFieldCodeScreen = (
  <RequireTemporarySession idleMs={durations.codeScreenIdleMs}>
    <OneFieldCodePage />
  </RequireTemporarySession>
);

function NotFoundPage() {
  return (
    <PlaceholderPage
      title={messages.titleNotFound}
      text={messages.pageNotFound}
      backTo={routes.login}
      backLabel={messages.goToSignIn}
    />
  );
}

/**
 * Every screen of the portal. The routes are plain objects matched by `useRoutes` inside a
 * BrowserRouter: nothing here uses a data router's loaders or actions, whose code was a sixth of
 * Login's first download (docs/web.md).
 */
export const portalRoutes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { index: true, element: <LoginPage /> },
      { path: relative(routes.twoFactor), element: codeScreen },
      { path: relative(routes.codeScreen), element: oneFieldCodeScreen },
      lazyRoute(relative(routes.registration), RegistrationPage),
      lazyRoute(relative(routes.devMailbox), MailboxPage),
      lazyRoute(relative(routes.resendQr), ResendQrPage),
      lazyRoute(relative(routes.forgotPassword), ForgotPasswordPage),
      {
        path: relative(routes.forcedReset),
        element: (
          <RequireTemporarySession>
            <ForcedResetPage />
          </RequireTemporarySession>
        ),
        handle: { preload: ForcedResetPage.preload } satisfies RouteHandle,
      },
      {
        path: relative(routes.enrolAuthenticator),
        element: (
          <RequireTemporarySession>
            <EnrolPage />
          </RequireTemporarySession>
        ),
        handle: { preload: EnrolPage.preload } satisfies RouteHandle,
      },
      lazyRoute(relative(routes.resetByLink), ResetByLinkPage),
      ...legalPageNames.map((name) => ({
        path: `${relative(routes.legal)}/${name}`,
        element: <LegalPage name={name} />,
        handle: { preload: LegalPage.preload } satisfies RouteHandle,
      })),
      lazyRoute(relative(routes.invitedUser), InvitedUserPage),
      lazyRoute(relative(routes.licences), LicencesPage),
      {
        path: '*',
        element: <NotFoundPage />,
      },
    ],
  },
  {
    path: relative(routes.home),
    element: (
      <RequireSession>
        <Suspense fallback={<HomeFrame />}>
          <HomeLayout />
        </Suspense>
      </RequireSession>
    ),
    handle: { preload: HomeLayout.preload } satisfies RouteHandle,
    children: [
      {
        index: true,
        element: <Navigate to={relative(routes.viewCredentials.slice(routes.home.length))} replace />,
        handle: { prefetch: prefetchCredentials } satisfies RouteHandle,
      },
      lazyRoute(
        relative(routes.viewCredentials.slice(routes.home.length)),
        CredentialsPage,
        prefetchCredentials,
      ),
      lazyRoute(relative(usagePath.slice(routes.home.length)), UsagePage, prefetchUsage),
      lazyRoute(relative(teamsPath.slice(routes.home.length)), TeamsPage, prefetchTeams),
      lazyRoute(relative(newsPath.slice(routes.home.length)), NewsPage, prefetchNews),
      lazyRoute(relative(cataloguePath.slice(routes.home.length)), CataloguePage, prefetchCatalogue),
      lazyRoute(
        relative(advancedRequestsPath.slice(routes.home.length)),
        AdvancedRequestsPage,
        prefetchAdvancedRequests,
      ),
      lazyRoute(relative(bugReportsPath.slice(routes.home.length)), BugReportsPage, prefetchReports),
      lazyRoute(relative(auditLogPath.slice(routes.home.length)), AuditLogPage, prefetchAuditLog),
      lazyRoute(relative(routes.viewFrontendApps.slice(routes.home.length)), FrontendAppsPage, () => {
        prefetchFrontendApps();
        prefetchQuickstart();
      }),
      lazyRoute(relative(routes.viewSettings.slice(routes.home.length)), SettingsPage, () => {
        prefetchPersonalDetails();
        prefetchRecoveryCodes();
        prefetchPasskeys();
        prefetchAccountSecurity();
      }),
      // Any other address under /home: not found, inside the signed-in layout. Not lazy: a chunk
      // of its own would split the kit's shared chunk and cost Login's first download more.
      { path: '*', element: <HomeNotFoundPage /> },
    ],
  },
];

export function PortalRoutes() {
  const { pathname } = useLocation();
  const navigation = useNavigationType();
  useEffect(() => noteScreen(pathname, navigation), [pathname, navigation]);
  // A screen opened from a link starts at its top, not where the one before was scrolled to; going
  // back leaves the scrolling to the browser.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new address is a new screen
  useEffect(() => {
    if (navigation !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigation]);
  return useRoutes(portalRoutes);
}
