import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { CredentialsTable } from '../../db/schema';

const LIST_COLUMNS = [
  'credentials.id',
  'credentials.name',
  'credentials.created_at',
  'credentials.client_id',
  'credentials.consumer_id',
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

export async function replaceSecret(
  db: Db,
  id: string,
  secretHash: string,
  secretSealed: string,
): Promise<void> {
  await db
    .updateTable('credentials')
    .set({ secret_hash: secretHash, secret_sealed: secretSealed })
    .where('id', '=', id)
    .execute();
}

/** Moves a credential to its new holder, with a new secret, voiding every token issued before. */
export async function moveCredential(
  db: Db,
  id: string,
  change: { consumerId: string; secretHash: string; secretSealed: string; tokensValidAfter: Date },
): Promise<void> {
  await db
    .updateTable('credentials')
    .set({
      consumer_id: change.consumerId,
      secret_hash: change.secretHash,
      secret_sealed: change.secretSealed,
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
    .returning(['secret_sealed'])
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
