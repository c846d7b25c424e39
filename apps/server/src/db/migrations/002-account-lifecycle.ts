import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE password_resets (
    id uuid PRIMARY KEY,
    consumer_id uuid NOT NULL REFERENCES consumers(id) ON DELETE CASCADE,
    token_hash text NOT NULL,
    created_at timestamptz NOT NULL,
    used_at timestamptz
  )`.execute(db);
  await sql`CREATE UNIQUE INDEX password_resets_token_key ON password_resets (token_hash)`.execute(db);
  await sql`CREATE INDEX password_resets_consumer_idx ON password_resets (consumer_id)`.execute(db);
  // Keyed by a hash of the e-mail, existing or not, so a lockout never tells whether an account exists.
  await sql`CREATE TABLE login_attempts (
    key text PRIMARY KEY,
    failures integer NOT NULL,
    last_failure_at timestamptz NOT NULL,
    locked_until timestamptz
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS login_attempts`.execute(db);
  await sql`DROP TABLE IF EXISTS password_resets`.execute(db);
}
