import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // An operator's request for a new password; cleared by any password change.
  await sql`ALTER TABLE consumers ADD COLUMN password_reset_required boolean NOT NULL DEFAULT false`.execute(
    db,
  );
  // When the mailbox last proved enough to set a password: the QR code is not mailed for a while after.
  await sql`ALTER TABLE consumers ADD COLUMN password_reset_by_link_at timestamptz`.execute(db);
  // Counters of one browser for one account name the account's own counter, so that an operator's
  // unlock clears them all; the account's own counter and other families leave it empty.
  await sql`ALTER TABLE login_attempts ADD COLUMN account_key text`.execute(db);
  await sql`CREATE INDEX login_attempts_account_key_idx ON login_attempts (account_key)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS login_attempts_account_key_idx`.execute(db);
  await sql`ALTER TABLE login_attempts DROP COLUMN IF EXISTS account_key`.execute(db);
  await sql`ALTER TABLE consumers DROP COLUMN IF EXISTS password_reset_by_link_at`.execute(db);
  await sql`ALTER TABLE consumers DROP COLUMN IF EXISTS password_reset_required`.execute(db);
}
