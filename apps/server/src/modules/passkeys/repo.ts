import type { Db } from '../../db/database';
import type { PasskeyChallengesTable } from '../../db/schema';

export type Purpose = PasskeyChallengesTable['purpose'];

export interface PasskeyRow {
  id: string;
  consumer_id: string;
  credential_id: string;
  public_key: string;
  counter: number | string;
  transports: string;
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}

export function listOf(db: Db, consumerId: string): Promise<PasskeyRow[]> {
  return db
    .selectFrom('passkeys')
    .selectAll()
    .where('consumer_id', '=', consumerId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

export function findOwn(db: Db, consumerId: string, credentialId: string): Promise<PasskeyRow | undefined> {
  return db
    .selectFrom('passkeys')
    .selectAll()
    .where('consumer_id', '=', consumerId)
    .where('credential_id', '=', credentialId)
    .executeTakeFirst();
}

export async function credentialTaken(db: Db, credentialId: string): Promise<boolean> {
  const row = await db
    .selectFrom('passkeys')
    .select('id')
    .where('credential_id', '=', credentialId)
    .executeTakeFirst();
  return row !== undefined;
}

/** False when the credential id is already registered (by anybody). */
export async function insert(db: Db, row: Omit<PasskeyRow, 'last_used_at'>): Promise<boolean> {
  const result = await db
    .insertInto('passkeys')
    .values({ ...row, counter: Number(row.counter), last_used_at: null })
    .onConflict((oc) => oc.column('credential_id').doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) === 1n;
}

export function remove(db: Db, consumerId: string, id: string): Promise<{ name: string } | undefined> {
  return db
    .deleteFrom('passkeys')
    .where('consumer_id', '=', consumerId)
    .where('id', '=', id)
    .returning('name')
    .executeTakeFirst();
}

/** A use: the new counter and when, only if the stored counter is still the one checked against. */
export async function used(db: Db, id: string, before: number, counter: number, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('passkeys')
    .set({ counter, last_used_at: at })
    .where('id', '=', id)
    .where('counter', '=', before)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * A new challenge for one person, purpose and session; it replaces the earlier challenge of that
 * ceremony, and the person's expired challenges go in the same step.
 */
export async function issueChallenge(
  db: Db,
  row: { challenge: string; consumer_id: string; purpose: Purpose; session_id: string; expires_at: Date },
  now: Date,
): Promise<void> {
  await db
    .deleteFrom('passkey_challenges')
    .where('consumer_id', '=', row.consumer_id)
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', now),
        eb.and([eb('purpose', '=', row.purpose), eb('session_id', '=', row.session_id)]),
      ]),
    )
    .execute();
  await db.insertInto('passkey_challenges').values(row).execute();
}

/** Uses a challenge up: true only once, for the person, purpose and session it was made for, in time. */
export async function takeChallenge(
  db: Db,
  challenge: string,
  bound: { consumerId: string; purpose: Purpose; sessionId: string },
  now: Date,
): Promise<boolean> {
  const row = await db
    .deleteFrom('passkey_challenges')
    .where('challenge', '=', challenge)
    .where('consumer_id', '=', bound.consumerId)
    .where('purpose', '=', bound.purpose)
    .where('session_id', '=', bound.sessionId)
    .where('expires_at', '>', now)
    .returning('challenge')
    .executeTakeFirst();
  return row !== undefined;
}

export function countOf(db: Db, consumerId: string): Promise<number> {
  return db
    .selectFrom('passkeys')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('consumer_id', '=', consumerId)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.n));
}

/** What a notice needs of the person. */
export function addressee(db: Db, consumerId: string) {
  return db
    .selectFrom('consumers')
    .select(['id', 'email', 'firstname', 'is_dummy', 'language'])
    .where('id', '=', consumerId)
    .executeTakeFirst();
}
