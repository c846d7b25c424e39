import { sql } from 'kysely';
import type { Db } from '../../db/database';

export interface UsageRow {
  at: Date;
  event_key: string;
  client_id: string;
  company_id: string;
  operation: string;
  status: number;
  latency_ms: number;
  bytes: number;
}

/** The company of each client id given that exists. */
export async function companiesOf(db: Db, clientIds: readonly string[]): Promise<Map<string, string>> {
  if (clientIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('credentials')
    .select(['client_id', 'company_id'])
    .where('client_id', 'in', [...clientIds])
    .execute();
  return new Map(rows.map((row) => [row.client_id, row.company_id]));
}

/**
 * One statement per batch, its columns as eight arrays: a batch of hundreds of calls is eight
 * parameters, not eight per call, which the embedded database parses and plans far faster. A
 * record already stored is skipped. The hours of the calls stored are marked for their roll-ups
 * in the same statement: on the embedded database every statement holds up the calls being
 * answered. Returns how many were new.
 */
export async function insertCalls(db: Db, rows: readonly UsageRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const column = <K extends keyof UsageRow>(key: K) => rows.map((row) => row[key]);
  const { rows: counted } = await sql<{ stored: number }>`
    WITH stored AS (
      INSERT INTO usage_calls (at, event_key, client_id, company_id, operation, status, latency_ms, bytes)
      SELECT * FROM unnest(${column('at')}::timestamptz[], ${column('event_key')}::text[],
        ${column('client_id')}::text[], ${column('company_id')}::uuid[], ${column('operation')}::text[],
        ${column('status')}::smallint[], ${column('latency_ms')}::real[], ${column('bytes')}::bigint[])
      ON CONFLICT (at, event_key) DO NOTHING
      RETURNING at
    ), marked AS (
      INSERT INTO usage_dirty_hours (hour)
      SELECT DISTINCT date_bin('1 hour'::interval, at, '2000-01-01T00:00:00Z'::timestamptz) FROM stored
      ON CONFLICT (hour) DO NOTHING
    )
    SELECT count(*)::int AS stored FROM stored`.execute(db);
  return counted[0]?.stored ?? 0;
}
