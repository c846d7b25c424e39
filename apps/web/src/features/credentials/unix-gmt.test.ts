import { describe, expect, it } from 'vitest';
import { unixGmt } from './unix-gmt';

describe('credential dates', () => {
  it('shows unix seconds as GMT with seconds', () => {
    expect(unixGmt(1_768_467_600)).toBe('2026-01-15 09:00:00 GMT');
  });
});
