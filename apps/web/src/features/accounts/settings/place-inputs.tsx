import { Loader, Select, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ChangeEvent, useMemo } from 'react';
import { citiesKey, fetchCities, uniqueCityNames } from '../../../lib/cities-api';
import { countriesKey, fetchCountries } from '../../../lib/countries-api';

// Long city lists (thousands for large countries) stay fast when only the best matches render.
const CITY_OPTION_LIMIT = 200;

interface PlaceInputsProps {
  country: string;
  city: string;
  onCountry: (name: string) => void;
  onCity: (name: string) => void;
  countryError: string | undefined;
  cityError: string | undefined;
}

/** Country and city from the reference data, which the server checks (docs/api.md). */
export function PlaceInputs({ country, city, onCountry, onCity, countryError, cityError }: PlaceInputsProps) {
  const countries = useQuery({ queryKey: countriesKey, queryFn: fetchCountries, staleTime: Infinity });
  const cities = useQuery({
    queryKey: citiesKey(country),
    queryFn: () => fetchCities(country),
    enabled: country !== '',
    staleTime: Infinity,
  });
  const countryNames = useMemo(() => (countries.data ?? []).map((option) => option.name), [countries.data]);
  const cityNames = useMemo(() => uniqueCityNames(cities.data ?? []), [cities.data]);

  return (
    <>
      <Select
        label="Country"
        placeholder={countries.isPending ? 'Loading countries…' : 'Search for a country'}
        required
        searchable
        autoComplete="off"
        nothingFoundMessage="No country matches"
        data={countryNames}
        value={country === '' ? null : country}
        onChange={(name) => onCountry(name ?? '')}
        rightSection={countries.isPending ? <Loader size="xs" /> : undefined}
        error={countryError ?? (countries.error ? countries.error.message : undefined)}
      />
      {country !== '' && (cities.isPending || cityNames.length > 0) ? (
        <Select
          label="City"
          placeholder={cities.isPending ? 'Loading cities…' : 'Search for a city'}
          required
          searchable
          autoComplete="off"
          limit={CITY_OPTION_LIMIT}
          nothingFoundMessage="No city matches"
          disabled={cities.isPending}
          rightSection={cities.isPending ? <Loader size="xs" /> : undefined}
          data={cityNames}
          value={city === '' ? null : city}
          onChange={(name) => onCity(name ?? '')}
          error={cityError}
        />
      ) : (
        <TextInput
          label="City"
          autoComplete="address-level2"
          required
          value={city}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onCity(event.currentTarget.value)}
          error={cityError}
        />
      )}
    </>
  );
}
