import { messages, roleOf, type TeamMember } from '@ddp/contract';
import { Button, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DismissibleAlert } from '../../components/dismissible-alert';
import { setMemberRole, teamKeys } from './teams-api';

interface EditRoleModalProps {
  opened: boolean;
  /** Kept while the dialog closes, so its content does not vanish during the transition. */
  member: TeamMember | undefined;
  /** A new key for every opening: the form starts afresh. */
  formKey: number;
  ownId: string;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/**
 * The edit dialog: one switch, Owner or User (spec sections 2 and 4, Role).
 * The dialog stays mounted and only opens and closes, so Mantine returns the focus to the button
 * that opened it.
 */
export function EditRoleModal({ opened, member, formKey, ...form }: EditRoleModalProps) {
  return (
    <Modal opened={opened} onClose={form.onClose} title="Edit user" centered radius="md">
      {member ? <EditRoleForm key={formKey} member={member} {...form} /> : null}
    </Modal>
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
        <Text fw={600}>
          {member.firstname} {member.lastname}
        </Text>
        <Text size="sm" c="dimmed">
          {member.email}
        </Text>
      </div>
      {mutation.error ? (
        <DismissibleAlert kind="error" onClose={mutation.reset}>
          {mutation.error.message}
        </DismissibleAlert>
      ) : null}
      <Switch
        size="md"
        label={messages.makeAdminQuestion}
        description="Owners can invite members, change roles and delete members."
        onLabel="Yes"
        offLabel="No"
        checked={admin}
        onChange={(event) => setAdmin(event.currentTarget.checked)}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={() => mutation.mutate()} loading={mutation.isPending}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
