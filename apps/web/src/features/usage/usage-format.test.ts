import { describe, expect, it } from 'vitest';
import { formatPoint, formatRate } from './usage-format';

describe('the usage screen’s figures, in English', () => {
  it('writes a point’s time in GMT, as precise as its step', () => {
    expect(formatPoint('2026-11-29T10:17:00.000Z', 'minute')).toBe('2026-11-29 10:17');
    expect(formatPoint('2026-11-29T10:00:00.000Z', 'hour')).toBe('2026-11-29 10:00');
    expect(formatPoint('2026-11-29T00:00:00.000Z', 'day')).toBe('2026-11-29');
  });

  it('gives the error rate in per cent with one decimal, and a dash without calls', () => {
    expect(formatRate(5, 2)).toBe('40%');
    expect(formatRate(3, 1)).toBe('33.3%');
    expect(formatRate(0, 0)).toBe('–');
  });
});
