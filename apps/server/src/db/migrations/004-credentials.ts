import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE credentials (
    id uuid PRIMARY KEY,
    company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
    consumer_id uuid NOT NULL REFERENCES consumers(id) ON DELETE CASCADE,
    name text NOT NULL,
    client_id text NOT NULL,
    secret_hash text NOT NULL,
    secret_sealed text NOT NULL,
    created_at timestamptz NOT NULL,
    pending_view boolean NOT NULL DEFAULT false,
    tokens_valid_after timestamptz NOT NULL
  )`.execute(db);
  await sql`CREATE UNIQUE INDEX credentials_client_id_key ON credentials (client_id)`.execute(db);
  await sql`CREATE INDEX credentials_consumer_idx ON credentials (consumer_id)`.execute(db);
  await sql`CREATE INDEX credentials_company_idx ON credentials (company_id)`.execute(db);
  await sql`CREATE TABLE revoked_tokens (
    jti text PRIMARY KEY,
    expires_at timestamptz NOT NULL
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS revoked_tokens`.execute(db);
  await sql`DROP TABLE IF EXISTS credentials`.execute(db);
}
