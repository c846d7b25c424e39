import { messages } from '@ddp/contract';
import { Button, Group } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
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
  const keepFocus = useFocusAfterRecovery(query.error !== null);
  if (!query.error) return null;
  return (
    <DismissibleAlert kind="error">
      <Group justify="space-between" gap="sm" onFocus={keepFocus.onFocus} onBlur={keepFocus.onBlur}>
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

/**
 * When 'Try again' succeeds, the alert and the focused button go away, and the focus would fall to
 * the page's start. It goes instead to the heading of what the alert stood in (the dialog's title,
 * else the screen's), from where a keyboard or screen reader user reads what has loaded.
 */
function useFocusAfterRecovery(failed: boolean) {
  const within = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const container = within.current;
    if (failed || !container) return;
    within.current = null;
    const focused = document.activeElement;
    if (focused && focused !== document.body && focused.isConnected) return;
    const heading = container.querySelector<HTMLElement>('h1, h2');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
  }, [failed]);
  return {
    onFocus: (event: { currentTarget: HTMLElement }) => {
      within.current = event.currentTarget.closest<HTMLElement>('[role="dialog"], main');
    },
    // Focus that moves on to another control ends the watch; a button disabled while it asks, or
    // removed, leaves the focus nowhere, which is the case this is for.
    onBlur: (event: { relatedTarget: EventTarget | null }) => {
      if (event.relatedTarget) within.current = null;
    },
  };
}
