import { type CountriesReply, paths } from '@ddp/contract';
import { getPlain } from './api-client';

/** The country list (flag, name, ISO code, phone code) of the registration and invitation forms. */
export const countriesKey = ['countries'] as const;

export async function fetchCountries(): Promise<CountriesReply['countries']> {
  const reply = await getPlain<CountriesReply>(paths.countries);
  return reply.countries;
}
