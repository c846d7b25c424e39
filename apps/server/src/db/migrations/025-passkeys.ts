import { type Kysely, sql } from 'kysely';

/**
 * Passkeys (issue 22, part 3): a person's WebAuthn credentials, and the challenges handed out for
 * registering one or signing in with one, each used once and kept until it expires. New tables only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE passkeys (
    id uuid PRIMARY KEY,
    consumer_id uuid NOT NULL REFERENCES consumers(id) ON DELETE CASCADE,
    credential_id text NOT NULL UNIQUE,
    public_key text NOT NULL,
    counter bigint NOT NULL DEFAULT 0,
    transports text NOT NULL DEFAULT '',
    name text NOT NULL,
    created_at timestamptz NOT NULL,
    last_used_at timestamptz
  )`.execute(db);
  await sql`CREATE INDEX passkeys_consumer_idx ON passkeys (consumer_id)`.execute(db);
  await sql`CREATE TABLE passkey_challenges (
    challenge text PRIMARY KEY,
    consumer_id uuid NOT NULL REFERENCES consumers(id) ON DELETE CASCADE,
    purpose text NOT NULL,
    session_id uuid,
    expires_at timestamptz NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX passkey_challenges_expiry_idx ON passkey_challenges (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS passkey_challenges`.execute(db);
  await sql`DROP TABLE IF EXISTS passkeys`.execute(db);
}
