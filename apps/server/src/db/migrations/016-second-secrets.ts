import { type Kysely, sql } from 'kysely';

/**
 * A client's secrets (issue 20): the first, now with an id, when it was made and last used, and an
 * optional second beside it, so that a running service can move to a new secret before the old one
 * is revoked. Two slots on the client's row rather than a table: the token endpoint keeps its one
 * read per grant. Every new column has a default or may be empty, so a server of the previous
 * release still inserts and regenerates on this schema.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE credentials
    ADD COLUMN secret_id uuid NOT NULL DEFAULT gen_random_uuid(),
    ADD COLUMN secret_created_at timestamptz NOT NULL DEFAULT now(),
    ADD COLUMN secret_last_used_at timestamptz,
    ADD COLUMN added_secret_id uuid,
    ADD COLUMN added_secret_hash text,
    ADD COLUMN added_secret_sealed text,
    ADD COLUMN added_secret_created_at timestamptz,
    ADD COLUMN added_secret_last_used_at timestamptz`.execute(db);
  await sql`UPDATE credentials SET secret_created_at = created_at`.execute(db);
  await sql`ALTER TABLE credentials ADD CONSTRAINT credentials_added_secret_whole CHECK (
    (added_secret_id IS NULL) = (added_secret_hash IS NULL)
    AND (added_secret_id IS NULL) = (added_secret_sealed IS NULL)
    AND (added_secret_id IS NULL) = (added_secret_created_at IS NULL))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE credentials DROP CONSTRAINT IF EXISTS credentials_added_secret_whole`.execute(db);
  for (const column of [
    'added_secret_last_used_at',
    'added_secret_created_at',
    'added_secret_sealed',
    'added_secret_hash',
    'added_secret_id',
    'secret_last_used_at',
    'secret_created_at',
    'secret_id',
  ])
    await sql`ALTER TABLE credentials DROP COLUMN IF EXISTS ${sql.ref(column)}`.execute(db);
}
