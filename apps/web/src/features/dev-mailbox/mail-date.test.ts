import { describe, expect, it } from 'vitest';
import { formatMailDate } from './mail-date';

describe('mail date', () => {
  it('shows the time in the given zone in the portal format', () => {
    expect(formatMailDate('2025-03-01T23:30:05.000Z', 'UTC')).toBe('2025-03-01 23:30:05');
    expect(formatMailDate('2025-03-01T23:30:05.000Z', 'Europe/Berlin')).toBe('2025-03-02 00:30:05');
  });

  it('keeps text it cannot read', () => {
    expect(formatMailDate('not a date')).toBe('not a date');
  });
});
