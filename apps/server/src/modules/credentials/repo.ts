import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { CredentialsTable } from '../../db/schema';

const LIST_COLUMNS = [
  'credentials.id',
  'credentials.name',
  'credentials.created_at',
  'credentials.client_id',
  'credentials.consumer_id',
  'credentials.secret_expires_at',
  'credentials.added_secret_expires_at',
] as const;

export async function insertCredential(db: Db, credential: Insertable<CredentialsTable>): Promise<void> {
  await db.insertInto('credentials').values(credential).execute();
}

/** A person's own credentials, without those still waiting for their one-time view. */
export function ownCredentials(db: Db, consumerId: string) {
  return db
    .selectFrom('credentials')
    .select(LIST_COLUMNS)
    .where('consumer_id', '=', consumerId)
    .where('pending_view', '=', false)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

export function pendingTransfers(db: Db, consumerId: string) {
  return db
    .selectFrom('credentials')
    .select(LIST_COLUMNS)
    .where('consumer_id', '=', consumerId)
    .where('pending_view', '=', true)
    .orderBy('created_at', 'desc')
    .execute();
}

export function companyCredentials(db: Db, companyId: string) {
  return db
    .selectFrom('credentials')
    .innerJoin('consumers', 'consumers.id', 'credentials.consumer_id')
    .select([...LIST_COLUMNS, 'credentials.secret_sealed', 'consumers.email as owner'])
    .where('credentials.company_id', '=', companyId)
    .orderBy('credentials.created_at', 'desc')
    .orderBy('credentials.id')
    .execute();
}

export function byClientId(db: Db, clientId: string) {
  return db.selectFrom('credentials').selectAll().where('client_id', '=', clientId).executeTakeFirst();
}

export function byId(db: Db, id: string) {
  return db.selectFrom('credentials').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function deleteCredential(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('credentials').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows === 1n;
}

/** A secret as stored: its keyed hash and sealed copy, never the secret itself. */
export interface StoredSecret {
  id: string;
  hash: string;
  sealed: string;
  createdAt: Date;
  /** When it stops authenticating; null: never. */
  expiresAt: Date | null;
}

/** The second slot, empty. */
const NO_ADDED_SECRET = {
  added_secret_id: null,
  added_secret_hash: null,
  added_secret_sealed: null,
  added_secret_created_at: null,
  added_secret_last_used_at: null,
  added_secret_expires_at: null,
} as const;

/** The client's only secret from now on: the second one, if any, goes with the first. */
const onlySecret = (secret: StoredSecret) => ({
  secret_id: secret.id,
  secret_hash: secret.hash,
  secret_sealed: secret.sealed,
  secret_created_at: secret.createdAt,
  secret_last_used_at: null,
  secret_expires_at: secret.expiresAt,
  ...NO_ADDED_SECRET,
});

/** Regenerate: one new secret replaces every secret of the client. */
export async function replaceSecret(db: Db, id: string, secret: StoredSecret): Promise<void> {
  await db.updateTable('credentials').set(onlySecret(secret)).where('id', '=', id).execute();
}

/** A second secret beside the first; false when the client already has two. */
export async function addSecret(db: Db, id: string, secret: StoredSecret): Promise<boolean> {
  const result = await db
    .updateTable('credentials')
    .set({
      added_secret_id: secret.id,
      added_secret_hash: secret.hash,
      added_secret_sealed: secret.sealed,
      added_secret_created_at: secret.createdAt,
      added_secret_last_used_at: null,
      added_secret_expires_at: secret.expiresAt,
    })
    .where('id', '=', id)
    .where('added_secret_id', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Revokes the second secret; false when the client has no second secret of that id. */
export async function revokeAddedSecret(db: Db, id: string, secretId: string): Promise<boolean> {
  const result = await db
    .updateTable('credentials')
    .set(NO_ADDED_SECRET)
    .where('id', '=', id)
    .where('added_secret_id', '=', secretId)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Revokes the first secret while a second one exists: the second takes its place, id and dates
 * and all. False when the first is not that id or stands alone (in the meantime, too).
 */
export async function revokeFirstSecret(db: Db, id: string, secretId: string): Promise<boolean> {
  const result = await db
    .updateTable('credentials')
    .set((eb) => ({
      secret_id: eb.fn.coalesce('added_secret_id', 'secret_id'),
      secret_hash: eb.fn.coalesce('added_secret_hash', 'secret_hash'),
      secret_sealed: eb.fn.coalesce('added_secret_sealed', 'secret_sealed'),
      secret_created_at: eb.fn.coalesce('added_secret_created_at', 'secret_created_at'),
      secret_last_used_at: eb.ref('added_secret_last_used_at'),
      secret_expires_at: eb.ref('added_secret_expires_at'),
      ...NO_ADDED_SECRET,
    }))
    .where('id', '=', id)
    .where('secret_id', '=', secretId)
    .where('added_secret_id', 'is not', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** The client's public key set for private_key_jwt, or none. */
export async function setKeySet(db: Db, id: string, jwks: string | null): Promise<void> {
  await db.updateTable('credentials').set({ jwks }).where('id', '=', id).execute();
}

/** When a secret last authenticated a grant; a secret revoked meanwhile is left alone. */
export async function markSecretUsed(db: Db, clientId: string, secretId: string, at: Date): Promise<void> {
  await db
    .updateTable('credentials')
    .set((eb) => ({
      secret_last_used_at: eb
        .case()
        .when('secret_id', '=', secretId)
        .then(at)
        .else(eb.ref('secret_last_used_at'))
        .end(),
      added_secret_last_used_at: eb
        .case()
        .when('added_secret_id', '=', secretId)
        .then(at)
        .else(eb.ref('added_secret_last_used_at'))
        .end(),
    }))
    .where('client_id', '=', clientId)
    .where((eb) => eb.or([eb('secret_id', '=', secretId), eb('added_secret_id', '=', secretId)]))
    .execute();
}

/** Moves a credential to its new holder, with a new secret, voiding every token issued before. */
export async function moveCredential(
  db: Db,
  id: string,
  change: { consumerId: string; secret: StoredSecret; tokensValidAfter: Date },
): Promise<void> {
  await db
    .updateTable('credentials')
    .set({
      ...onlySecret(change.secret),
      consumer_id: change.consumerId,
      pending_view: true,
      tokens_valid_after: change.tokensValidAfter,
    })
    .where('id', '=', id)
    .execute();
}

/** Ends the one-time view; only the request that flips the flag gets the secret. */
export function claimPendingView(db: Db, clientId: string, consumerId: string) {
  return db
    .updateTable('credentials')
    .set({ pending_view: false })
    .where('client_id', '=', clientId)
    .where('consumer_id', '=', consumerId)
    .where('pending_view', '=', true)
    .returning(['secret_sealed', 'name'])
    .executeTakeFirst();
}

/** A person's credentials, locked for the rest of the transaction that hands them over. */
export function heldBy(db: Db, consumerId: string) {
  return db
    .selectFrom('credentials')
    .select(['id', 'client_id', 'name'])
    .where('consumer_id', '=', consumerId)
    .orderBy('id')
    .forUpdate()
    .execute();
}
