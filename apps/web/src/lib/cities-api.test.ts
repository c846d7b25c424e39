import { describe, expect, it } from 'vitest';
import { uniqueCityNames } from './cities-api';

describe('city options', () => {
  it('lists each city once, sorted, without blanks', () => {
    const cities = [{ cityname: 'Mainz' }, { cityname: 'Berlin' }, { cityname: 'Mainz' }, { cityname: ' ' }];
    expect(uniqueCityNames(cities)).toEqual(['Berlin', 'Mainz']);
  });
});
