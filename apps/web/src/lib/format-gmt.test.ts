import { describe, expect, it } from 'vitest';
import { formatGmt } from './format-gmt';

describe('created-at in GMT', () => {
  it('shows the instant in GMT in the portal format', () => {
    expect(formatGmt('2025-03-01T23:30:05.123Z')).toBe('2025-03-01 23:30:05 GMT');
  });

  it('converts an offset to GMT', () => {
    expect(formatGmt('2025-03-02T00:30:05+01:00')).toBe('2025-03-01 23:30:05 GMT');
  });

  it('keeps text it cannot read', () => {
    expect(formatGmt('yesterday')).toBe('yesterday');
  });
});
