import { Text } from '@mantine/core';
import { DismissibleAlert } from './dismissible-alert';

interface MutationErrorAlertProps {
  /** A TanStack mutation, or anything with its error and reset. */
  mutation: { error: Error | null; reset: () => void };
  /** Server messages that belong to no field of the form, shown under the message. */
  more?: readonly string[];
}

/** A failed call's message; closing it resets the call, so the next try starts clean. */
export function MutationErrorAlert({ mutation, more = [] }: MutationErrorAlertProps) {
  if (!mutation.error) return null;
  return (
    <DismissibleAlert kind="error" onClose={mutation.reset}>
      {mutation.error.message}
      {more.length > 0 ? <Text size="sm">{more.join(' ')}</Text> : null}
    </DismissibleAlert>
  );
}
