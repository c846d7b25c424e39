import { sql } from 'kysely';
import type { Db } from '../../db/database';

export function findAttempts(db: Db, key: string) {
  return db.selectFrom('login_attempts').selectAll().where('key', '=', key).executeTakeFirst();
}

/**
 * Counts one failure in a single statement, so racing failures are all counted. A lock that has
 * run out starts the count afresh.
 */
export async function countFailure(
  db: Db,
  key: string,
  now: Date,
  rules: { lockAfterFailures: number; lockMs: number },
) {
  const lockUntil = new Date(now.getTime() + rules.lockMs);
  const result = await sql<{ failures: number; locked_until: Date | null }>`
    INSERT INTO login_attempts AS a (key, failures, last_failure_at, locked_until)
    VALUES (${key}, 1, ${now}, CASE WHEN 1 >= ${rules.lockAfterFailures} THEN ${lockUntil}::timestamptz END)
    ON CONFLICT (key) DO UPDATE SET
      failures = CASE WHEN a.locked_until IS NOT NULL AND a.locked_until <= ${now} THEN 1 ELSE a.failures + 1 END,
      last_failure_at = ${now},
      locked_until = CASE
        WHEN a.locked_until IS NOT NULL AND a.locked_until > ${now} THEN a.locked_until
        WHEN (CASE WHEN a.locked_until IS NOT NULL THEN 1 ELSE a.failures + 1 END) >= ${rules.lockAfterFailures}
          THEN ${lockUntil}::timestamptz
        ELSE NULL
      END
    RETURNING failures, locked_until`.execute(db);
  return result.rows[0]!;
}

export interface ClaimRules {
  delayAfterFailures: number;
  lockAfterFailures: number;
  lockMs: number;
}

/**
 * Takes one attempt before the password or code is checked, in a single statement: the attempt
 * counts as a failure at once, so that of racing requests only as many as the limit allows get
 * through. Refused (no row returned) while the counter is locked or must still wait after its last
 * failure. A lock that has run out starts the count afresh. `last_failure_at` moves only when a
 * failure is confirmed (`confirmFailure`), so that a released claim leaves the counter as it was.
 */
export async function claimAttempt(
  db: Db,
  key: string,
  accountKey: string | null,
  now: Date,
  rules: ClaimRules,
): Promise<{ failures: number; locked_until: Date | null } | undefined> {
  const lockUntil = new Date(now.getTime() + rules.lockMs);
  const result = await sql<{ failures: number; locked_until: Date | null }>`
    INSERT INTO login_attempts AS a (key, failures, last_failure_at, locked_until, account_key)
    VALUES (${key}, 1, ${now}::timestamptz,
      CASE WHEN 1 >= ${rules.lockAfterFailures} THEN ${lockUntil}::timestamptz END, ${accountKey})
    ON CONFLICT (key) DO UPDATE SET
      failures = CASE WHEN a.locked_until IS NOT NULL THEN 1 ELSE a.failures + 1 END,
      locked_until = CASE
        WHEN (CASE WHEN a.locked_until IS NOT NULL THEN 1 ELSE a.failures + 1 END) >= ${rules.lockAfterFailures}
          THEN ${lockUntil}::timestamptz
        ELSE NULL
      END
    WHERE (a.locked_until IS NOT NULL AND a.locked_until <= ${now}::timestamptz)
      OR (a.locked_until IS NULL AND NOT (
        a.failures >= ${rules.delayAfterFailures}
        AND a.last_failure_at + make_interval(secs => power(2, a.failures - ${rules.delayAfterFailures})) > ${now}::timestamptz
      ))
    RETURNING failures, locked_until`.execute(db);
  return result.rows[0];
}

/** The claimed attempt failed: the wait before the next one runs from now. */
export async function confirmFailure(db: Db, key: string, now: Date): Promise<void> {
  await db.updateTable('login_attempts').set({ last_failure_at: now }).where('key', '=', key).execute();
}

/**
 * The claimed attempt succeeded: the count goes back by one, a lock this claim set goes with it, and
 * a counter the claim made is removed.
 */
export async function releaseClaim(
  db: Db,
  key: string,
  claimed: { failures: number; locked_until: Date | null },
): Promise<void> {
  // Two statements, each right on its own: a claim racing in between is counted either way.
  const removed = await db
    .deleteFrom('login_attempts')
    .where('key', '=', key)
    .where('failures', '<=', 1)
    .executeTakeFirst();
  if (removed.numDeletedRows > 0n) return;
  await sql`
    UPDATE login_attempts SET
      failures = failures - 1,
      locked_until = CASE
        WHEN failures = ${claimed.failures} AND locked_until = ${claimed.locked_until}::timestamptz THEN NULL
        ELSE locked_until
      END
    WHERE key = ${key} AND failures > 0`.execute(db);
}

export async function clearAttempts(db: Db, key: string): Promise<boolean> {
  const result = await db.deleteFrom('login_attempts').where('key', '=', key).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Clears an account's own counter and the counters of its browsers. */
export async function clearAccountAttempts(db: Db, accountKey: string): Promise<void> {
  await db
    .deleteFrom('login_attempts')
    .where((eb) => eb.or([eb('key', '=', accountKey), eb('account_key', '=', accountKey)]))
    .execute();
}

export async function findLocked(db: Db, keys: string[], now: Date) {
  if (keys.length === 0) return [];
  return db
    .selectFrom('login_attempts')
    .select(['key', 'locked_until'])
    .where('key', 'in', keys)
    .where('locked_until', '>', now)
    .execute();
}
