import type { CountryOption } from '@ddp/contract';
import { messages } from '@ddp/contract';
import { Loader, Select, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { citiesKey, fetchCities, uniqueCityNames } from '../lib/cities-api';
import { useCountries } from '../lib/use-countries';
import { CountrySelect } from './country-select';

// Long city lists (thousands for large countries) stay fast when only the best matches render.
const CITY_OPTION_LIMIT = 200;

const nameOf = (country: CountryOption) => country.name;

interface PlaceInputsProps {
  /** The country's name, as an account keeps it; '' while none is chosen. */
  country: string;
  onCountry: (country: CountryOption | null) => void;
  onCountryBlur?: () => void;
  countryError: string | undefined;
  city: string;
  onCity: (name: string) => void;
  onCityBlur?: () => void;
  cityError: string | undefined;
}

/**
 * Country and city from the reference data, which the server checks (docs/api.md). The city is
 * a searchable select of the country's cities, or a text field when the country has no list or
 * it cannot be loaded. Two fields, for the caller's grid.
 */
export function PlaceInputs({
  country,
  onCountry,
  onCountryBlur,
  countryError,
  city,
  onCity,
  onCityBlur,
  cityError,
}: PlaceInputsProps) {
  const countries = useCountries();
  const cities = useQuery({
    queryKey: citiesKey(country),
    queryFn: () => fetchCities(country),
    enabled: country !== '',
    staleTime: Infinity,
  });
  const iso2 = countries.byName(country)?.iso2 ?? null;
  // Thousands of cities render deferred, in slices, not in one long task.
  const cityNames = useDeferredValue(useMemo(() => uniqueCityNames(cities.data ?? []), [cities.data]));

  return (
    <>
      <CountrySelect
        label={messages.kitCountry}
        optionLabel={nameOf}
        iso2={iso2}
        onCountry={onCountry}
        onBlur={onCountryBlur}
        error={countryError}
      />
      {country !== '' && (cities.isPending || cityNames.length > 0) ? (
        <Select
          label={messages.kitCity}
          placeholder={cities.isPending ? messages.kitLoadingCities : messages.kitSearchForYourCity}
          required
          searchable
          autoComplete="off"
          limit={CITY_OPTION_LIMIT}
          nothingFoundMessage={messages.kitNoCityMatches}
          disabled={cities.isPending}
          rightSection={cities.isPending ? <Loader size="xs" /> : undefined}
          data={cityNames}
          value={city === '' ? null : city}
          onChange={(name) => onCity(name ?? '')}
          onBlur={onCityBlur}
          error={cityError}
        />
      ) : (
        <TextInput
          label={messages.kitCity}
          autoComplete="address-level2"
          required={country !== ''}
          disabled={country === ''}
          placeholder={country === '' ? messages.kitChooseACountryFirst : undefined}
          value={city}
          onChange={(event) => onCity(event.currentTarget.value)}
          onBlur={onCityBlur}
          error={cityError}
        />
      )}
    </>
  );
}
