import type { CountryOption, Locale } from '@ddp/contract';

/**
 * A country as the reader's language names it. The reference list names countries in English, and
 * the form still sends that name (the contract's value); German readers see and search the names
 * the browser's own data (CLDR, through Intl.DisplayNames) gives for the ISO code. English and the
 * pseudo-locale keep the list's names as they are: they are data, not catalogue texts.
 */
export function countryNamer(locale: Locale): (country: CountryOption) => string {
  if (locale !== 'de') return (country) => country.name;
  const names = new Intl.DisplayNames(['de-DE'], { type: 'region', fallback: 'none' });
  return (country) => {
    try {
      return names.of(country.iso2) ?? country.name;
    } catch {
      return country.name; // Not a region code Intl knows.
    }
  };
}

/**
 * The countries under their names in `locale`: in German, in German alphabetical order; otherwise
 * the reference list as it is.
 */
export function countriesIn(locale: Locale, countries: readonly CountryOption[]): CountryOption[] {
  if (locale !== 'de') return [...countries];
  const nameOf = countryNamer(locale);
  const order = new Intl.Collator('de-DE');
  return countries
    .map((country) => ({ ...country, name: nameOf(country) }))
    .sort((a, b) => order.compare(a.name, b.name));
}
