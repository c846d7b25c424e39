import { messages } from '@ddp/contract';
import { Paper, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { endSession } from '../../../lib/session-store';
import { deleteAccount } from '../accounts-api';

interface DeleteAccountProps {
  opened: boolean;
  consumerId: string;
  email: string;
  onClose: () => void;
}

/**
 * 'Are you sure you want to delete your account?' (spec section 2). Success ends the session in
 * every tab; Login then shows 'Account Deleted!' (spec sections 4 and 8). A refusal (the last
 * Owner of a team) shows in the dialog, under 'Account cannot be Deleted!'.
 */
export function DeleteAccountModal({ opened, consumerId, email, onClose }: DeleteAccountProps) {
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
    <ConfirmDialog
      opened={opened}
      title={messages.accountDeleteAccount}
      confirmLabel={messages.accountDelete}
      danger
      action={mutation}
      failureTitle={messages.accountNotDeleted}
      onClose={onClose}
      onConfirm={() => mutation.mutate()}
    >
      <Text>{messages.confirmDeleteAccount}</Text>
      <Paper withBorder radius="md" p="sm" bg="var(--ddp-color-well)">
        <Text fw={600} size="sm" translate="no">
          {email}
        </Text>
        <Text size="sm" c="dimmed">
          {messages.accountYourDetailsAndYourCredentials}
        </Text>
      </Paper>
    </ConfirmDialog>
  );
}
