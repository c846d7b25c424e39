import { type Db, inTransaction } from '../../db/database';
import type { Consumer, Session } from '../../db/schema';

export type Tx = Db;

export function findConsumerByEmail(db: Db, email: string): Promise<Consumer | undefined> {
  return db.selectFrom('consumers').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function recordFailedLogin(db: Db, consumerId: string, at: Date, ip: string): Promise<void> {
  await db
    .updateTable('consumers')
    .set({ last_failed_login_at: at, last_failed_ip: ip })
    .where('id', '=', consumerId)
    .execute();
}

/** The last successful sign-in, shown in Settings. */
export async function recordSuccessfulLogin(db: Db, consumerId: string, at: Date, ip: string): Promise<void> {
  await db
    .updateTable('consumers')
    .set({ last_success_login_at: at, last_success_ip: ip })
    .where('id', '=', consumerId)
    .execute();
}

/**
 * Marks a TOTP step as used. The condition sits in the UPDATE itself, so of two racing requests
 * with the same code the database lets exactly one through.
 */
export async function claimTotpStep(db: Db, consumerId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('consumers')
    .set({ totp_last_step: step })
    .where('id', '=', consumerId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** A new session; the consumer's expired ones go in the same statement. */
export async function insertSessionClearingExpired(db: Db, session: Session, now: Date): Promise<void> {
  await db
    .with('expired', (cte) =>
      cte
        .deleteFrom('sessions')
        .where('consumer_id', '=', session.consumer_id)
        .where('expires_at', '<=', now)
        .returning('id'),
    )
    .insertInto('sessions')
    .values(session)
    .execute();
}

/** A session with the whole consumer row, in one read: the steps after the password start here. */
export function findSessionWithWholeConsumer(db: Db, id: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('consumers', 'consumers.id', 'sessions.consumer_id')
    .selectAll('consumers')
    .select([
      'sessions.id as session_id',
      'sessions.kind as session_kind',
      'sessions.first_login_at as session_first_login_at',
      'sessions.expires_at as session_expires_at',
    ])
    .where('sessions.id', '=', id)
    .executeTakeFirst();
}

export function findActiveSessionWithConsumer(db: Db, id: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('consumers', 'consumers.id', 'sessions.consumer_id')
    .select([
      'sessions.id as sessionId',
      'sessions.kind',
      'sessions.last_seen_at',
      'sessions.expires_at',
      'consumers.id as consumerId',
      'consumers.company_id',
      'consumers.project_id',
      'consumers.email',
      'consumers.is_owner',
      'consumers.language',
    ])
    .where('sessions.id', '=', id)
    .executeTakeFirst();
}

export type SessionWithConsumer = NonNullable<Awaited<ReturnType<typeof findActiveSessionWithConsumer>>>;

/**
 * Turns a pending session into the active one in one statement: the pending row is deleted and the
 * active row inserted only if the delete found it. False when another request consumed it first.
 */
export async function promotePendingSession(db: Db, pendingId: string, active: Session): Promise<boolean> {
  const inserted = await db
    .with('pending', (cte) =>
      cte.deleteFrom('sessions').where('id', '=', pendingId).where('kind', '=', 'pending').returning('id'),
    )
    .insertInto('sessions')
    .columns([
      'id',
      'consumer_id',
      'kind',
      'first_login_at',
      'last_seen_at',
      'expires_at',
      'address',
      'user_agent',
    ])
    .expression((eb) =>
      eb
        .selectFrom('pending')
        .select([
          eb.val(active.id).as('id'),
          eb.val(active.consumer_id).as('consumer_id'),
          eb.val(active.kind).as('kind'),
          eb.val(active.first_login_at).as('first_login_at'),
          eb.val(active.last_seen_at).as('last_seen_at'),
          eb.val(active.expires_at).as('expires_at'),
          eb.val(active.address).as('address'),
          eb.val(active.user_agent).as('user_agent'),
        ]),
    )
    // The row itself, not a count: PGlite's adapter cannot tell a WITH ... INSERT's count apart.
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function touchSession(db: Db, id: string, at: Date): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', id).execute();
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/**
 * New hash, new date; an operator's request for a new password is met. Reset links and the person's
 * sessions and pending sign-ins go with the old password, all but `keepSessionId`. A reset by link
 * is remembered: for a while after it, no QR code is mailed.
 */
export async function replacePassword(
  db: Db,
  consumerId: string,
  passwordHash: string,
  at: Date,
  options: { keepSessionId?: string | undefined; byLink?: boolean | undefined } = {},
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('consumers')
      .set({
        password_hash: passwordHash,
        password_changed_at: at,
        password_reset_required: false,
        ...(options.byLink ? { password_reset_by_link_at: at } : {}),
      })
      .where('id', '=', consumerId)
      .execute();
    await trx.deleteFrom('password_resets').where('consumer_id', '=', consumerId).execute();
    let sessions = trx.deleteFrom('sessions').where('consumer_id', '=', consumerId);
    if (options.keepSessionId) sessions = sessions.where('id', '!=', options.keepSessionId);
    await sessions.execute();
  });
}

/** The next sign-in must set a new password; whoever is signed in or half-way signs in again. */
export async function requirePasswordReset(db: Db, consumerId: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('consumers')
      .set({ password_reset_required: true })
      .where('id', '=', consumerId)
      .execute();
    await trx.deleteFrom('sessions').where('consumer_id', '=', consumerId).execute();
  });
}

/**
 * A new TOTP seed; sessions and unconfirmed set-ups end. `passkeys`: the passkeys go too (an
 * operator's reset for a lost device, which may have held them); returns how many went.
 */
export async function replaceTotpSecret(
  db: Db,
  consumerId: string,
  sealedSecret: string,
  { passkeys = false } = {},
): Promise<number> {
  return inTransaction(db, async (trx) => {
    await trx
      .updateTable('consumers')
      // A mailed QR code sets up the authenticator too: an on-screen set-up is no longer due.
      .set({ totp_secret: sealedSecret, totp_last_step: null, totp_enrolment_due: null })
      .where('id', '=', consumerId)
      .execute();
    await trx.deleteFrom('totp_enrolments').where('consumer_id', '=', consumerId).execute();
    await trx.deleteFrom('sessions').where('consumer_id', '=', consumerId).execute();
    if (!passkeys) return 0;
    const removed = await trx.deleteFrom('passkeys').where('consumer_id', '=', consumerId).executeTakeFirst();
    return Number(removed.numDeletedRows);
  });
}
