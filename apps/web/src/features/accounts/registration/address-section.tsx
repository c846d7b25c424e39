import type { CountryOption } from '@ddp/contract';
import { Fieldset, Loader, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { citiesKey, fetchCities, uniqueCityNames } from '../../../lib/cities-api';
import { countriesKey, fetchCountries } from '../../../lib/countries-api';
import type { RegistrationFormApi } from './use-registration-form';

interface AddressSectionProps {
  form: RegistrationFormApi;
  iso2: string | null;
  onCountry: (country: CountryOption | null) => void;
}

// Long city lists (thousands for large countries) stay fast when only the best matches render.
const CITY_OPTION_LIMIT = 200;

export function AddressSection({ form, iso2, onCountry }: AddressSectionProps) {
  const countries = useQuery({
    queryKey: countriesKey,
    queryFn: fetchCountries,
    staleTime: Infinity,
  });
  const country = form.values.country;
  const cities = useQuery({
    queryKey: citiesKey(country),
    queryFn: () => fetchCities(country),
    enabled: country !== '',
    staleTime: Infinity,
  });

  // Mantine renders a list's options even while it is closed (hidden, for assistive technology):
  // 250 countries would render with the form. Until the field is first used, the list holds only
  // the chosen country. The lists render deferred, in slices, not in one long task.
  const [countryListWanted, setCountryListWanted] = useState(false);
  const allCountryOptions = useDeferredValue(
    useMemo(
      () => (countries.data ?? []).map((option) => ({ value: option.iso2, label: option.name })),
      [countries.data],
    ),
  );
  const countryOptions = countryListWanted
    ? allCountryOptions
    : allCountryOptions.filter((option) => option.value === iso2);
  const cityNames = useDeferredValue(useMemo(() => uniqueCityNames(cities.data ?? []), [cities.data]));
  const emojiOf = (code: string | null) =>
    countries.data?.find((option) => option.iso2 === code)?.emoji ?? '';
  const cityField = form.bindText('city');

  return (
    <Fieldset legend="Address and phone" variant="unstyled">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <Select
          label="Country"
          placeholder={countries.isPending ? 'Loading countries…' : 'Search for your country'}
          required
          searchable
          autoComplete="off"
          nothingFoundMessage="No country matches"
          data={countryOptions}
          value={iso2}
          onChange={(code) => onCountry(countries.data?.find((option) => option.iso2 === code) ?? null)}
          onFocus={() => setCountryListWanted(true)}
          onDropdownOpen={() => setCountryListWanted(true)}
          onBlur={() => form.touch('country')}
          leftSection={iso2 ? <span aria-hidden>{emojiOf(iso2)}</span> : undefined}
          rightSection={countries.isPending ? <Loader size="xs" /> : undefined}
          renderOption={({ option }) => (
            <span>
              <span aria-hidden>{emojiOf(option.value)}</span> {option.label}
            </span>
          )}
          error={form.errorOf('country') ?? (countries.error ? countries.error.message : undefined)}
        />
        {country !== '' && (cities.isPending || cityNames.length > 0) ? (
          <Select
            label="City"
            placeholder={cities.isPending ? 'Loading cities…' : 'Search for your city'}
            required
            searchable
            autoComplete="off"
            limit={CITY_OPTION_LIMIT}
            nothingFoundMessage="No city matches"
            disabled={cities.isPending}
            rightSection={cities.isPending ? <Loader size="xs" /> : undefined}
            data={cityNames}
            value={form.values.city === '' ? null : form.values.city}
            onChange={(name) => form.setField('city', name ?? '')}
            onBlur={cityField.onBlur}
            error={cityField.error}
          />
        ) : (
          <TextInput
            label="City"
            autoComplete="address-level2"
            required={country !== ''}
            disabled={country === ''}
            placeholder={country === '' ? 'Choose a country first' : undefined}
            {...cityField}
          />
        )}
        <TextInput
          label="Street and number"
          autoComplete="street-address"
          required
          {...form.bindText('street')}
        />
        <TextInput label="Postal code" autoComplete="postal-code" required {...form.bindText('postal')} />
        <TextInput
          label="Phone number"
          description={
            form.values.countryCode
              ? `Digits only; the dial code ${form.values.countryCode} is added for you.`
              : 'Digits only; choose a country for the dial code.'
          }
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          required
          leftSectionWidth={64}
          leftSection={
            <Text size="sm" c={form.values.countryCode ? 'dark' : 'dimmed'} aria-hidden>
              {form.values.countryCode || '+…'}
            </Text>
          }
          {...form.bindText('phonenumber')}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
