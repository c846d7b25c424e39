import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { hourOf } from './rollups-repo';

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

/** Each row's value as a 1-based index into the distinct values, for a column that repeats. */
function indexed(values: readonly string[]): { distinct: string[]; indexes: number[] } {
  const positions = new Map<string, number>();
  const indexes = values.map((value) => {
    let position = positions.get(value);
    if (position === undefined) {
      position = positions.size + 1;
      positions.set(value, position);
    }
    return position;
  });
  return { distinct: [...positions.keys()], indexes };
}

/**
 * Calls whose keys were made for them just now (the sample API's own): none can be stored yet, so
 * the statement has no conflict check, which costs the embedded database as much as the insert.
 * Times go as epoch seconds and the columns that repeat (client, company, operation) as indexes
 * into their distinct values: parsing timestamps and UUIDs is most of the rest of its cost
 * (docs/benchmarks.md). The hours are marked in the same statement. A key found stored after all
 * (a batch written again after a commit whose answer was lost) fails the whole statement with a
 * unique violation, and the caller writes the batch with `insertCalls` instead.
 */
export async function insertNewCalls(db: Db, rows: readonly UsageRow[]): Promise<void> {
  if (rows.length === 0) return;
  const clients = indexed(rows.map((row) => row.client_id));
  const companies = indexed(rows.map((row) => row.company_id));
  const operations = indexed(rows.map((row) => row.operation));
  const epochSeconds = (at: Date) => at.getTime() / 1000;
  const hours = [...new Set(rows.map((row) => epochSeconds(hourOf(row.at))))];
  await sql`
    WITH stored AS (
      INSERT INTO usage_calls (at, event_key, client_id, company_id, operation, status, latency_ms, bytes)
      SELECT to_timestamp(t), k, (${clients.distinct}::text[])[c], (${companies.distinct}::uuid[])[co],
        (${operations.distinct}::text[])[o], s, l, b
      FROM unnest(${rows.map((row) => epochSeconds(row.at))}::float8[],
        ${rows.map((row) => row.event_key)}::text[], ${clients.indexes}::int[], ${companies.indexes}::int[],
        ${operations.indexes}::int[], ${rows.map((row) => row.status)}::smallint[],
        ${rows.map((row) => row.latency_ms)}::real[], ${rows.map((row) => row.bytes)}::bigint[])
        AS u(t, k, c, co, o, s, l, b)
    )
    INSERT INTO usage_dirty_hours (hour) SELECT to_timestamp(h) FROM unnest(${hours}::float8[]) AS h
    ON CONFLICT (hour) DO NOTHING`.execute(db);
}
