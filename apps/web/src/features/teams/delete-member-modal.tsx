import { messages } from '@ddp/contract';
import { Paper, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { type MemberDialogProps, MemberName } from './member-dialog';
import { deleteMember, teamKeys } from './teams-api';

interface DeleteMemberModalProps extends MemberDialogProps {
  onDeleted: (message: string) => void;
}

/** Spec section 5, Delete member: a confirmation, and a failure shown in the same dialog. */
export function DeleteMemberModal({ opened, member, ownId, onClose, onDeleted }: DeleteMemberModalProps) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (id: string) => deleteMember({ id, consumerId: ownId }),
    onSuccess: (reply) => onDeleted(reply.message ?? messages.operationCompleted),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });

  return (
    <ConfirmDialog
      opened={opened}
      title={messages.teamDeleteUser}
      confirmLabel={messages.accountDelete}
      danger
      action={mutation}
      failureTitle={messages.deleteUserFailed}
      onClose={onClose}
      onConfirm={() => member && mutation.mutate(member.id)}
    >
      <Text>{messages.confirmDeleteUser}</Text>
      {member ? (
        <Paper withBorder radius="md" p="sm" bg="var(--ddp-color-well)">
          <MemberName member={member} />
        </Paper>
      ) : null}
    </ConfirmDialog>
  );
}
