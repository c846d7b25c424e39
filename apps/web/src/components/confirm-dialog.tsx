import { messages } from '@ddp/contract';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** The question, and what the action touches. */
  children: ReactNode;
  confirmLabel: string;
  /** Red, for what cannot be undone. */
  danger?: boolean;
  /**
   * The call the dialog makes, when its outcome shows in the dialog: it spins while on its way,
   * a refusal shows under `failureTitle`, and closing forgets it, so the next opening is clean.
   */
  action?: { isPending: boolean; error: Error | null; reset: () => void };
  /** The spec's title for a refusal ('Failed to delete user'). */
  failureTitle?: string;
  /** On its way, for a call whose outcome shows outside the dialog. */
  loading?: boolean;
  /** Nothing chosen yet (a colleague for a transfer). */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks before an action: Cancel and the action, right-aligned. The focus starts on Cancel, the
 * choice that changes nothing, so Enter pressed by habit deletes nothing.
 */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  danger = false,
  action,
  failureTitle,
  loading = action?.isPending ?? false,
  confirmDisabled = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const close = () => {
    action?.reset();
    onClose();
  };
  const failure = action?.error;
  return (
    <Dialog opened={opened} onClose={close} title={title}>
      <Stack gap="lg">
        {children}
        {failure ? (
          <Alert
            color="red"
            role="alert"
            title={failureTitle}
            icon={<IconAlertCircle size={20} aria-hidden />}
          >
            {failure.message}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} data-autofocus>
            {messages.kitCancel}
          </Button>
          <Button
            color={danger ? 'red' : undefined}
            loading={loading}
            disabled={confirmDisabled}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
