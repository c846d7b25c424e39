import { type Kysely, sql } from 'kysely';

/**
 * The API calls of the companies' clients (issue 21), as the gateway or the sample API reports them:
 * one row per call, partitioned by day on both databases, so that the retention drops whole days
 * (modules/usage/partitions.ts makes each day's table before its first row). The same record sent
 * twice is one row: its key and time are the primary key, which also serves reading a time range.
 * No other index: each one is paid by every recorded call, and a company's figures are read from a
 * range of days. A new table only: the release before runs on it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE usage_calls (
    at timestamptz NOT NULL,
    event_key text NOT NULL,
    client_id text NOT NULL,
    company_id uuid NOT NULL,
    operation text NOT NULL,
    status smallint NOT NULL,
    latency_ms real NOT NULL,
    bytes bigint NOT NULL,
    PRIMARY KEY (at, event_key)
  ) PARTITION BY RANGE (at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS usage_calls`.execute(db);
}
