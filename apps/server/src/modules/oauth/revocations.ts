import type { Db } from '../../db/database';

export async function revoke(db: Db, jti: string, expiresAt: Date): Promise<void> {
  await db
    .insertInto('revoked_tokens')
    .values({ jti, expires_at: expiresAt })
    .onConflict((oc) => oc.column('jti').doNothing())
    .execute();
}

export async function isRevoked(db: Db, jti: string): Promise<boolean> {
  return (
    (await db.selectFrom('revoked_tokens').select('jti').where('jti', '=', jti).executeTakeFirst()) !==
    undefined
  );
}

export async function forgetExpired(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('revoked_tokens').where('expires_at', '<=', now).execute();
}
