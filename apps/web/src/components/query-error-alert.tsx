import { messages } from '@ddp/contract';
import { Button, Group } from '@mantine/core';
import { DismissibleAlert } from './dismissible-alert';

interface QueryErrorAlertProps {
  /** A TanStack query, or anything with its error and refetch. */
  query: { error: Error | null; refetch: () => unknown; isFetching?: boolean };
  /** The spec's own text for this failure ('Error loading data'), in place of the server's. */
  text?: string;
}

/**
 * A failed load: the server's message (or 'Internal Server Error') and 'Try again', which asks
 * once more and is busy while it does. Nothing shows while the query has no error.
 */
export function QueryErrorAlert({ query, text }: QueryErrorAlertProps) {
  if (!query.error) return null;
  return (
    <DismissibleAlert kind="error">
      <Group justify="space-between" gap="sm">
        {text ?? query.error.message}
        <Button
          size="xs"
          variant="white"
          color="red"
          loading={query.isFetching ?? false}
          onClick={() => query.refetch()}
        >
          {messages.kitTryAgain}
        </Button>
      </Group>
    </DismissibleAlert>
  );
}
