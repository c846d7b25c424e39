import { Fieldset, PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
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
        <PasswordInput
          visibilityToggleFocusable
          label="Password"
          description="At least 16 characters and 3 of: upper case, lower case, digit, one of # ? ! @ $ % ^ & * -"
          autoComplete="new-password"
          required
          {...form.bindText('password')}
        />
        <PasswordInput
          visibilityToggleFocusable
          label="Confirm password"
          description="Type the password again."
          autoComplete="new-password"
          required
          {...form.bindText('confirmPassword')}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
