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

export async function clearAttempts(db: Db, key: string): Promise<boolean> {
  const result = await db.deleteFrom('login_attempts').where('key', '=', key).executeTakeFirst();
  return result.numDeletedRows > 0n;
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
