import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { bucketFilters } from './latency-buckets';

const HOUR_MS = 3_600_000;

export const hourOf = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);

/** Marks hours whose calls changed; an hour already waiting stays one mark. */
export async function markDirty(db: Db, hours: readonly Date[]): Promise<void> {
  if (hours.length === 0) return;
  await db
    .insertInto('usage_dirty_hours')
    .values(hours.map((hour) => ({ hour })))
    .onConflict((conflict) => conflict.column('hour').doNothing())
    .execute();
}

/**
 * Takes up to `limit` waiting hours before `before`, oldest first, and removes their marks at once:
 * a batch of calls stored after this adds its mark again, so no change is lost between the take
 * and the recomputation.
 */
export async function takeDirty(db: Db, limit: number, before: Date): Promise<Date[]> {
  const { rows } = await sql<{ hour: Date }>`
    DELETE FROM usage_dirty_hours WHERE hour IN (
      SELECT hour FROM usage_dirty_hours WHERE hour < ${before} ORDER BY hour LIMIT ${limit}
    ) RETURNING hour`.execute(db);
  return rows.map((row) => new Date(row.hour)).sort((a, b) => a.getTime() - b.getTime());
}

/** The latency histogram of a group of calls, bucket by bucket (latency-buckets.ts). */
export const BUCKETS = sql.raw(`ARRAY[${bucketFilters('latency_ms').join(', ')}]`);

/** Computes one hour's roll-ups from its calls again, replacing what was there. */
export async function recomputeHour(db: Db, hour: Date): Promise<void> {
  const end = new Date(hour.getTime() + HOUR_MS);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('usage_hours').where('hour', '=', hour).execute();
    await sql`
      INSERT INTO usage_hours (hour, company_id, client_id, operation, status_class, calls, bytes, latency_buckets)
      SELECT ${hour}::timestamptz, company_id, client_id, operation, (status / 100)::smallint,
        count(*)::int, coalesce(sum(bytes), 0), ${BUCKETS}
      FROM usage_calls WHERE at >= ${hour} AND at < ${end}
      GROUP BY company_id, client_id, operation, status / 100`.execute(trx);
  });
}

/** The retention of the roll-ups: hours before `before`. */
export async function deleteHoursBefore(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom('usage_hours').where('hour', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface HourRow {
  hour: Date;
  client_id: string;
  operation: string;
  status_class: number;
  calls: number;
  bytes: number | string;
  latency_buckets: number[];
}

/** Whose calls: a company's, of some of its clients or (`clients` left out) all. */
export interface CallsOf {
  companyId: string;
  clients?: readonly string[] | undefined;
}

/** A company's roll-ups in [from, to), without the hours given (read from the calls instead). */
export function companyHours(
  db: Db,
  query: CallsOf & { from: Date; to: Date; without?: readonly Date[] },
): Promise<HourRow[]> {
  let select = db
    .selectFrom('usage_hours')
    .select(['hour', 'client_id', 'operation', 'status_class', 'calls', 'bytes', 'latency_buckets'])
    .where('company_id', '=', query.companyId)
    .where('hour', '>=', query.from)
    .where('hour', '<', query.to);
  if (query.clients) select = select.where('client_id', 'in', query.clients);
  if (query.without?.length) select = select.where('hour', 'not in', query.without);
  return select.orderBy('hour').execute();
}

/** The hours in [from, to) whose roll-ups wait to be computed again. */
export async function dirtyHoursIn(db: Db, from: Date, to: Date): Promise<Date[]> {
  const rows = await db
    .selectFrom('usage_dirty_hours')
    .select('hour')
    .where('hour', '>=', from)
    .where('hour', '<', to)
    .execute();
  return rows.map((row) => new Date(row.hour));
}
