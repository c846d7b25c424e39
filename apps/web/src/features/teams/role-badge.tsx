import { messages, type RoleText, roleOf } from '@ddp/contract';
import { Badge, Group } from '@mantine/core';

/** Owner or User (spec section 6); a dummy consumer (ours) is marked, as it cannot sign in. */
export function RoleBadge({ isAdmin, dummy }: { isAdmin: readonly RoleText[]; dummy: boolean }) {
  const role = roleOf(isAdmin);
  return (
    <Group gap={6} wrap="nowrap">
      <Badge variant={role === 'Owner' ? 'filled' : 'light'} color={role === 'Owner' ? 'indigo' : 'gray'}>
        {role === 'Owner' ? messages.teamRoleOwner : messages.teamRoleUser}
      </Badge>
      {dummy ? (
        <Badge variant="outline" color="gray" title={messages.teamCreatedWithoutInvitationCannotSign}>
          {messages.teamDummy}
        </Badge>
      ) : null}
    </Group>
  );
}
