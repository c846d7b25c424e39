import type { CountryOption } from '@ddp/contract';
import { Grid, Loader, Select, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ChangeEvent, useMemo } from 'react';
import { countriesKey, fetchCountries } from '../../../lib/countries-api';
import { toDialCode } from '../../../lib/dial-code';
import { BELOW_INPUT } from './wrapper-order';

interface PhoneFieldsProps {
  iso2: string | null;
  onCountry: (country: CountryOption | null) => void;
  onCountryBlur: () => void;
  countryError: string | undefined;
  dialCode: string;
  phone: {
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
    onBlur: () => void;
    error: string | undefined;
  };
}

/** The dial code is chosen by country (the mobile number carries its ISO code, spec section 3). */
export function PhoneFields({
  iso2,
  onCountry,
  onCountryBlur,
  countryError,
  dialCode,
  phone,
}: PhoneFieldsProps) {
  const countries = useQuery({ queryKey: countriesKey, queryFn: fetchCountries, staleTime: Infinity });
  const options = useMemo(
    () =>
      (countries.data ?? []).map((country) => ({
        value: country.iso2,
        label: `${country.name} (${toDialCode(country.phone_code)})`,
      })),
    [countries.data],
  );
  const emojiOf = (code: string | null) =>
    countries.data?.find((country) => country.iso2 === code)?.emoji ?? '';

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <Select
          label="Dial code"
          description="The country of your phone number."
          inputWrapperOrder={BELOW_INPUT}
          placeholder={countries.isPending ? 'Loading countries…' : 'Search for your country'}
          required
          searchable
          autoComplete="off"
          nothingFoundMessage="No country matches"
          data={options}
          value={iso2}
          onChange={(code) => onCountry(countries.data?.find((country) => country.iso2 === code) ?? null)}
          onBlur={onCountryBlur}
          leftSection={iso2 ? <span aria-hidden>{emojiOf(iso2)}</span> : undefined}
          rightSection={countries.isPending ? <Loader size="xs" /> : undefined}
          renderOption={({ option }) => (
            <span>
              <span aria-hidden>{emojiOf(option.value)}</span> {option.label}
            </span>
          )}
          error={countryError ?? (countries.error ? countries.error.message : undefined)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 7 }}>
        <TextInput
          label="Phone number"
          description="Digits only, without the dial code."
          inputWrapperOrder={BELOW_INPUT}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          required
          leftSectionWidth={64}
          leftSection={
            <Text size="sm" c={dialCode ? 'dark' : 'dimmed'} aria-hidden>
              {dialCode || '+…'}
            </Text>
          }
          {...phone}
        />
      </Grid.Col>
    </Grid>
  );
}
