import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Dummy consumers have an invented address and can never sign in; admins manage them.
  await sql`ALTER TABLE consumers ADD COLUMN is_dummy boolean NOT NULL DEFAULT false`.execute(db);
  await sql`CREATE TABLE invitations (
    id uuid PRIMARY KEY,
    company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
    project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
    invited_by uuid REFERENCES consumers(id) ON DELETE SET NULL,
    email text NOT NULL,
    firstname text NOT NULL,
    lastname text NOT NULL,
    is_owner boolean NOT NULL,
    token_hash text NOT NULL,
    created_at timestamptz NOT NULL,
    used_at timestamptz
  )`.execute(db);
  await sql`CREATE UNIQUE INDEX invitations_token_key ON invitations (token_hash)`.execute(db);
  await sql`CREATE INDEX invitations_email_idx ON invitations (email)`.execute(db);
  // Mails of one instant (one request sends two) still list in the order they were sent.
  await sql`ALTER TABLE outbox ADD COLUMN seq bigserial`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE outbox DROP COLUMN IF EXISTS seq`.execute(db);
  await sql`DROP TABLE IF EXISTS invitations`.execute(db);
  await sql`ALTER TABLE consumers DROP COLUMN IF EXISTS is_dummy`.execute(db);
}
