/**
 * The upper bounds (exclusive, ms) of the latency histogram kept per hour: a call of 7 ms counts
 * in the bucket below 10 ms. The last bucket, from 10 s on, has no bound. Roughly 1-2-5 steps, so
 * a percentile read from them is within its bucket's width of the true one.
 */
export const LATENCY_BOUNDS_MS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000] as const;

/** SQL expressions counting each bucket's calls, in order, for a roll-up query. */
export const bucketFilters = (column: string): string[] =>
  [0, ...LATENCY_BOUNDS_MS].map((lower, i) => {
    const upper = LATENCY_BOUNDS_MS[i];
    const conditions = [
      ...(i > 0 ? [`${column} >= ${lower}`] : []),
      ...(upper ? [`${column} < ${upper}`] : []),
    ];
    return `count(*) FILTER (WHERE ${conditions.join(' AND ')})::int`;
  });

/** Adds histograms bucket by bucket. */
export function mergeBuckets(histograms: readonly (readonly number[])[]): number[] {
  const merged = new Array<number>(LATENCY_BOUNDS_MS.length + 1).fill(0);
  for (const histogram of histograms)
    for (const [i, count] of histogram.entries()) merged[i] = (merged[i] ?? 0) + count;
  return merged;
}

/**
 * The latency below which `q` (0 to 1) of the calls fall, read from a histogram: linear within the
 * bucket it falls in; in the open last bucket, its lower bound. Null without calls.
 */
export function percentile(histogram: readonly number[], q: number): number | null {
  const total = histogram.reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const rank = q * total;
  let below = 0;
  for (let i = 0; i < histogram.length; i++) {
    const count = histogram[i] ?? 0;
    if (count > 0 && below + count >= rank) {
      const lower = i === 0 ? 0 : (LATENCY_BOUNDS_MS[i - 1] ?? 0);
      const upper = LATENCY_BOUNDS_MS[i];
      if (upper === undefined) return lower;
      return lower + ((rank - below) / count) * (upper - lower);
    }
    below += count;
  }
  return LATENCY_BOUNDS_MS[LATENCY_BOUNDS_MS.length - 1] ?? null;
}
