import { describe, expect, it } from 'vitest';
import { secondsLeft } from './countdown';

describe('auto-dismiss countdown', () => {
  it('starts at the full duration and reaches zero at the end', () => {
    expect(secondsLeft(0, 5000)).toBe(5);
    expect(secondsLeft(1, 5000)).toBe(5);
    expect(secondsLeft(1000, 5000)).toBe(4);
    expect(secondsLeft(4999, 5000)).toBe(1);
    expect(secondsLeft(5000, 5000)).toBe(0);
    expect(secondsLeft(8000, 5000)).toBe(0);
  });
});
