import type { CountryOption } from '@ddp/contract';
import { describe, expect, it } from 'vitest';
import { countriesIn, countryNamer } from './country-names';

const country = (name: string, iso2: string): CountryOption => ({ name, iso2, phone_code: '1', emoji: '' });
const list = [
  country('Austria', 'AT'),
  country('Germany', 'DE'),
  country('Kosovo', 'XK'),
  country('Nowhere', 'QQ'),
];

describe('country names in the reader’s language', () => {
  it('keeps the reference list’s names in English and in the pseudo-locale', () => {
    expect(countriesIn('en', list)).toEqual(list);
    expect(countriesIn('pseudo', list)).toEqual(list);
    expect(countryNamer('pseudo')(country('Germany', 'DE'))).toBe('Germany');
  });

  it('names them in German, sorted as German sorts, keeping the ISO code the form sends', () => {
    const german = countriesIn('de', list);
    expect(german.map((c) => c.name)).toEqual(['Deutschland', 'Kosovo', 'Nowhere', 'Österreich']);
    expect(german.find((c) => c.name === 'Deutschland')?.iso2).toBe('DE');
  });

  it('falls back to the list’s name for a code with no German name', () => {
    expect(countryNamer('de')(country('Nowhere', 'QQ'))).toBe('Nowhere');
    expect(countryNamer('de')(country('Broken', 'not a code'))).toBe('Broken');
  });
});
