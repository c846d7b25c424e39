import { type Kysely, sql } from 'kysely';

/**
 * The company's audit log (issue 20, part 5): one row per event, never updated. Read newest first by
 * company, and deleted by age (the retention). A new table only: the release before runs on it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE audit_events (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    company_id uuid NOT NULL,
    at timestamptz NOT NULL,
    actor_id uuid,
    actor text NOT NULL,
    address text,
    type text NOT NULL,
    target text,
    details jsonb NOT NULL DEFAULT '{}'::jsonb
  )`.execute(db);
  await sql`CREATE INDEX audit_events_company_idx ON audit_events (company_id, at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX audit_events_age_idx ON audit_events (at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS audit_events`.execute(db);
}
