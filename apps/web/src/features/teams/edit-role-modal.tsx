import { messages, roleOf, type TeamMember } from '@ddp/contract';
import { Button, Group, Stack, Switch } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Dialog } from '../../components/dialog';
import { DismissibleAlert } from '../../components/dismissible-alert';
import { type MemberDialogProps, MemberName } from './member-dialog';
import { setMemberRole, teamKeys } from './teams-api';

interface EditRoleModalProps extends MemberDialogProps {
  onSaved: (message: string) => void;
}

/** The edit dialog: one switch, Owner or User (spec sections 2 and 4, Role). */
export function EditRoleModal({ opened, member, ...form }: EditRoleModalProps) {
  return (
    <Dialog opened={opened} onClose={form.onClose} title={messages.teamEditUser}>
      {member ? <EditRoleForm member={member} {...form} /> : null}
    </Dialog>
  );
}

interface EditRoleFormProps {
  member: TeamMember;
  ownId: string;
  onClose: () => void;
  onSaved: (message: string) => void;
}

function EditRoleForm({ member, ownId, onClose, onSaved }: EditRoleFormProps) {
  const queryClient = useQueryClient();
  const [admin, setAdmin] = useState(roleOf(member.isAdmin) === 'Owner');
  const mutation = useMutation({
    mutationFn: () => setMemberRole({ consumerId: ownId, id: member.id, admin }),
    onSuccess: (reply) => onSaved(reply.message ?? messages.operationCompleted),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });

  return (
    <Stack gap="lg">
      <div>
        <MemberName member={member} />
      </div>
      {mutation.error ? (
        <DismissibleAlert kind="error" onClose={mutation.reset}>
          {mutation.error.message}
        </DismissibleAlert>
      ) : null}
      <Switch
        size="md"
        label={messages.makeAdminQuestion}
        description={messages.teamOwnersCanInviteMembersChange}
        onLabel={messages.teamYes}
        offLabel={messages.teamNo}
        checked={admin}
        onChange={(event) => setAdmin(event.currentTarget.checked)}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {messages.kitCancel}
        </Button>
        <Button onClick={() => mutation.mutate()} loading={mutation.isPending}>
          {messages.accountSave}
        </Button>
      </Group>
    </Stack>
  );
}
