import type { TeamMember } from '@ddp/contract';
import { Text } from '@mantine/core';

/** What the dialogs of a member's row share. */
export interface MemberDialogProps {
  opened: boolean;
  /** Kept while the dialog closes, so its content does not vanish during the transition. */
  member: TeamMember | undefined;
  ownId: string;
  onClose: () => void;
}

/** Whom a dialog is about: the member's name, and the address that tells two namesakes apart. */
export function MemberName({ member }: { member: TeamMember }) {
  return (
    <>
      <Text fw={600} translate="no">
        {member.firstname} {member.lastname}
      </Text>
      <Text size="sm" c="dimmed" translate="no">
        {member.email}
      </Text>
    </>
  );
}
