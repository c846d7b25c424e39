import { BASE_PATH, durations, frontendAppsRoute, messages, routes } from '@ddp/contract';
import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import { RouteLoading } from '../components/route-loading';
import { advancedRequestsPath } from '../features/advanced-requests/advanced-requests-path';
import { docsPath } from '../features/api-docs/docs-path';
import { TwoFactorPage } from '../features/auth-2fa/two-factor-page';
import { LoginPage } from '../features/auth-login/login-page';
import { legalPageNames } from '../features/legal/legal-pages';
import { newsPath } from '../features/news/news-path';
import { reportBugsPath } from '../features/report-bugs/menu-entry';
import { teamsPath } from '../features/teams/teams-path';
import { RequireSession } from './guards/require-session';
import { RequireTemporarySession } from './guards/require-temporary-session';
import { PublicLayout } from './layouts/public-layout';

// Sign-in is the first screen most people see; everything else loads when it is needed.
const RegistrationPage = lazy(() => import('../features/registration/registration-page'));
const HomeLayout = lazy(() => import('./layouts/home-layout'));
const CredentialsPage = lazy(() => import('../features/home-credentials/credentials-page'));
const MailboxPage = lazy(() => import('../features/dev-mailbox/mailbox-page'));
const TeamsPage = lazy(() => import('../features/teams/teams-page'));
const InvitedUserPage = lazy(() => import('../features/invited-user/invited-user-page'));
const ResendQrPage = lazy(() => import('../features/resend-qr/resend-qr-page'));
const ForgotPasswordPage = lazy(() => import('../features/forgot-password/forgot-password-page'));
const ResetByLinkPage = lazy(() => import('../features/reset-by-link/reset-by-link-page'));
const ForcedResetPage = lazy(() => import('../features/forced-reset/forced-reset-page'));
const LegalPage = lazy(() => import('../features/legal/legal-page'));
const LicencesPage = lazy(() => import('../features/licences/licences-page'));
const SettingsPage = lazy(() => import('../features/settings/settings-page'));
const NewsPage = lazy(() => import('../features/news/news-page'));
const FrontendAppsPage = lazy(() => import('../features/frontend-apps/frontend-apps-page'));
const ReportBugsPage = lazy(() => import('../features/report-bugs/report-bugs-page'));
const DocsPage = lazy(() => import('../features/api-docs/docs-page'));
const AdvancedRequestsPage = lazy(() => import('../features/advanced-requests/advanced-requests-page'));

const relative = (path: string) => path.replace(/^\//, '');

const codeScreen = (
  <RequireTemporarySession>
    <TwoFactorPage />
  </RequireTemporarySession>
);

// Spec section 4: the one-field code screen under /login also ends after 5 idle minutes.
const oneFieldCodeScreen = (
  <RequireTemporarySession idleMs={durations.codeScreenIdleMs}>
    <TwoFactorPage />
  </RequireTemporarySession>
);

export const router = createBrowserRouter(
  [
    {
      element: <PublicLayout />,
      children: [
        { index: true, element: <LoginPage /> },
        { path: relative(routes.twoFactor), element: codeScreen },
        { path: relative(routes.codeScreen), element: oneFieldCodeScreen },
        { path: relative(routes.registration), element: <RegistrationPage /> },
        { path: relative(routes.devMailbox), element: <MailboxPage /> },
        { path: relative(routes.resendQr), element: <ResendQrPage /> },
        { path: relative(routes.forgotPassword), element: <ForgotPasswordPage /> },
        {
          path: relative(routes.forcedReset),
          element: (
            <RequireTemporarySession>
              <ForcedResetPage />
            </RequireTemporarySession>
          ),
        },
        { path: relative(routes.resetByLink), element: <ResetByLinkPage /> },
        ...legalPageNames.map((name) => ({
          path: `${relative(routes.legal)}/${name}`,
          element: <LegalPage name={name} />,
        })),
        { path: relative(routes.invitedUser), element: <InvitedUserPage /> },
        { path: relative(routes.licences), element: <LicencesPage /> },
        {
          path: '*',
          element: (
            <PlaceholderPage
              title="Page not found"
              text={messages.pageNotFound}
              backTo={routes.login}
              backLabel="Go to sign-in"
            />
          ),
        },
      ],
    },
    {
      path: relative(routes.home),
      element: (
        <RequireSession>
          <Suspense fallback={<RouteLoading />}>
            <HomeLayout />
          </Suspense>
        </RequireSession>
      ),
      children: [
        {
          index: true,
          element: <Navigate to={relative(routes.viewCredentials.slice(routes.home.length))} replace />,
        },
        { path: relative(routes.viewCredentials.slice(routes.home.length)), element: <CredentialsPage /> },
        { path: relative(teamsPath.slice(routes.home.length)), element: <TeamsPage /> },
        { path: relative(newsPath.slice(routes.home.length)), element: <NewsPage /> },
        { path: relative(docsPath.slice(routes.home.length)), element: <DocsPage /> },
        {
          path: relative(advancedRequestsPath.slice(routes.home.length)),
          element: <AdvancedRequestsPage />,
        },
        { path: relative(reportBugsPath.slice(routes.home.length)), element: <ReportBugsPage /> },
        { path: relative(frontendAppsRoute.slice(routes.home.length)), element: <FrontendAppsPage /> },
        { path: relative(routes.viewSettings.slice(routes.home.length)), element: <SettingsPage /> },
      ],
    },
  ],
  { basename: BASE_PATH },
);
