import type { Db } from '../../db/database';

/**
 * The token endpoint's one read: the client and its failure counter together. This hot path joins
 * two modules' tables in a single query on purpose; it only reads, and both owners' services still
 * do every write.
 */
export function clientForGrant(db: Db, clientId: string, attemptsKey: string) {
  return db
    .selectFrom('credentials')
    .leftJoin('login_attempts', (join) => join.on('login_attempts.key', '=', attemptsKey))
    .select([
      'credentials.client_id',
      'credentials.secret_hash',
      'credentials.pending_view',
      'login_attempts.failures',
      'login_attempts.last_failure_at',
      'login_attempts.locked_until',
    ])
    .where('credentials.client_id', '=', clientId)
    .executeTakeFirst();
}

export type ClientForGrant = NonNullable<Awaited<ReturnType<typeof clientForGrant>>>;
