import { messages } from '@ddp/contract';
import { TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import type { TextBinding } from '../lib/use-form';

/** The e-mail address of an existing account, as password managers know it (autocomplete username). */
export function EmailField(props: TextBinding) {
  return (
    <TextInput
      label={messages.kitEMail}
      type="email"
      autoComplete="username"
      required
      leftSection={<IconMail size={16} aria-hidden />}
      {...props}
    />
  );
}
