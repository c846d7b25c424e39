import { type Kysely, sql } from 'kysely';

/**
 * Authenticators set up on screen (issue 22, part 4). `consumers.totp_enrolment_due`: true while an
 * account made with TOTP_ENROLMENT=browser has not confirmed its first authenticator (null for every
 * other account, those of an older instance included). `totp_enrolments`: the one set-up under way
 * per account, bound to the sign-in or session that began it: the mailed code's hash (first sign-in),
 * then the new key, sealed, until a code from it confirms it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE consumers ADD COLUMN totp_enrolment_due boolean`.execute(db);
  await sql`CREATE TABLE totp_enrolments (
    consumer_id uuid PRIMARY KEY REFERENCES consumers(id) ON DELETE CASCADE,
    session_id uuid NOT NULL,
    purpose text NOT NULL CHECK (purpose IN ('first', 'change')),
    mail_code_hash text,
    sealed_secret text,
    expires_at timestamptz NOT NULL,
    created_at timestamptz NOT NULL
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS totp_enrolments`.execute(db);
  await sql`ALTER TABLE consumers DROP COLUMN IF EXISTS totp_enrolment_due`.execute(db);
}
