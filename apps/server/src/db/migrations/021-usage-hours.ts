import { type Kysely, sql } from 'kysely';

/**
 * Hourly roll-ups of the reported calls (issue 21, part 4): per hour, company, client, operation
 * and status class, the calls, their bytes and a histogram of their latencies, which the figures
 * of days and weeks are read from instead of millions of rows. The hours whose calls changed wait
 * in usage_dirty_hours until the roll-up job computes them again. New tables only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE usage_hours (
    hour timestamptz NOT NULL,
    company_id uuid NOT NULL,
    client_id text NOT NULL,
    operation text NOT NULL,
    status_class smallint NOT NULL,
    calls integer NOT NULL,
    bytes bigint NOT NULL,
    latency_buckets integer[] NOT NULL,
    PRIMARY KEY (company_id, hour, client_id, operation, status_class)
  )`.execute(db);
  await sql`CREATE INDEX usage_hours_hour_idx ON usage_hours (hour)`.execute(db);
  await sql`CREATE TABLE usage_dirty_hours (hour timestamptz PRIMARY KEY)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS usage_dirty_hours`.execute(db);
  await sql`DROP TABLE IF EXISTS usage_hours`.execute(db);
}
