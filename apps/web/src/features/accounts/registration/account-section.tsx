import { messages } from '@ddp/contract';
import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import { NameFields } from '../../../components/name-fields';
import { NewPasswordFields } from '../../../components/new-password-fields';
import type { RegistrationFormApi } from './use-registration-form';

export function AccountSection({ form }: { form: RegistrationFormApi }) {
  return (
    <Fieldset legend={messages.accountYourAccount} variant="unstyled">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <NameFields firstname={form.bindText('firstname')} lastname={form.bindText('lastname')} />
        <TextInput
          label={messages.kitEMail}
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
