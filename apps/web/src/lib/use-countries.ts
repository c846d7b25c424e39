import type { CountryOption } from '@ddp/contract';
import { useQuery } from '@tanstack/react-query';
import { countriesKey, fetchCountries } from './countries-api';

/**
 * The reference list of countries, asked for once per page load: it changes only with a new
 * release of the reference data, and every form that offers a country shares the answer.
 * `wanted` false asks for nothing (a screen that needs the list only in some languages).
 */
export function useCountries(wanted = true) {
  const countries = useQuery({
    queryKey: countriesKey,
    queryFn: fetchCountries,
    staleTime: Infinity,
    enabled: wanted,
  });
  return {
    list: countries.data,
    loading: countries.isPending,
    /** The list's failure, for the field that offers it. */
    error: countries.error?.message,
    byIso2: (iso2: string | null): CountryOption | undefined =>
      iso2 === null ? undefined : countries.data?.find((country) => country.iso2 === iso2),
    byName: (name: string): CountryOption | undefined =>
      countries.data?.find((country) => country.name === name),
  };
}
