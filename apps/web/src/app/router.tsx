import { BASE_PATH, messages, routes } from '@ddp/contract';
import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import { RouteLoading } from '../components/route-loading';
import { TwoFactorPage } from '../features/auth-2fa/two-factor-page';
import { LoginPage } from '../features/auth-login/login-page';
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

const relative = (path: string) => path.replace(/^\//, '');
const toLogin: { to: string; label: string } = { to: routes.login, label: 'Back to sign-in' };
const toCode = { to: routes.twoFactor, label: 'Back to the code screen' };

const placeholder = (path: string, title: string, back = toLogin) => ({
  path: relative(path),
  element: <PlaceholderPage title={title} backTo={back.to} backLabel={back.label} />,
});

const codeScreen = (
  <RequireTemporarySession>
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
        { path: relative(routes.codeScreen), element: codeScreen },
        { path: relative(routes.registration), element: <RegistrationPage /> },
        { path: relative(routes.devMailbox), element: <MailboxPage /> },
        placeholder(routes.resendQr, 'Resend QR code', toCode),
        placeholder(routes.forgotPassword, 'Forgot password'),
        placeholder(routes.forcedReset, 'Reset your password'),
        placeholder(routes.resetByLink, 'Reset your password'),
        { path: relative(routes.invitedUser), element: <InvitedUserPage /> },
        placeholder(routes.licences, 'Third-party licences'),
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
      ],
    },
  ],
  { basename: BASE_PATH },
);
