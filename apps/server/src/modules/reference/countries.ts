import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { CountryOption } from '@ddp/contract';

/**
 * Countries and cities come from the maintained @countrystatecity/countries data package. Its own
 * loaders use dynamic JSON imports that Node 20 refuses, so its data files are read directly.
 */
export interface CountryRecord {
  id: number;
  name: string;
  iso2: string;
  iso3: string;
  numeric_code: string;
  phonecode: string;
  capital: string;
  currency: string;
  currency_name: string;
  currency_symbol: string;
  tld: string;
  native: string;
  region: string;
  subregion: string;
  latitude: string;
  longitude: string;
  emoji: string;
  emojiU: string;
}

export interface CityOption {
  cityname: string;
  code: string;
}

const dataDir = () =>
  path.join(path.dirname(createRequire(import.meta.url).resolve('@countrystatecity/countries')), 'data');

let countries: Promise<CountryRecord[]> | undefined;
const citiesCache = new Map<string, Promise<CityOption[]>>();
const MAX_CACHED_COUNTRIES = 32;

export function allCountries(): Promise<CountryRecord[]> {
  countries ??= readFile(path.join(dataDir(), 'countries.json'), 'utf8').then(
    (text) => JSON.parse(text) as CountryRecord[],
  );
  return countries;
}

export async function countryOptions(): Promise<CountryOption[]> {
  return (await allCountries())
    .map((c) => ({ name: c.name, iso2: c.iso2, phone_code: c.phonecode, emoji: c.emoji }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export async function findCountryByName(name: string): Promise<CountryRecord | undefined> {
  const wanted = name.trim().toLowerCase();
  return (await allCountries()).find((c) => c.name.toLowerCase() === wanted);
}

export function citiesOf(country: CountryRecord): Promise<CityOption[]> {
  let cities = citiesCache.get(country.iso2);
  if (!cities) {
    cities = loadCities(country);
    if (citiesCache.size >= MAX_CACHED_COUNTRIES) citiesCache.delete(citiesCache.keys().next().value!);
    citiesCache.set(country.iso2, cities);
  }
  return cities;
}

async function loadCities(country: CountryRecord): Promise<CityOption[]> {
  const root = dataDir();
  const folder = (await readdir(root)).find((entry) => entry.endsWith(`-${country.iso2}`));
  if (!folder) return [];
  const byName = new Map<string, CityOption>();
  const states = await readdir(path.join(root, folder), { withFileTypes: true });
  for (const state of states.filter((s) => s.isDirectory())) {
    const file = path.join(root, folder, state.name, 'cities.json');
    const list = JSON.parse(await readFile(file, 'utf8').catch(() => '[]')) as Array<{
      id: number;
      name: string;
    }>;
    for (const city of list)
      if (!byName.has(city.name)) byName.set(city.name, { cityname: city.name, code: String(city.id) });
  }
  return [...byName.values()].sort((a, b) => a.cityname.localeCompare(b.cityname));
}
