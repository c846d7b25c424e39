import { Button, Group } from '@mantine/core';
import { DismissibleAlert } from './dismissible-alert';

interface QueryErrorAlertProps {
  /** A TanStack query, or anything with its error and refetch. */
  query: { error: Error | null; refetch: () => unknown };
}

/**
 * A failed load: the server's message (or 'Internal Server Error') and 'Try again', which asks
 * once more. Nothing shows while the query has no error.
 */
export function QueryErrorAlert({ query }: QueryErrorAlertProps) {
  if (!query.error) return null;
  return (
    <DismissibleAlert kind="error">
      <Group justify="space-between" gap="sm">
        {query.error.message}
        <Button size="xs" variant="white" color="red" onClick={() => query.refetch()}>
          Try again
        </Button>
      </Group>
    </DismissibleAlert>
  );
}
