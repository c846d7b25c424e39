import { describe, expect, it } from 'vitest';
import { usageWindow } from './usage-window';

const now = new Date('2026-11-29T10:17:42.500Z');
const span = (range: Parameters<typeof usageWindow>[0], days?: { from: string; to: string }) => {
  const window = usageWindow(range, now, days);
  return [window.from.toISOString(), window.to.toISOString(), window.step];
};

describe('the window a range of the usage screen covers', () => {
  it('ends each rolling range with the current minute, hour or day', () => {
    expect(span('hour')).toEqual(['2026-11-29T09:18:00.000Z', '2026-11-29T10:18:00.000Z', 'minute']);
    expect(span('day')).toEqual(['2026-11-28T11:00:00.000Z', '2026-11-29T11:00:00.000Z', 'hour']);
    expect(span('week')).toEqual(['2026-11-22T11:00:00.000Z', '2026-11-29T11:00:00.000Z', 'hour']);
    expect(span('month')).toEqual(['2026-10-31T00:00:00.000Z', '2026-11-30T00:00:00.000Z', 'day']);
  });

  it('takes chosen days whole, both included, by hour up to two days and by day beyond', () => {
    expect(span('dates', { from: '2026-11-01', to: '2026-11-01' })).toEqual([
      '2026-11-01T00:00:00.000Z',
      '2026-11-02T00:00:00.000Z',
      'hour',
    ]);
    expect(span('dates', { from: '2026-11-01', to: '2026-11-02' })[2]).toBe('hour');
    expect(span('dates', { from: '2026-11-01', to: '2026-11-03' })).toEqual([
      '2026-11-01T00:00:00.000Z',
      '2026-11-04T00:00:00.000Z',
      'day',
    ]);
  });
});
