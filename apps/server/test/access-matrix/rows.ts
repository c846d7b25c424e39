import type { Row } from './row';
import { accountRows } from './rows-account';
import { accountSecurityRows } from './rows-account-security';
import { auditLogRows } from './rows-audit-log';
import { bugReportRows } from './rows-bug-reports';
import { credentialRows } from './rows-credentials';
import { docsRows, sampleApiRows } from './rows-docs';
import { enrolmentRows } from './rows-enrolment';
import { frontendAppRows } from './rows-frontend-apps';
import { licenceRows } from './rows-licences';
import { linkRows } from './rows-links';
import { newsRows } from './rows-news';
import { oauthRows } from './rows-oauth';
import { opsRows } from './rows-ops';
import { passkeyRows } from './rows-passkeys';
import { publicRows } from './rows-public';
import { recoveryCodeRows } from './rows-recovery-codes';
import { startRows } from './rows-start';
import { teamRows } from './rows-team';
import { usageRows } from './rows-usage';

/** One row per route the server answers. */
export const rows: readonly Row[] = [
  ...publicRows,
  ...linkRows,
  ...accountRows,
  ...teamRows,
  ...credentialRows,
  ...docsRows,
  ...sampleApiRows,
  ...oauthRows,
  ...opsRows,
  ...bugReportRows,
  ...newsRows,
  ...frontendAppRows,
  ...licenceRows,
  ...startRows,
  ...auditLogRows,
  ...usageRows,
  ...accountSecurityRows,
  ...recoveryCodeRows,
  ...passkeyRows,
  // Last: each of their calls moves the clock on a TOTP step, which the sessions of the callers
  // above would not outlive if more rows followed.
  ...enrolmentRows,
];
