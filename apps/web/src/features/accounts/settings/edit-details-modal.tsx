import { type CountryOption, editDetailsForm, messages, type PersonalDetailsReply } from '@ddp/contract';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { MutationErrorAlert } from '../../../components/mutation-error-alert';
import { NameFields } from '../../../components/name-fields';
import { PhoneInput } from '../../../components/phone-input';
import { PlaceInputs } from '../../../components/place-inputs';
import { StreetFields } from '../../../components/street-fields';
import { toDialCode } from '../../../lib/dial-code';
import { useForm } from '../../../lib/use-form';
import { useServerErrors } from '../../../lib/use-server-errors';
import { editDetails } from '../accounts-api';
import { EDIT_FIELD_ALIASES, editFieldNames, editRequestOf, initialEditValues } from './edit-details-values';

interface EditDetailsProps {
  details: PersonalDetailsReply;
  email: string;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** One labelled input per editable field, checked by the contract's rules (spec section 2). */
export function EditDetailsModal({ opened, ...props }: EditDetailsProps & { opened: boolean }) {
  return (
    <Dialog opened={opened} onClose={props.onClose} title={messages.accountEditDetails} size="lg">
      <EditDetailsForm {...props} />
    </Dialog>
  );
}

/** Starts from the stored details each time the dialog opens. */
function EditDetailsForm({ details, email, onClose, onSaved }: EditDetailsProps) {
  const [initial] = useState(() => initialEditValues(details));
  const form = useForm(editDetailsForm, initial.values);
  const [iso2, setIso2] = useState(initial.iso2);
  const serverErrors = useServerErrors(form.setServerErrors, editFieldNames, EDIT_FIELD_ALIASES);
  const mutation = useMutation({
    mutationFn: (request: Parameters<typeof editDetails>[0]) => editDetails(request),
    onSuccess: (reply) => onSaved(reply.message ?? messages.detailsUpdated),
    onError: serverErrors.onError,
  });

  const chooseDialCountry = (country: CountryOption | null) => {
    setIso2(country?.iso2 ?? null);
    form.setField('countryCode', country ? toDialCode(country.phone_code) : '');
  };
  const chooseCountry = (country: CountryOption | null) => {
    const name = country?.name ?? '';
    form.setField('country', name);
    // The old city belongs to the old country.
    if (name !== form.values.country) form.setField('city', '');
  };

  return (
    <form
      onSubmit={form.handleSubmit((data) => mutation.mutate(editRequestOf(data, iso2 ?? '', email)))}
      noValidate
    >
      <Stack gap="md">
        <MutationErrorAlert mutation={mutation} more={serverErrors.rest} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <NameFields
            firstname={form.bindText('editfirstname')}
            lastname={form.bindText('editlastname')}
            autoFocus
          />
        </SimpleGrid>
        <PhoneInput
          iso2={iso2}
          onCountry={chooseDialCountry}
          countryError={form.errorOf('countryCode')}
          dialCode={form.values.countryCode}
          phone={form.bindText('phonenumber')}
          phoneLabel={messages.accountMobileNumber}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <StreetFields street={form.bindText('street')} postal={form.bindText('postal')} />
          <PlaceInputs
            country={form.values.country}
            city={form.values.city}
            onCountry={chooseCountry}
            onCity={(name) => form.setField('city', name)}
            countryError={form.errorOf('country')}
            cityError={form.errorOf('city')}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose}>
            {messages.kitCancel}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {messages.accountSave}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
