import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * The deletes of the purge, one table each, by the rules of the module that owns the table (its
 * expiry, its "used"). Each takes at most `batch` rows whose lock it can have at once: statements
 * stay short, and instances purging together split the rows instead of waiting for each other.
 * Every call returns how many rows went.
 */

/** Sessions past their absolute end, or idle past the idle limit (auth/sessions.ts), `before` ago. */
export async function deleteEndedSessions(
  db: Db,
  before: Date,
  idleMs: number,
  batch: number,
): Promise<number> {
  const idleBefore = new Date(before.getTime() - idleMs);
  const result = await db
    .deleteFrom('sessions')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('sessions')
        .select('id')
        .where((w) =>
          w.or([
            w('expires_at', '<=', before),
            w.and([w('kind', '=', 'active'), w('last_seen_at', '<=', idleBefore)]),
          ]),
        )
        .limit(batch)
        .forUpdate()
        .skipLocked(),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Sign-in and client failure counters whose lock is over (or never was) and whose last failure is
 * older than `before`. By these two columns only: a lock that has run out counts as none already
 * (auth/attempts-repo.ts), and a count without a lock is forgotten once that old.
 */
export async function deleteStaleAttempts(db: Db, now: Date, before: Date, batch: number): Promise<number> {
  const result = await db
    .deleteFrom('login_attempts')
    .where('key', 'in', (eb) =>
      eb
        .selectFrom('login_attempts')
        .select('key')
        .where('last_failure_at', '<=', before)
        .where((w) => w.or([w('locked_until', 'is', null), w('locked_until', '<=', now)]))
        .limit(batch)
        .forUpdate()
        .skipLocked(),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The tables whose rows stop counting once one time of theirs has passed, with their key and that
 * time, and why each may go then:
 * - `request_windows`, begun: a window of the per-address limits lasts minutes;
 * - `revoked_tokens`, `used_client_assertions`, expiry: the token or assertion is refused by its
 *   `exp` already, so its revocation or jti need not be kept;
 * - `passkey_challenges`, expiry (5 minutes, issue 22): refused by then, never answered;
 * - `totp_enrolments`, expiry: an authenticator set-up never confirmed holds a sealed key nobody will
 *   use and a mailed code's hash; a new sign-in starts one afresh either way.
 */
const EXPIRING = {
  request_windows: { key: 'key', time: 'started_at' },
  revoked_tokens: { key: 'jti', time: 'expires_at' },
  used_client_assertions: { key: 'key', time: 'expires_at' },
  passkey_challenges: { key: 'challenge', time: 'expires_at' },
  totp_enrolments: { key: 'consumer_id', time: 'expires_at' },
} as const;

/** Rows of `table` whose time (see EXPIRING) is `until` or earlier. */
export async function deleteRowsUpTo(
  db: Db,
  table: keyof typeof EXPIRING,
  until: Date,
  batch: number,
): Promise<number> {
  const { key, time } = EXPIRING[table];
  const result = await sql`
    DELETE FROM ${sql.table(table)} WHERE ${sql.ref(key)} IN (
      SELECT ${sql.ref(key)} FROM ${sql.table(table)} WHERE ${sql.ref(time)} <= ${until}
      LIMIT ${batch} FOR UPDATE SKIP LOCKED
    )`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** Mailed links (reset links, invitations) used before `before`, or made before `madeBefore`. */
export async function deleteSpentLinks(
  db: Db,
  table: 'password_resets' | 'invitations',
  spent: { usedBefore: Date; madeBefore: Date },
  batch: number,
): Promise<number> {
  const result = await db
    .deleteFrom(table)
    .where('id', 'in', (eb) =>
      eb
        .selectFrom(table)
        .select('id')
        .where((w) => w.or([w('used_at', '<=', spent.usedBefore), w('created_at', '<=', spent.madeBefore)]))
        .limit(batch)
        .forUpdate()
        .skipLocked(),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The outbox beyond its newest `keep` mails, in the dev mailbox's own order. Not locked first: a
 * lock would take the kept mails too (rows an OFFSET passes are locked), and an instance purging at
 * the same time only finds these gone.
 */
export async function deleteOlderMail(db: Db, keep: number, batch: number): Promise<number> {
  const result = await db
    .deleteFrom('outbox')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('outbox')
        .select('id')
        .orderBy('created_at', 'desc')
        .orderBy('seq', 'desc')
        .offset(keep)
        .limit(batch),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
