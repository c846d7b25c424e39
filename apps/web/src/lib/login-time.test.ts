import { describe, expect, it } from 'vitest';
import { formatLoginTime, parseLoginTime } from './login-time';

describe('login time format (YYYY-MM-DD HH:mm:ss)', () => {
  it('writes the instant in UTC with seconds', () => {
    expect(formatLoginTime(new Date(Date.UTC(2024, 0, 5, 7, 8, 9, 999)))).toBe('2024-01-05 07:08:09');
  });

  it('reads back what it wrote, to the second', () => {
    const at = new Date(Date.UTC(2025, 11, 31, 23, 59, 58));
    expect(parseLoginTime(formatLoginTime(at))).toBe(at.getTime());
  });

  it.each([undefined, null, '', '2024-01-05T07:08:09', '2024-1-5 7:8:9', 'yesterday'])(
    'does not read %s as a time',
    (value) => {
      expect(parseLoginTime(value)).toBeUndefined();
    },
  );
});
