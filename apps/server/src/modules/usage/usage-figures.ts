import type { StatusClass, UsageFigures, UsageStep } from '@ddp/contract';
import type { Db } from '../../db/database';
import { callsBySlot } from './figures-repo';
import { mergeBuckets, percentile } from './latency-buckets';
import * as rollups from './rollups-repo';
import { type CallsOf, type HourRow, hourOf } from './rollups-repo';

const DAY_MS = 86_400_000;
const WIDTH_MS = { minute: 60_000, hour: 3_600_000, day: DAY_MS } as const satisfies Record<
  UsageStep,
  number
>;
const HOUR_MS = 3_600_000;
/** The hours before the current one that are read from the calls while their roll-ups wait. */
const FRESH_HOURS = 6;
const round = (ms: number | null) => (ms === null ? null : Math.round(ms * 10) / 10);

export interface FiguresQuery extends CallsOf {
  from: Date;
  to: Date;
  /** By hour up to two days, by GMT day beyond, unless given. */
  step?: UsageStep;
  /** The server's clock: its hour is still being called, and is read from the calls. */
  now: Date;
}

/**
 * A company's figures over [from, to), of some clients or all (issue 21, part 2). By minute from
 * the calls themselves; by hour or day from the hourly roll-ups, except the hours whose roll-ups
 * are not computed yet and the current one, read from the calls: what was stored shows at once.
 */
export async function usageFigures(db: Db, query: FiguresQuery): Promise<UsageFigures> {
  const step = query.step ?? (query.to.getTime() - query.from.getTime() > 2 * DAY_MS ? 'day' : 'hour');
  return figuresOf(await rowsOf(db, query, step), { from: query.from, to: query.to, step });
}

async function rowsOf(db: Db, query: FiguresQuery, step: UsageStep): Promise<HourRow[]> {
  if (query.clients?.length === 0) return [];
  if (step === 'minute') return callsBySlot(db, { ...query, unit: 'minute' });
  const current = hourOf(query.now);
  // Only the hours still being called are read from the calls: a backlog of marked hours (the job
  // stopped for a while, a late batch, a backfill) would read millions of calls (4.6 s for 30 days
  // of 10 million, docs/benchmarks.md). Older marked hours show their roll-ups as they stand until
  // the job computes them again.
  const since = new Date(Math.max(query.from.getTime(), current.getTime() - FRESH_HOURS * HOUR_MS));
  const fresh = since < query.to ? await rollups.dirtyHoursIn(db, since, query.to) : [];
  if (
    current >= query.from &&
    current < query.to &&
    !fresh.some((hour) => hour.getTime() === current.getTime())
  )
    fresh.push(current);
  const [rolledUp, recent] = await Promise.all([
    rollups.companyHours(db, { ...query, without: fresh }),
    callsBySlot(db, { ...query, unit: 'hour', hours: fresh }),
  ]);
  return [...rolledUp, ...recent];
}

interface Slot {
  calls: number;
  errors: number;
  buckets: number[][];
}

/** The figures of grouped calls: every point of the range, with zeros where nothing was called. */
export function figuresOf(
  rows: readonly HourRow[],
  range: { from: Date; to: Date; step: UsageStep },
): UsageFigures {
  const width = WIDTH_MS[range.step];
  const slot = (at: Date) => Math.floor(at.getTime() / width) * width;
  const points = new Map<number, Slot>();
  for (let t = slot(range.from); t < range.to.getTime(); t += width)
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
    step: range.step,
    from: range.from.toISOString(),
    to: range.to.toISOString(),
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
      statusClass: `${c}xx` as StatusClass,
      calls: classes.get(c) ?? 0,
    })),
  };
}
