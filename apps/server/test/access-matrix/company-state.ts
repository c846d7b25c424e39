import { createHash } from 'node:crypto';
import type { Db } from '../../src/db/database';

// The sign-in and client lockout counters are kept under a hash of the address or client id.
const attemptKey = (family: 'login' | 'client', subject: string) =>
  createHash('sha256').update(`${family}:${subject.toLowerCase()}`).digest('hex');

/**
 * Everything stored about one company, read straight from the database: equal before and after
 * another company's calls means those calls changed nothing of it.
 */
export async function companyState(db: Db, companyId: string) {
  const members = await db
    .selectFrom('consumers')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('id')
    .execute();
  const memberIds = members.map((m) => m.id);
  const credentials = await db
    .selectFrom('credentials')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('id')
    .execute();
  const reports = await db
    .selectFrom('bug_reports')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('id')
    .execute();
  // A company keeps at least one Owner, so none of the `in` lists below is empty.
  const ids = memberIds;
  const attemptKeys = [
    ...members.map((m) => attemptKey('login', m.email)),
    ...credentials.map((c) => attemptKey('client', c.client_id)),
  ];
  return {
    company: await db.selectFrom('companies').selectAll().where('id', '=', companyId).execute(),
    projects: sorted(
      await db.selectFrom('projects').selectAll().where('company_id', '=', companyId).execute(),
    ),
    members,
    sessions: sorted(await db.selectFrom('sessions').selectAll().where('consumer_id', 'in', ids).execute()),
    passkeys: sorted(await db.selectFrom('passkeys').selectAll().where('consumer_id', 'in', ids).execute()),
    passwordResets: sorted(
      await db.selectFrom('password_resets').selectAll().where('consumer_id', 'in', ids).execute(),
    ),
    newsAnswers: sorted(
      await db.selectFrom('news_answers').selectAll().where('consumer_id', 'in', ids).execute(),
    ),
    loginAttempts: sorted(
      await db.selectFrom('login_attempts').selectAll().where('key', 'in', attemptKeys).execute(),
    ),
    invitations: sorted(
      await db.selectFrom('invitations').selectAll().where('company_id', '=', companyId).execute(),
    ),
    credentials,
    grants: sorted(
      await db.selectFrom('service_grants').selectAll().where('company_id', '=', companyId).execute(),
    ),
    advancedRequests: sorted(
      await db.selectFrom('advanced_requests').selectAll().where('company_id', '=', companyId).execute(),
    ),
    reports,
    reportFiles:
      reports.length === 0
        ? []
        : sorted(
            await db
              .selectFrom('bug_report_files')
              .selectAll()
              .where(
                'report_id',
                'in',
                reports.map((r) => r.id),
              )
              .execute(),
          ),
    frontendApps: sorted(
      await db.selectFrom('frontend_apps').selectAll().where('company_id', '=', companyId).execute(),
    ),
    newsAudience: sorted(
      await db.selectFrom('news_companies').selectAll().where('company_id', '=', companyId).execute(),
    ),
    mail: sorted(
      await db
        .selectFrom('outbox')
        .selectAll()
        .where(
          'to_address',
          'in',
          members.map((m) => m.email),
        )
        .execute(),
    ),
    // An access token names its client, not its company: any revocation at all counts.
    revocations: sorted(await db.selectFrom('revoked_tokens').selectAll().execute()),
  };
}

/** Rows in a stable order, whatever order the database returned them in. */
function sorted<T>(rows: T[]): T[] {
  const key = (row: T) => JSON.stringify(row);
  return [...rows].sort((a, b) => key(a).localeCompare(key(b)));
}
