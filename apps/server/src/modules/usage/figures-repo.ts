import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { BUCKETS, type CallsOf, type HourRow } from './rollups-repo';

const HOUR_MS = 3_600_000;
// date_bin, unlike date_trunc, does not depend on the session's time zone.
const ORIGIN = sql.lit('2000-01-01T00:00:00Z');
const WIDTH = { minute: sql.lit('1 minute'), hour: sql.lit('1 hour') } as const;

/**
 * A company's calls grouped as the roll-ups group them, per minute or hour, read straight from the
 * calls: for the last hour by minute, and for the hours whose roll-ups are not computed yet (only
 * those, when `hours` is given), so that a call shows within a moment of being stored.
 */
export async function callsBySlot(
  db: Db,
  query: CallsOf & { from: Date; to: Date; unit: 'minute' | 'hour'; hours?: readonly Date[] },
): Promise<HourRow[]> {
  if (query.clients?.length === 0 || query.hours?.length === 0) return [];
  let { from, to } = query;
  if (query.hours) {
    // Only the partitions of those hours are read.
    const times = query.hours.map((hour) => hour.getTime());
    from = new Date(Math.max(from.getTime(), Math.min(...times)));
    to = new Date(Math.min(to.getTime(), Math.max(...times) + HOUR_MS));
  }
  const slot = sql`date_bin(${WIDTH[query.unit]}::interval, at, ${ORIGIN}::timestamptz)`;
  const { rows } = await sql<HourRow>`
    SELECT ${slot} AS hour, client_id, operation, (status / 100)::smallint AS status_class,
      count(*)::int AS calls, coalesce(sum(bytes), 0) AS bytes, ${BUCKETS} AS latency_buckets
    FROM usage_calls
    WHERE company_id = ${query.companyId} AND at >= ${from} AND at < ${to}
      ${query.clients ? sql`AND client_id IN (${sql.join(query.clients)})` : sql``}
      ${query.hours ? sql`AND date_bin('1 hour'::interval, at, ${ORIGIN}::timestamptz) IN (${sql.join(query.hours)})` : sql``}
    GROUP BY 1, 2, 3, 4
    ORDER BY 1`.execute(db);
  return rows;
}
