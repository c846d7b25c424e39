import { describe, expect, it } from 'vitest';
import { runsOutAt } from './quota-pace';

const monthStart = new Date('2026-11-01T00:00:00Z');
const monthEnd = new Date('2026-12-01T00:00:00Z');
const at = (now: string, used: number, limit = 1000) =>
  runsOutAt({ used, limit, monthStart, monthEnd, now: new Date(now) })?.toISOString() ?? null;

describe('when a monthly quota runs out at the pace so far', () => {
  it('projects the pace of the days gone to the quota', () => {
    // A tenth of the month gone, half the quota used: it runs out at a fifth of the month.
    expect(at('2026-11-04T00:00:00Z', 500)).toBe('2026-11-07T00:00:00.000Z');
  });

  it('says nothing when the quota lasts the month, nothing was called, or it is used up', () => {
    expect(at('2026-11-16T00:00:00Z', 400)).toBeNull();
    expect(at('2026-11-16T00:00:00Z', 0)).toBeNull();
    expect(at('2026-11-16T00:00:00Z', 1000)).toBeNull();
    expect(at('2026-11-01T00:00:00Z', 10)).toBeNull();
  });
});
