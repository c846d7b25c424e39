import { messages, type TeamMember } from '@ddp/contract';
import { Alert, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteMember, teamKeys } from './teams-api';

interface DeleteMemberModalProps {
  opened: boolean;
  /** Kept while the dialog closes, so its content does not vanish during the transition. */
  member: TeamMember | undefined;
  /** A new key for every opening: the form starts afresh. */
  formKey: number;
  ownId: string;
  onClose: () => void;
  onDeleted: (message: string) => void;
}

/**
 * Spec section 5, Delete member: a confirmation, and a failure shown in the same dialog.
 * The dialog stays mounted and only opens and closes, so Mantine returns the focus to the button
 * that opened it.
 */
export function DeleteMemberModal({ opened, member, formKey, ...form }: DeleteMemberModalProps) {
  return (
    <Modal opened={opened} onClose={form.onClose} title="Delete user" centered radius="md">
      {member ? <DeleteMemberForm key={formKey} member={member} {...form} /> : null}
    </Modal>
  );
}

interface DeleteMemberFormProps {
  member: TeamMember;
  ownId: string;
  onClose: () => void;
  onDeleted: (message: string) => void;
}

function DeleteMemberForm({ member, ownId, onClose, onDeleted }: DeleteMemberFormProps) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => deleteMember({ id: member.id, consumerId: ownId }),
    onSuccess: (reply) => onDeleted(reply.message ?? messages.operationCompleted),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });

  return (
    <Stack gap="lg">
      <Text>{messages.confirmDeleteUser}</Text>
      <Paper withBorder radius="md" p="sm" bg="gray.0">
        <Text fw={600}>
          {member.firstname} {member.lastname}
        </Text>
        <Text size="sm" c="dimmed">
          {member.email}
        </Text>
      </Paper>
      {mutation.error ? (
        <Alert
          color="red"
          role="alert"
          title={messages.deleteUserFailed}
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
