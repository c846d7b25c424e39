import type { CountryOption } from '@ddp/contract';
import { messages } from '@ddp/contract';
import { Grid, Text, TextInput } from '@mantine/core';
import { toDialCode } from '../lib/dial-code';
import type { TextBinding } from '../lib/use-form';
import { CountrySelect } from './country-select';
import { HINTS_BELOW } from './hints-below';

const withDialCode = (country: CountryOption) => `${country.name} (${toDialCode(country.phone_code)})`;

interface PhoneNumberInputProps extends TextBinding {
  label: string;
  description?: string;
  /** '+49', shown before the digits; the person types only those. */
  dialCode: string;
  inputWrapperOrder?: typeof HINTS_BELOW;
}

/** The digits of a phone number, with its dial code shown before them (spec section 3). */
export function PhoneNumberInput({ dialCode, ...field }: PhoneNumberInputProps) {
  return (
    <TextInput
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      required
      leftSectionWidth={64}
      leftSection={
        <Text size="sm" c={dialCode ? 'var(--mantine-color-text)' : 'dimmed'} aria-hidden>
          {dialCode || '+…'}
        </Text>
      }
      {...field}
    />
  );
}

interface PhoneInputProps {
  /** The country whose dial code is chosen. */
  iso2: string | null;
  onCountry: (country: CountryOption | null) => void;
  onCountryBlur?: () => void;
  countryError: string | undefined;
  dialCode: string;
  phone: TextBinding;
  /** The number's label: 'Mobile number' in Settings, 'Phone number' on the invitation. */
  phoneLabel: string;
  /** Hints under both fields, for a form that gives every field one. */
  hints?: { country: string; phone: string };
}

/**
 * A mobile number as the contract keeps it: the dial code chosen by country (the number carries
 * the country's ISO code, spec section 3), then digits.
 */
export function PhoneInput({
  iso2,
  onCountry,
  onCountryBlur,
  countryError,
  dialCode,
  phone,
  phoneLabel,
  hints,
}: PhoneInputProps) {
  const wrapperOrder = hints ? HINTS_BELOW : undefined;
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <CountrySelect
          label={messages.kitDialCode}
          description={hints?.country}
          inputWrapperOrder={wrapperOrder}
          optionLabel={withDialCode}
          iso2={iso2}
          onCountry={onCountry}
          onBlur={onCountryBlur}
          error={countryError}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 7 }}>
        <PhoneNumberInput
          label={phoneLabel}
          description={hints?.phone}
          inputWrapperOrder={wrapperOrder}
          dialCode={dialCode}
          {...phone}
        />
      </Grid.Col>
    </Grid>
  );
}
