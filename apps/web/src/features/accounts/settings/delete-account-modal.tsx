import { messages } from '@ddp/contract';
import { Alert, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endSession } from '../../../lib/session-store';
import { deleteAccount } from '../accounts-api';

interface DeleteAccountProps {
  consumerId: string;
  email: string;
  onClose: () => void;
}

export function DeleteAccountModal({ opened, ...props }: DeleteAccountProps & { opened: boolean }) {
  return (
    <Modal opened={opened} onClose={props.onClose} title="Delete account" centered radius="md">
      <DeleteAccountConfirm {...props} />
    </Modal>
  );
}

/**
 * 'Are you sure you want to delete your account?' (spec section 2). Success ends the session in
 * every tab; Login then shows 'Account Deleted!' (spec sections 4 and 8).
 */
function DeleteAccountConfirm({ consumerId, email, onClose }: DeleteAccountProps) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => deleteAccount({ consumerId, emailId: email }),
    onSuccess: () => {
      endSession('deleted');
      // Nothing of this account may stay in memory for the next person.
      queryClient.clear();
    },
  });

  return (
    <Stack gap="lg">
      <Text>{messages.confirmDeleteAccount}</Text>
      <Paper withBorder radius="md" p="sm" bg="gray.0">
        <Text fw={600} size="sm">
          {email}
        </Text>
        <Text size="sm" c="dimmed">
          Your details and your credentials are removed. This cannot be undone.
        </Text>
      </Paper>
      {mutation.error ? (
        <Alert
          color="red"
          role="alert"
          title={messages.accountNotDeleted}
          icon={<IconAlertCircle size={20} aria-hidden />}
        >
          {mutation.error.message}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} data-autofocus>
          Cancel
        </Button>
        <Button color="red" onClick={() => mutation.mutate()} loading={mutation.isPending}>
          Delete
        </Button>
      </Group>
    </Stack>
  );
}
