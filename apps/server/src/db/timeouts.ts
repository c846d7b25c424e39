/**
 * How long the server waits for PostgreSQL before it answers 503 (DATABASE_CONNECT_TIMEOUT_MS and
 * DATABASE_QUERY_TIMEOUT_MS, docs/configuration.md). The defaults leave room for the slowest
 * statement the portal makes, storing or reading a bug report's five 10 MiB attachments (about 2 s
 * over loopback on a busy two-core machine); connecting takes milliseconds.
 */
export interface DatabaseTimeouts {
  /** A new connection, or a free one from the pool while all are busy. */
  connectTimeoutMs: number;
  /** One statement's answer. */
  queryTimeoutMs: number;
}

export const defaultDatabaseTimeouts: DatabaseTimeouts = { connectTimeoutMs: 3_000, queryTimeoutMs: 10_000 };
