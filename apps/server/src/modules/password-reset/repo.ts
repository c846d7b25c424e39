import type { Db } from '../../db/database';

export function findByTokenHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('password_resets')
    .innerJoin('consumers', 'consumers.id', 'password_resets.consumer_id')
    .select([
      'password_resets.id',
      'password_resets.created_at',
      'password_resets.used_at',
      'consumers.id as consumerId',
      'consumers.email',
      'consumers.firstname',
      'consumers.is_dummy',
      'consumers.company_id',
      'consumers.password_hash',
    ])
    .where('password_resets.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** A newer link voids the older ones: only the latest reset of a person survives. */
export async function replaceResets(
  db: Db,
  reset: { id: string; consumer_id: string; token_hash: string; created_at: Date },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('password_resets').where('consumer_id', '=', reset.consumer_id).execute();
    await trx
      .insertInto('password_resets')
      .values({ ...reset, used_at: null })
      .execute();
  });
}

/** Marks the link used; false when another request used it first. */
export async function consumeReset(db: Db, id: string, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('password_resets')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
