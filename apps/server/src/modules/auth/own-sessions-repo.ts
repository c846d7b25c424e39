import type { Db } from '../../db/database';

/** A person's signed-in sessions (pending sign-ins are no sessions yet), newest activity first. */
export function listActiveSessions(db: Db, consumerId: string) {
  return db
    .selectFrom('sessions')
    .select(['id', 'first_login_at', 'last_seen_at', 'expires_at', 'address', 'user_agent'])
    .where('consumer_id', '=', consumerId)
    .where('kind', '=', 'active')
    .orderBy('last_seen_at', 'desc')
    .execute();
}

export type ActiveSessionRow = Awaited<ReturnType<typeof listActiveSessions>>[number];

/** One of the person's sessions; false when it had already ended. */
export async function deleteOwnSession(db: Db, consumerId: string, sessionId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('sessions')
    .where('id', '=', sessionId)
    .where('consumer_id', '=', consumerId)
    .executeTakeFirst();
  return result.numDeletedRows === 1n;
}

/**
 * Every session of the person but `keepId`, half-way sign-ins included: someone who has the
 * password must not finish a sign-in the person just shut out. The ids ended.
 */
export async function deleteOtherSessions(db: Db, consumerId: string, keepId: string): Promise<string[]> {
  const rows = await db
    .deleteFrom('sessions')
    .where('consumer_id', '=', consumerId)
    .where('id', '!=', keepId)
    .returning(['id', 'kind'])
    .execute();
  return rows.filter((row) => row.kind === 'active').map((row) => row.id);
}
