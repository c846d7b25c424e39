import { type Kysely, sql } from 'kysely';

/**
 * private_key_jwt (issue 20, part 3): a client's public key set, and the assertions it has used,
 * each kept until it expires, so that none is accepted twice. Only additions: the release before
 * runs on it unchanged.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE credentials ADD COLUMN jwks text`.execute(db);
  await sql`CREATE TABLE used_client_assertions (
    key text PRIMARY KEY,
    expires_at timestamptz NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX used_client_assertions_expiry_idx ON used_client_assertions (expires_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS used_client_assertions`.execute(db);
  await sql`ALTER TABLE credentials DROP COLUMN IF EXISTS jwks`.execute(db);
}
