import { Button, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

interface CardFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  sending: boolean;
  /** While the form cannot be sent yet (where the spec keeps Send disabled until it is valid). */
  disabled?: boolean;
  children: ReactNode;
}

/**
 * The form of a public screen's card (sign-in, codes, resets): its fields, then a full-width
 * submit button. The browser's own checks are off; the contract's rules speak instead.
 */
export function CardForm({ onSubmit, submitLabel, sending, disabled, children }: CardFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {children}
        <Button type="submit" fullWidth size="md" disabled={disabled} loading={sending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
