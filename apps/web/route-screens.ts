// Relative imports of import-free contract files: the build's configuration loads this file too.
import { LEGAL_PAGE_NAMES } from '../../packages/contract/src/constants';
import { routes } from '../../packages/contract/src/paths';

const HOME_LAYOUT = 'src/app/layouts/home-layout.tsx';
const signedIn = (screen: string) => [HOME_LAYOUT, screen];

/**
 * The lazily loaded modules each address renders first, by the route's path below the base, as
 * the router imports them (src/app/router.tsx; a unit test holds the two together). The build turns
 * them into the files the server names in that address's page, so that a deep link downloads its
 * screen beside the entry instead of after the entry has run (docs/web.md, "First files").
 */
export const routeScreens: Readonly<Record<string, readonly string[]>> = {
  [routes.registration]: ['src/features/accounts/registration/registration-page.tsx'],
  [routes.devMailbox]: ['src/features/dev-mailbox/mailbox-page.tsx'],
  [routes.resendQr]: ['src/features/auth/resend-qr-page.tsx'],
  [routes.forgotPassword]: ['src/features/password-reset/forgot-password-page.tsx'],
  [routes.forcedReset]: ['src/features/auth/forced-reset-page.tsx'],
  [routes.enrolAuthenticator]: ['src/features/auth/enrolment/enrol-page.tsx'],
  [routes.resetByLink]: ['src/features/password-reset/reset-by-link-page.tsx'],
  [routes.invitedUser]: ['src/features/teams/invitation/invited-user-page.tsx'],
  [routes.licences]: ['src/features/licences/licences-page.tsx'],
  ...Object.fromEntries(
    LEGAL_PAGE_NAMES.map((name) => [`${routes.legal}/${name}`, ['src/features/legal/legal-page.tsx']]),
  ),
  // The bare /home address shows Credentials.
  [routes.home]: signedIn('src/features/credentials/credentials-page.tsx'),
  [routes.viewCredentials]: signedIn('src/features/credentials/credentials-page.tsx'),
  [routes.viewTeams]: signedIn('src/features/teams/teams-page.tsx'),
  [routes.viewNews]: signedIn('src/features/news/news-page.tsx'),
  [routes.viewDocs]: signedIn('src/features/catalogue/catalogue-page.tsx'),
  [routes.requestAdvancedServices]: signedIn('src/features/advanced-requests/advanced-requests-page.tsx'),
  [routes.viewAuditLog]: signedIn('src/features/audit-log/audit-log-page.tsx'),
  [routes.viewUsage]: signedIn('src/features/usage/usage-page.tsx'),
  [routes.viewReportBugs]: signedIn('src/features/bug-reports/bug-reports-page.tsx'),
  [routes.viewFrontendApps]: signedIn('src/features/frontend-apps/frontend-apps-page.tsx'),
  [routes.viewSettings]: signedIn('src/features/accounts/settings/settings-page.tsx'),
};

/** What every lazily loaded screen loads with it: the screens' shared stylesheet (lazy-screen.ts). */
export const SCREEN_STYLES_MODULE = 'src/app/screen-styles.ts';
