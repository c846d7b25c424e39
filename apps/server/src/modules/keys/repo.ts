import { sql } from 'kysely';
import type { Db } from '../../db/database';

export interface StoredKey {
  kid: string;
  publicJwk: string;
  privateSealed: string;
  createdAt: Date;
}

export async function findKeys(db: Db, purpose: string): Promise<StoredKey[]> {
  const rows = await db
    .selectFrom('server_keys')
    .select(['kid', 'public_jwk', 'private_sealed', 'created_at'])
    .where('purpose', '=', purpose)
    .orderBy('created_at', 'desc')
    .orderBy('kid')
    .execute();
  return rows.map((r) => ({
    kid: r.kid,
    publicJwk: r.public_jwk,
    privateSealed: r.private_sealed,
    createdAt: r.created_at,
  }));
}

/** Inserts unless another instance was quicker; the caller reads back whichever won. */
export async function insertKeyIfNone(db: Db, purpose: string, key: StoredKey): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // One advisory lock per purpose, so two instances starting together make one key, not two.
    await sql`SELECT pg_advisory_xact_lock(hashtext(${purpose}))`.execute(trx);
    const existing = await trx
      .selectFrom('server_keys')
      .select('kid')
      .where('purpose', '=', purpose)
      .executeTakeFirst();
    if (!existing) await insertKey(trx, purpose, key);
  });
}

/** A further key for the purpose (rotation): the newest signs, the older still verify. */
export async function insertKey(db: Db, purpose: string, key: StoredKey): Promise<void> {
  await db
    .insertInto('server_keys')
    .values({
      kid: key.kid,
      purpose,
      public_jwk: key.publicJwk,
      private_sealed: key.privateSealed,
      created_at: key.createdAt,
    })
    .execute();
}
