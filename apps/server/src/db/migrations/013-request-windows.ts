import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The per-address request limits (@fastify/rate-limit's store): one row per key, the calls counted
  // in the window that began at `started_at`. In the database, so that every instance counts alike.
  await sql`
    CREATE TABLE request_windows (
      key text PRIMARY KEY,
      started_at timestamptz NOT NULL,
      hits integer NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX request_windows_started_at_idx ON request_windows (started_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS request_windows`.execute(db);
}
