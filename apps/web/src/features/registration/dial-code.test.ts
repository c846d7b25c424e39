import { describe, expect, it } from 'vitest';
import { toDialCode, uniqueCityNames } from './dial-code';

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

describe('city options', () => {
  it('lists each city once, sorted, without blanks', () => {
    const cities = [{ cityname: 'Mainz' }, { cityname: 'Berlin' }, { cityname: 'Mainz' }, { cityname: ' ' }];
    expect(uniqueCityNames(cities)).toEqual(['Berlin', 'Mainz']);
  });
});
