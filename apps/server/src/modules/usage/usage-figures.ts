import type { Db } from '../../db/database';
import { mergeBuckets, percentile } from './latency-buckets';
import * as rollups from './rollups-repo';

export interface UsagePoint {
  /** The hour's start (or the day's, for `step: 'day'`), ISO 8601. */
  at: string;
  calls: number;
  /** 4xx and 5xx answers. */
  errors: number;
  p50Ms: number | null;
  p95Ms: number | null;
}

export interface UsageFigures {
  step: 'hour' | 'day';
  series: UsagePoint[];
  totals: { calls: number; errors: number; bytes: number; p50Ms: number | null; p95Ms: number | null };
  byOperation: { operation: string; calls: number; errors: number }[];
  byStatusClass: { statusClass: '2xx' | '3xx' | '4xx' | '5xx'; calls: number }[];
}

const DAY_MS = 86_400_000;
const round = (ms: number | null) => (ms === null ? null : Math.round(ms * 10) / 10);

/**
 * A company's figures over [from, to), of one client or all (issue 21, part 2), read from the
 * hourly roll-ups: points per hour up to two days, per UTC day beyond; every point of the range is
 * there, with zeros where nothing was called, so a chart never joins two distant points.
 */
export async function usageFigures(
  db: Db,
  query: { companyId: string; from: Date; to: Date; clientId?: string | undefined },
): Promise<UsageFigures> {
  const rows = await rollups.companyHours(db, query);
  const step = query.to.getTime() - query.from.getTime() > 2 * DAY_MS ? 'day' : 'hour';
  const width = step === 'day' ? DAY_MS : 3_600_000;
  const slot = (at: Date) => Math.floor(at.getTime() / width) * width;
  const points = new Map<number, { calls: number; errors: number; buckets: number[][] }>();
  for (let t = slot(query.from); t < query.to.getTime(); t += width)
    points.set(t, { calls: 0, errors: 0, buckets: [] });
  const operations = new Map<string, { calls: number; errors: number }>();
  const classes = new Map<number, number>();
  let bytes = 0;
  for (const row of rows) {
    const failed = row.status_class >= 4 ? row.calls : 0;
    const point = points.get(slot(new Date(row.hour)));
    if (point) {
      point.calls += row.calls;
      point.errors += failed;
      point.buckets.push(row.latency_buckets);
    }
    const operation = operations.get(row.operation) ?? { calls: 0, errors: 0 };
    operation.calls += row.calls;
    operation.errors += failed;
    operations.set(row.operation, operation);
    classes.set(row.status_class, (classes.get(row.status_class) ?? 0) + row.calls);
    bytes += Number(row.bytes);
  }
  const all = mergeBuckets(rows.map((row) => row.latency_buckets));
  return {
    step,
    series: [...points].map(([t, point]) => {
      const merged = mergeBuckets(point.buckets);
      return {
        at: new Date(t).toISOString(),
        calls: point.calls,
        errors: point.errors,
        p50Ms: round(percentile(merged, 0.5)),
        p95Ms: round(percentile(merged, 0.95)),
      };
    }),
    totals: {
      calls: [...classes.values()].reduce((a, b) => a + b, 0),
      errors: [...operations.values()].reduce((a, b) => a + b.errors, 0),
      bytes,
      p50Ms: round(percentile(all, 0.5)),
      p95Ms: round(percentile(all, 0.95)),
    },
    byOperation: [...operations]
      .map(([operation, figures]) => ({ operation, ...figures }))
      .sort((a, b) => b.calls - a.calls || a.operation.localeCompare(b.operation)),
    byStatusClass: ([2, 3, 4, 5] as const).map((c) => ({
      statusClass: `${c}xx` as const,
      calls: classes.get(c) ?? 0,
    })),
  };
}
