import type { CountryOption } from '@ddp/contract';
import { messages } from '@ddp/contract';
import { Fieldset, SimpleGrid } from '@mantine/core';
import { PhoneNumberInput } from '../../../components/phone-input';
import { PlaceInputs } from '../../../components/place-inputs';
import { StreetFields } from '../../../components/street-fields';
import type { RegistrationFormApi } from './use-registration-form';

interface AddressSectionProps {
  form: RegistrationFormApi;
  onCountry: (country: CountryOption | null) => void;
}

/** The address; the country also gives the phone number its dial code. */
export function AddressSection({ form, onCountry }: AddressSectionProps) {
  const city = form.bindText('city');
  const dialCode = form.values.countryCode;
  return (
    <Fieldset legend={messages.accountAddressAndPhone} variant="unstyled">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <PlaceInputs
          country={form.values.country}
          onCountry={onCountry}
          onCountryBlur={() => form.touch('country')}
          countryError={form.errorOf('country')}
          city={form.values.city}
          onCity={(name) => form.setField('city', name)}
          onCityBlur={city.onBlur}
          cityError={city.error}
        />
        <StreetFields street={form.bindText('street')} postal={form.bindText('postal')} />
        <PhoneNumberInput
          label={messages.accountPhoneNumber}
          description={
            dialCode
              ? messages.accountDigitsOnlyTheDialCode({ dialCode: dialCode })
              : messages.accountDigitsOnlyChooseACountry
          }
          dialCode={dialCode}
          {...form.bindText('phonenumber')}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
