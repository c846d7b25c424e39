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
 * Windows of the per-address request limits begun before `before`: a window lasts minutes, so one
 * that old no longer counts anything.
 */
export async function deleteOldRequestWindows(db: Db, before: Date, batch: number): Promise<number> {
  const result = await db
    .deleteFrom('request_windows')
    .where('key', 'in', (eb) =>
      eb
        .selectFrom('request_windows')
        .select('key')
        .where('started_at', '<=', before)
        .limit(batch)
        .forUpdate()
        .skipLocked(),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Revocations of access tokens that have expired: an expired token is refused for that already. */
export async function deleteExpiredRevocations(db: Db, now: Date, batch: number): Promise<number> {
  const result = await db
    .deleteFrom('revoked_tokens')
    .where('jti', 'in', (eb) =>
      eb
        .selectFrom('revoked_tokens')
        .select('jti')
        .where('expires_at', '<=', now)
        .limit(batch)
        .forUpdate()
        .skipLocked(),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Assertions past their expiry: refused by their exp already, their jti need not be kept. */
export async function deleteExpiredAssertions(db: Db, now: Date, batch: number): Promise<number> {
  const result = await db
    .deleteFrom('used_client_assertions')
    .where('key', 'in', (eb) =>
      eb
        .selectFrom('used_client_assertions')
        .select('key')
        .where('expires_at', '<=', now)
        .limit(batch)
        .forUpdate()
        .skipLocked(),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Passkey challenges past their 5 minutes (issue 22): refused by then, never answered. */
export async function deleteExpiredPasskeyChallenges(db: Db, now: Date, batch: number): Promise<number> {
  const result = await db
    .deleteFrom('passkey_challenges')
    .where('challenge', 'in', (eb) =>
      eb
        .selectFrom('passkey_challenges')
        .select('challenge')
        .where('expires_at', '<=', now)
        .limit(batch)
        .forUpdate()
        .skipLocked(),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Authenticator set-ups never confirmed that expired before `before`: each holds a sealed key nobody
 * will use and a mailed code's hash. A new sign-in starts a set-up afresh either way.
 */
export async function deleteExpiredEnrolments(db: Db, before: Date, batch: number): Promise<number> {
  const result = await db
    .deleteFrom('totp_enrolments')
    .where('consumer_id', 'in', (eb) =>
      eb
        .selectFrom('totp_enrolments')
        .select('consumer_id')
        .where('expires_at', '<=', before)
        .limit(batch)
        .forUpdate()
        .skipLocked(),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
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
