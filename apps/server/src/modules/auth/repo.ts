import { type Db, inTransaction } from '../../db/database';
import type { Consumer, Session } from '../../db/schema';

export type Tx = Db;

export function findConsumerByEmail(db: Db, email: string): Promise<Consumer | undefined> {
  return db.selectFrom('consumers').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findConsumerById(db: Db, id: string): Promise<Consumer | undefined> {
  return db.selectFrom('consumers').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function recordFailedLogin(db: Db, consumerId: string, at: Date, ip: string): Promise<void> {
  await db
    .updateTable('consumers')
    .set({ last_failed_login_at: at, last_failed_ip: ip })
    .where('id', '=', consumerId)
    .execute();
}

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

export async function insertSession(db: Db, session: Session): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

export function findSession(db: Db, id: string): Promise<Session | undefined> {
  return db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
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
    ])
    .where('sessions.id', '=', id)
    .executeTakeFirst();
}

export type SessionWithConsumer = NonNullable<Awaited<ReturnType<typeof findActiveSessionWithConsumer>>>;

/** Deletes the pending row and returns it; undefined when another request consumed it first. */
export function consumePendingSession(db: Db, id: string): Promise<Session | undefined> {
  return db
    .deleteFrom('sessions')
    .where('id', '=', id)
    .where('kind', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

export async function touchSession(db: Db, id: string, at: Date): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', id).execute();
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

export async function deleteExpiredSessions(db: Db, consumerId: string, now: Date): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('consumer_id', '=', consumerId)
    .where('expires_at', '<=', now)
    .execute();
}

/** New hash, new date; reset links and the person's other sessions go with the old password. */
export async function replacePassword(
  db: Db,
  consumerId: string,
  passwordHash: string,
  at: Date,
  keepSessionId?: string,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('consumers')
      .set({ password_hash: passwordHash, password_changed_at: at })
      .where('id', '=', consumerId)
      .execute();
    await trx.deleteFrom('password_resets').where('consumer_id', '=', consumerId).execute();
    let sessions = trx
      .deleteFrom('sessions')
      .where('consumer_id', '=', consumerId)
      .where('kind', '=', 'active');
    if (keepSessionId) sessions = sessions.where('id', '!=', keepSessionId);
    await sessions.execute();
  });
}

export async function deleteSessionsOf(db: Db, consumerId: string): Promise<void> {
  await db.deleteFrom('sessions').where('consumer_id', '=', consumerId).execute();
}

export async function replaceTotpSecret(db: Db, consumerId: string, sealedSecret: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('consumers')
      .set({ totp_secret: sealedSecret, totp_last_step: null })
      .where('id', '=', consumerId)
      .execute();
    await trx.deleteFrom('sessions').where('consumer_id', '=', consumerId).execute();
  });
}
