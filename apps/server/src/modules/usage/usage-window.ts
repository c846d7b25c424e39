import type { UsageRange, UsageStep } from '@ddp/contract';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

export interface UsageWindow {
  from: Date;
  to: Date;
  step: UsageStep;
}

const floor = (at: Date, width: number) => Math.floor(at.getTime() / width) * width;

/** The last `count` steps of `width`, the current one included. */
const last = (now: Date, width: number, count: number, step: UsageStep): UsageWindow => {
  const end = floor(now, width) + width;
  return { from: new Date(end - count * width), to: new Date(end), step };
};

/**
 * What a range of the screen covers at `now`: the last 60 minutes, 24 or 168 hours, or 30 GMT
 * days, each up to the end of the current one; or whole GMT days chosen, both included, by hour up
 * to two days and by day beyond. The request's checks have made sure that chosen days are given.
 */
export function usageWindow(
  range: UsageRange,
  now: Date,
  days?: { from?: string; to?: string },
): UsageWindow {
  switch (range) {
    case 'hour':
      return last(now, MINUTE_MS, 60, 'minute');
    case 'day':
      return last(now, HOUR_MS, 24, 'hour');
    case 'week':
      return last(now, HOUR_MS, 168, 'hour');
    case 'month':
      return last(now, DAY_MS, 30, 'day');
    default: {
      const from = Date.parse(`${days?.from}T00:00:00Z`);
      const to = Date.parse(`${days?.to}T00:00:00Z`) + DAY_MS;
      return { from: new Date(from), to: new Date(to), step: to - from > 2 * DAY_MS ? 'day' : 'hour' };
    }
  }
}
