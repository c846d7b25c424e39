import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
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
  return (
    <Dialog opened={message !== undefined} onClose={mutation.reset} title={title}>
      <Stack gap="lg">
        <Group gap="sm" wrap="nowrap" align="flex-start" role="alert">
          <ThemeIcon color="red" variant="light" size={28} radius="xl" aria-hidden>
            <IconAlertCircle size={18} />
          </ThemeIcon>
          <Text>{message}</Text>
        </Group>
        <Group justify="flex-end">
          <Button onClick={mutation.reset} data-autofocus>
            OK
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
