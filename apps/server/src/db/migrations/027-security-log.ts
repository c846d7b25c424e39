import { type Kysely, sql } from 'kysely';

/** The person's security log (issue 22, part 5) reads the audit events by their actor. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX audit_events_actor_idx ON audit_events (actor_id, at DESC, id DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS audit_events_actor_idx`.execute(db);
}
