import type { TeamMember } from '@ddp/contract';
import { ActionIcon, Badge, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

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
        You
      </Badge>
    );
  }
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label="Edit role" withArrow>
        <ActionIcon
          variant="subtle"
          color="indigo"
          aria-label={`Edit role of ${member.email}`}
          onClick={() => onEdit(member)}
        >
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Delete user" withArrow>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Delete ${member.email}`}
          onClick={() => onDelete(member)}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
