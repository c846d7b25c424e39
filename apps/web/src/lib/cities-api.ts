import { type CityDataReply, paths } from '@ddp/contract';
import { postPlain, resultIsSuccess } from './api-client';

/** The cities of a country (citydata), for the registration form and the edit-details dialog. */
export const citiesKey = (country: string) => ['cities', country] as const;

export async function fetchCities(countryname: string): Promise<CityDataReply['cities']> {
  const reply = await postPlain<CityDataReply>(
    paths.cityData,
    { countryname },
    { isSuccess: resultIsSuccess },
  );
  return reply.cities;
}

/** City lists can name a place twice (different regions); a select needs unique values. */
export function uniqueCityNames(cities: readonly { cityname: string }[]): string[] {
  const names = new Set<string>();
  for (const city of cities) {
    const name = city.cityname.trim();
    if (name !== '') names.add(name);
  }
  return [...names].sort((a, b) => a.localeCompare(b));
}
