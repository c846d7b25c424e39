import { messages } from '@ddp/contract';
import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Dialog } from './dialog';

interface MessagePopupProps {
  /** A failed call (a TanStack mutation): its message shows while it has an error. */
  mutation: { error: Error | null; reset: () => void };
  /** The popup's title, its accessible name. */
  title: string;
}

/**
 * Spec section 8: a refusal of delete, forgot password and reset password shows the server's
 * message (or 'Internal Server Error') in a popup, not in an alert on the page. OK closes it, and
 * the focus goes back to the button that sent the call.
 */
export function MessagePopup({ mutation, title }: MessagePopupProps) {
  const message = mutation.error?.message;
  const opened = message !== undefined;
  // Kept while the dialog fades out, so that it does not empty before it is gone.
  const shown = useRef(message);
  if (message !== undefined) shown.current = message;
  // The control last focused on the page (the Send button): while the call was on its way it was
  // disabled and lost the focus, so the dialog would give the focus back to nothing.
  const lastFocused = useRef<HTMLElement | null>(null);
  const openedNow = useRef(opened);
  openedNow.current = opened;
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      if (!openedNow.current && event.target instanceof HTMLElement) lastFocused.current = event.target;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);
  // Once the dialog has faded out (its focus trap held the focus until then): the dialog's own
  // focus return finds nothing when the sending button was disabled as the dialog opened.
  const refocus = () => {
    const target = lastFocused.current;
    if (target?.isConnected) target.focus();
  };
  return (
    <Dialog opened={opened} onClose={mutation.reset} title={title} onExited={refocus}>
      <Stack gap="lg">
        <Group gap="sm" wrap="nowrap" align="flex-start" role="alert">
          <ThemeIcon color="red" variant="light" size={28} radius="xl" aria-hidden>
            <IconAlertCircle size={18} />
          </ThemeIcon>
          <Text>{shown.current}</Text>
        </Group>
        <Group justify="flex-end">
          <Button onClick={mutation.reset} data-autofocus>
            {messages.kitOk}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
