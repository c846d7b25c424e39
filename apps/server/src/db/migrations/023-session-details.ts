import { type Kysely, sql } from 'kysely';

/**
 * Where a session was opened (issue 22, part 1): the address and the browser of the sign-in, for the
 * person's list of their sessions. Columns that may be empty: rows of an older instance lack them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE sessions ADD COLUMN address text, ADD COLUMN user_agent text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE sessions DROP COLUMN IF EXISTS address, DROP COLUMN IF EXISTS user_agent`.execute(db);
}
