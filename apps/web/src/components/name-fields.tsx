import { messages } from '@ddp/contract';
import { TextInput } from '@mantine/core';
import type { TextBinding } from '../lib/use-form';

interface NameFieldsProps {
  firstname: TextBinding;
  lastname: TextBinding;
  /**
   * Someone else's name (an invitation): the browser offers the person's own name for their own
   * forms only.
   */
  someoneElse?: boolean;
  /** The first field a dialog focuses when it opens. */
  autoFocus?: boolean;
}

/** A person's first and last name, both required; the caller's grid lays them out. Two fields. */
export function NameFields({ firstname, lastname, someoneElse = false, autoFocus = false }: NameFieldsProps) {
  return (
    <>
      <TextInput
        label={messages.accountFirstName}
        autoComplete={someoneElse ? 'off' : 'given-name'}
        required
        data-autofocus={autoFocus || undefined}
        {...firstname}
      />
      <TextInput
        label={messages.accountLastName}
        autoComplete={someoneElse ? 'off' : 'family-name'}
        required
        {...lastname}
      />
    </>
  );
}
