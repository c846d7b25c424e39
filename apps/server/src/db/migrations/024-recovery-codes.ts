import { type Kysely, sql } from 'kysely';

/**
 * Recovery codes (issue 22, part 2): ten per person, stored only as keyed hashes, each used at most
 * once. A new table only: the release before runs on it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE recovery_codes (
    consumer_id uuid NOT NULL REFERENCES consumers(id) ON DELETE CASCADE,
    code_hash text NOT NULL,
    made_at timestamptz NOT NULL,
    used_at timestamptz,
    PRIMARY KEY (consumer_id, code_hash)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS recovery_codes`.execute(db);
}
