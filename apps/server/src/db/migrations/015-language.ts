import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The account's language (issue 19): the portal's replies to it and the mails made for it. Set at
  // registration from the language the browser showed, changed in the header or in Settings.
  await sql`ALTER TABLE consumers ADD COLUMN language text NOT NULL DEFAULT 'en'`.execute(db);
  await sql`ALTER TABLE consumers ADD CONSTRAINT consumers_language_check CHECK (language IN ('en', 'de'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE consumers DROP CONSTRAINT IF EXISTS consumers_language_check`.execute(db);
  await sql`ALTER TABLE consumers DROP COLUMN IF EXISTS language`.execute(db);
}
