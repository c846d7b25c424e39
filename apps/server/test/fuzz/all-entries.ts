import { accountEntries } from './entries-account';
import { accountSecurityEntries } from './entries-account-security';
import { bugReportEntries } from './entries-bug-reports';
import { credentialEntries } from './entries-credentials';
import { docsEntries } from './entries-docs';
import { enrolmentEntries } from './entries-enrolment';
import { licenceEntries } from './entries-licences';
import { frontendAppEntries, newsEntries } from './entries-news-apps';
import { oauthEntries } from './entries-oauth';
import { opsEntries } from './entries-ops';
import { passkeySettingsEntries, passkeySignInEntries } from './entries-passkeys';
import { bareEntries, legalPageEntries, publicEntries } from './entries-public';
import { recoveryCodeSignedInEntries, recoveryCodeSignInEntries } from './entries-recovery-codes';
import { startEntries } from './entries-start';
import { teamEntries } from './entries-team';
import type { FuzzEntry } from './fuzz-entry';

const byRoute = (entries: readonly FuzzEntry[], routes: readonly string[]) =>
  entries.filter((entry) => routes.includes(entry.route));
const without = (entries: readonly FuzzEntry[], routes: readonly string[]) =>
  entries.filter((entry) => !routes.includes(entry.route));

// Calls that use their caller up or move the clock on run last in their group: a day of the fake
// clock is the longest a session of the group's callers lives.
const SIGNING_IN = ['POST /v1/ddp/totp-validate', 'POST /v1/ddp/logout'];
const CLOCK_MOVERS = ['POST /v1/ddp/login', 'POST /v1/ddp/resend-qrcode'];
// Company A's Owner in German sends German invitations, which the helpers that make new members
// of A do not read: the language changes last.
const LANGUAGE_CHANGERS = ['POST /v1/ddp/set-language'];

/**
 * The groups each run on a server of their own, in files of their own so that they can run side by
 * side: the steps before and around a session; the portal's signed-in calls in two (the account,
 * credentials and start page; the sessions, authenticator, recovery codes and passkeys); the team's
 * calls with the documentation and licences; and the operator's calls with the bug reports, news and
 * apps they manage. The team's group is the shortest and starts last (test-support/long-files-first.ts),
 * once one of the others has ended, so that no one file on PostgreSQL sets the suite's time.
 */
export const fuzzGroups = {
  signIn: [
    ...bareEntries,
    ...legalPageEntries,
    ...without(publicEntries, CLOCK_MOVERS),
    ...byRoute(accountEntries, ['POST /v1/ddp/logout']),
    ...byRoute(publicEntries, CLOCK_MOVERS),
    ...byRoute(accountEntries, ['POST /v1/ddp/totp-validate']),
    ...recoveryCodeSignInEntries,
    ...passkeySignInEntries,
    ...oauthEntries,
  ],
  portal: [
    ...without(accountEntries, SIGNING_IN),
    ...credentialEntries,
    ...without(startEntries, LANGUAGE_CHANGERS),
    ...byRoute(startEntries, LANGUAGE_CHANGERS),
  ],
  portalSecurity: [
    ...accountSecurityEntries,
    ...enrolmentEntries,
    ...recoveryCodeSignedInEntries,
    ...passkeySettingsEntries,
  ],
  team: [...teamEntries, ...docsEntries, ...licenceEntries],
  operated: [...bugReportEntries, ...newsEntries, ...frontendAppEntries, ...opsEntries],
};

export const allEntries: readonly FuzzEntry[] = Object.values(fuzzGroups).flat();
