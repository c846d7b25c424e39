import type { CountryOption } from '@ddp/contract';
import { Grid, Loader, Select, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ChangeEvent, useMemo } from 'react';
import { countriesKey, fetchCountries } from '../../../lib/countries-api';
import { toDialCode } from '../../../lib/dial-code';

interface PhoneInputsProps {
  iso2: string | null;
  onCountry: (country: CountryOption | null) => void;
  dialCode: string;
  dialCodeError: string | undefined;
  phone: {
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
    onBlur: () => void;
    error: string | undefined;
  };
}

/** Mobile number as at registration: dial code by country, then digits (spec section 3). */
export function PhoneInputs({ iso2, onCountry, dialCode, dialCodeError, phone }: PhoneInputsProps) {
  const countries = useQuery({ queryKey: countriesKey, queryFn: fetchCountries, staleTime: Infinity });
  const options = useMemo(
    () =>
      (countries.data ?? []).map((country) => ({
        value: country.iso2,
        label: `${country.name} (${toDialCode(country.phone_code)})`,
      })),
    [countries.data],
  );

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <Select
          label="Dial code"
          placeholder={countries.isPending ? 'Loading countries…' : 'Search for a country'}
          required
          searchable
          autoComplete="off"
          nothingFoundMessage="No country matches"
          data={options}
          value={iso2}
          onChange={(code) => onCountry(countries.data?.find((country) => country.iso2 === code) ?? null)}
          rightSection={countries.isPending ? <Loader size="xs" /> : undefined}
          error={dialCodeError ?? (countries.error ? countries.error.message : undefined)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 7 }}>
        <TextInput
          label="Mobile number"
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
