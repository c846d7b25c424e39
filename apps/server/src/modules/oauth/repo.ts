import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * The token endpoint's one read: the client (null columns when there is none) and the failure
 * counter of the client id at the caller's address, together. This hot path joins two modules'
 * tables in a single query on purpose; it only reads, and both owners' services still do every write.
 */
export function clientForGrant(db: Db, clientId: string, attemptsKey: string) {
  return db
    .selectFrom(db.selectNoFrom(sql<number>`1`.as('one')).as('request'))
    .leftJoin('credentials', (join) => join.on('credentials.client_id', '=', clientId))
    .leftJoin('login_attempts', (join) => join.on('login_attempts.key', '=', attemptsKey))
    .select([
      'credentials.client_id',
      'credentials.secret_hash',
      'credentials.secret_id',
      'credentials.secret_last_used_at',
      'credentials.secret_expires_at',
      'credentials.added_secret_id',
      'credentials.added_secret_hash',
      'credentials.added_secret_last_used_at',
      'credentials.added_secret_expires_at',
      'credentials.pending_view',
      'login_attempts.failures',
      'login_attempts.last_failure_at',
      'login_attempts.locked_until',
    ])
    .executeTakeFirstOrThrow();
}

export type ClientForGrant = Awaited<ReturnType<typeof clientForGrant>>;

/**
 * A client's key set for private_key_jwt, read apart from the grant's row: that row is kept per
 * client and address (client-lookup.ts), and a key set of up to 16 KiB in each copy would let many
 * addresses fill the memory.
 */
export async function keySetOf(db: Db, clientId: string): Promise<string | null> {
  const row = await db
    .selectFrom('credentials')
    .select('jwks')
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return row?.jwks ?? null;
}
