import type { TeamMember } from '@ddp/contract';
import { messages } from '@ddp/contract';
import { Stack } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { DismissibleAlert } from '../../components/dismissible-alert';
import { TimedAlert } from '../../components/timed-alert';
import { useServerPager } from '../../components/use-server-pager';
import { DeleteMemberModal } from './delete-member-modal';
import { EditRoleModal } from './edit-role-modal';
import { MembersTable } from './members-table';
import { teamQueries } from './teams-queries';
import type { TeamIds } from './use-team-ids';

type Dialog = { kind: 'edit' | 'delete'; member: TeamMember } | null;
type Notice = { id: number; text: string; timed: boolean } | null;

interface MembersPanelProps {
  ids: TeamIds;
  isOwner: boolean;
  /** A deleted member's row is gone, with the button the dialog gave the focus back to. */
  onRowRemoved: () => void;
}

/** The 'List of Users' tab: the server's pages of the company's members, and the Owner's actions. */
export function MembersPanel({ ids, isOwner, onRowRemoved }: MembersPanelProps) {
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [removedId, setRemovedId] = useState<string | null>(null);
  const members = useQuery({ ...teamQueries.members(ids, page), placeholderData: keepPreviousData });
  // Once the list shows the deleted member no more, the parent moves the focus, which would
  // otherwise fall to the start of the page with the row's button.
  useEffect(() => {
    if (removedId === null || dialogOpen || !members.data || members.isPlaceholderData) return;
    if (members.data.message.some((member) => member.id === removedId)) return;
    setRemovedId(null);
    onRowRemoved();
  }, [removedId, dialogOpen, members.data, members.isPlaceholderData, onRowRemoved]);

  const pager = useServerPager(messages.teamTeamListPages, page, setPage, members.data);

  const open = (kind: 'edit' | 'delete', member: TeamMember) => {
    setDialog({ kind, member });
    setDialogOpen(true);
  };
  const close = () => setDialogOpen(false);
  const finish = (text: string, timed: boolean) => {
    close();
    setNotice({ id: Date.now(), text, timed });
  };

  return (
    <Stack gap="md">
      {notice?.timed ? (
        <TimedAlert key={notice.id} onClose={() => setNotice(null)}>
          {notice.text}
        </TimedAlert>
      ) : notice ? (
        <DismissibleAlert kind="success" onClose={() => setNotice(null)}>
          {notice.text}
        </DismissibleAlert>
      ) : null}
      <MembersTable
        members={members.data?.message}
        query={members}
        ownId={ids.consumerId}
        canManage={isOwner}
        stale={members.isPlaceholderData}
        pager={pager}
        onEdit={(member) => open('edit', member)}
        onDelete={(member) => open('delete', member)}
      />
      <EditRoleModal
        opened={dialogOpen && dialog?.kind === 'edit'}
        member={dialog?.kind === 'edit' ? dialog.member : undefined}
        ownId={ids.consumerId}
        onClose={close}
        onSaved={(text) => finish(text, false)}
      />
      <DeleteMemberModal
        opened={dialogOpen && dialog?.kind === 'delete'}
        member={dialog?.kind === 'delete' ? dialog.member : undefined}
        ownId={ids.consumerId}
        onClose={close}
        onDeleted={(text) => {
          if (dialog?.kind === 'delete') setRemovedId(dialog.member.id);
          finish(text, true);
        }}
      />
    </Stack>
  );
}
