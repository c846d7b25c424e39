import type { TeamMember } from '@ddp/contract';
import { messages } from '@ddp/contract';
import { Badge, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { RowAction } from '../../components/row-action';

interface MemberActionsProps {
  member: TeamMember;
  isSelf: boolean;
  onEdit: (member: TeamMember) => void;
  onDelete: (member: TeamMember) => void;
}

/** Edit and delete for Owners; never on one's own row (spec section 2). */
export function MemberActions({ member, isSelf, onEdit, onDelete }: MemberActionsProps) {
  if (isSelf) {
    return (
      <Badge variant="dot" color="indigo">
        {messages.teamYou}
      </Badge>
    );
  }
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <RowAction
        tip={messages.teamEditRole}
        label={messages.teamEditRoleOf({ email: member.email })}
        icon={IconPencil}
        color="indigo"
        onClick={() => onEdit(member)}
      />
      <RowAction
        tip={messages.teamDeleteUser}
        label={messages.teamDelete({ email: member.email })}
        icon={IconTrash}
        color="red"
        onClick={() => onDelete(member)}
      />
    </Group>
  );
}
