import { describe, expect, it } from 'vitest';
import { toDialCode } from './dial-code';

describe('dial code of the chosen country', () => {
  it.each([
    ['49', '+49'],
    ['+49', '+49'],
    ['1-268', '+1268'],
    ['', ''],
  ])('turns %s into %s', (phoneCode, dialCode) => {
    expect(toDialCode(phoneCode)).toBe(dialCode);
  });
});
