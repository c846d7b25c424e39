import { describe, expect, it } from 'vitest';
import { LATENCY_BOUNDS_MS, mergeBuckets, percentile } from './latency-buckets';

const histogramOf = (latencies: number[]) => {
  const histogram = new Array<number>(LATENCY_BOUNDS_MS.length + 1).fill(0);
  for (const ms of latencies) {
    const found = LATENCY_BOUNDS_MS.findIndex((bound) => ms < bound);
    const i = found === -1 ? LATENCY_BOUNDS_MS.length : found;
    histogram[i] = (histogram[i] ?? 0) + 1;
  }
  return histogram;
};

describe('latency percentiles from hourly histograms', () => {
  it('falls within the bucket of the true percentile, for any spread of calls', () => {
    const latencies = Array.from({ length: 1000 }, (_, i) => (i % 97) * 3.7 + (i % 5));
    const sorted = [...latencies].sort((a, b) => a - b);
    const histogram = histogramOf(latencies);
    for (const q of [0.5, 0.95, 0.99]) {
      const truth = sorted[Math.ceil(q * sorted.length) - 1] ?? 0;
      const estimate = percentile(histogram, q) ?? -1;
      const bucket = LATENCY_BOUNDS_MS.findIndex((bound) => truth < bound);
      const lower = bucket <= 0 ? 0 : (LATENCY_BOUNDS_MS[bucket - 1] ?? 0);
      const upper = LATENCY_BOUNDS_MS[bucket] ?? Number.POSITIVE_INFINITY;
      expect(estimate, `p${q * 100}`).toBeGreaterThanOrEqual(lower);
      expect(estimate, `p${q * 100}`).toBeLessThanOrEqual(upper);
    }
  });

  it('adds hours bucket by bucket, and says nothing of no calls', () => {
    const merged = mergeBuckets([histogramOf([3, 3, 40]), histogramOf([3, 12_000])]);
    expect(merged.reduce((a, b) => a + b, 0)).toBe(5);
    expect(percentile(merged, 0.5)).toBeGreaterThanOrEqual(2);
    expect(percentile(merged, 0.5)).toBeLessThanOrEqual(5);
    expect(percentile(merged, 1)).toBe(10_000);
    expect(percentile(mergeBuckets([]), 0.5)).toBeNull();
  });
});
