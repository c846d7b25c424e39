import type { CountryOption } from '@ddp/contract';
import { messages } from '@ddp/contract';
import { Loader, Select } from '@mantine/core';
import { useDeferredValue, useMemo, useState } from 'react';
import { countriesIn } from '../lib/country-names';
import { useLocale } from '../lib/locale';
import { useCountries } from '../lib/use-countries';
import type { HINTS_BELOW } from './hints-below';

interface CountrySelectProps {
  label: string;
  description?: string;
  inputWrapperOrder?: typeof HINTS_BELOW;
  /** How a country reads in the list ('Germany', or 'Germany (+49)' for a dial code). */
  optionLabel: (country: CountryOption) => string;
  /** The chosen country's ISO code. */
  iso2: string | null;
  onCountry: (country: CountryOption | null) => void;
  onBlur?: () => void;
  error: string | undefined;
}

/**
 * A searchable country of the reference list, with its flag, named in the reader's language
 * (lib/country-names.ts); the chosen country handed on is the list's own record. Mantine renders
 * a list's options even while it is closed (hidden, for assistive technology): 250 countries would
 * render with the form. Until the field is first used the list holds only the chosen country, and it renders
 * deferred, in slices, not in one long task.
 */
export function CountrySelect({
  label,
  description,
  inputWrapperOrder,
  optionLabel,
  iso2,
  onCountry,
  onBlur,
  error,
}: CountrySelectProps) {
  const countries = useCountries();
  const shownIn = useLocale();
  const [listWanted, setListWanted] = useState(false);
  const allOptions = useDeferredValue(
    useMemo(
      () =>
        countriesIn(shownIn, countries.list ?? []).map((country) => ({
          value: country.iso2,
          label: optionLabel(country),
        })),
      [countries.list, optionLabel, shownIn],
    ),
  );
  const options = listWanted ? allOptions : allOptions.filter((option) => option.value === iso2);
  const flagOf = (code: string | null) => countries.byIso2(code)?.emoji;

  return (
    <Select
      label={label}
      description={description}
      inputWrapperOrder={inputWrapperOrder}
      placeholder={countries.loading ? messages.kitLoadingCountries : messages.kitSearchForYourCountry}
      required
      searchable
      autoComplete="off"
      nothingFoundMessage={messages.kitNoCountryMatches}
      data={options}
      value={iso2}
      onChange={(code) => onCountry(countries.byIso2(code) ?? null)}
      onFocus={() => setListWanted(true)}
      onDropdownOpen={() => setListWanted(true)}
      onBlur={onBlur}
      leftSection={iso2 ? <span aria-hidden>{flagOf(iso2)}</span> : undefined}
      rightSection={countries.loading ? <Loader size="xs" /> : undefined}
      renderOption={({ option }) => (
        <span>
          <span aria-hidden>{flagOf(option.value)}</span> {option.label}
        </span>
      )}
      error={error ?? countries.error}
    />
  );
}
