import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import { NewPasswordFields } from '../../../components/new-password-fields';
import type { RegistrationFormApi } from './use-registration-form';

export function AccountSection({ form }: { form: RegistrationFormApi }) {
  return (
    <Fieldset legend="Your account" variant="unstyled">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextInput label="First name" autoComplete="given-name" required {...form.bindText('firstname')} />
        <TextInput label="Last name" autoComplete="family-name" required {...form.bindText('lastname')} />
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          style={{ gridColumn: '1 / -1' }}
          {...form.bindText('email')}
        />
        <NewPasswordFields
          id="registration"
          password={form.bindText('password')}
          confirm={form.bindText('confirmPassword')}
          forNewAccount
        />
      </SimpleGrid>
    </Fieldset>
  );
}
