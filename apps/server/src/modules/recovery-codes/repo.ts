import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** Replaces the person's codes with new ones (their hashes), in the caller's transaction. */
export async function replaceCodes(trx: Db, consumerId: string, hashes: string[], now: Date): Promise<void> {
  await trx.deleteFrom('recovery_codes').where('consumer_id', '=', consumerId).execute();
  await trx
    .insertInto('recovery_codes')
    .values(hashes.map((code_hash) => ({ consumer_id: consumerId, code_hash, made_at: now, used_at: null })))
    .execute();
}

/**
 * Marks an unused code used. The condition on `used_at` makes it a claim: of two requests racing
 * with one code, the second updates nothing. True when this call claimed it.
 */
export async function claimCode(trx: Db, consumerId: string, hash: string, now: Date): Promise<boolean> {
  const claimed = await trx
    .updateTable('recovery_codes')
    .set({ used_at: now })
    .where('consumer_id', '=', consumerId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .returning('code_hash')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** How many codes the person has, how many are unused, and when they were made. */
export async function codeCounts(
  db: Db,
  consumerId: string,
): Promise<{ total: number; left: number; madeAt: Date | null }> {
  const row = await db
    .selectFrom('recovery_codes')
    .where('consumer_id', '=', consumerId)
    .select([
      sql<string>`count(*)`.as('total'),
      sql<string>`count(*) FILTER (WHERE used_at IS NULL)`.as('left'),
      sql<Date | null>`max(made_at)`.as('made_at'),
    ])
    .executeTakeFirstOrThrow();
  const madeAt = row.made_at === null ? null : new Date(row.made_at);
  return { total: Number(row.total), left: Number(row.left), madeAt };
}
