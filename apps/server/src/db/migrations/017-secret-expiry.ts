import { type Kysely, sql } from 'kysely';

/**
 * Secrets that expire (issue 20, part 2): when each of a client's two secrets stops working, and
 * the reminders mailed before, one row per secret and reminder, so that instances mailing at once
 * send each reminder once. Columns that may be empty only: the release before still runs on it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE credentials
    ADD COLUMN secret_expires_at timestamptz,
    ADD COLUMN added_secret_expires_at timestamptz`.execute(db);
  await sql`CREATE TABLE secret_expiry_reminders (
    secret_id uuid NOT NULL,
    days integer NOT NULL,
    sent_at timestamptz NOT NULL,
    PRIMARY KEY (secret_id, days)
  )`.execute(db);
  await sql`CREATE INDEX credentials_secret_expiry_idx ON credentials (secret_expires_at)
    WHERE secret_expires_at IS NOT NULL`.execute(db);
  await sql`CREATE INDEX credentials_added_secret_expiry_idx ON credentials (added_secret_expires_at)
    WHERE added_secret_expires_at IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS secret_expiry_reminders`.execute(db);
  await sql`DROP INDEX IF EXISTS credentials_added_secret_expiry_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS credentials_secret_expiry_idx`.execute(db);
  await sql`ALTER TABLE credentials DROP COLUMN IF EXISTS added_secret_expires_at`.execute(db);
  await sql`ALTER TABLE credentials DROP COLUMN IF EXISTS secret_expires_at`.execute(db);
}
