import { limits, type TeamMember } from '@ddp/contract';
import { Button, Group, Stack } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { DismissibleAlert } from '../../components/dismissible-alert';
import { DeleteMemberModal } from './delete-member-modal';
import { EditRoleModal } from './edit-role-modal';
import { MembersPager } from './members-pager';
import { MembersTable } from './members-table';
import { clampPage } from './paging';
import { fetchMembers, teamKeys } from './teams-api';
import { TimedAlert } from './timed-alert';
import type { TeamIds } from './use-team-ids';

type Dialog = { kind: 'edit' | 'delete'; member: TeamMember; key: number } | null;
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
  const members = useQuery({
    queryKey: teamKeys.members(ids.consumerId, page),
    queryFn: () => fetchMembers({ ...ids, page }),
    placeholderData: keepPreviousData,
  });
  // Once the list shows the deleted member no more, the parent moves the focus, which would
  // otherwise fall to the start of the page with the row's button.
  useEffect(() => {
    if (removedId === null || dialogOpen || !members.data || members.isPlaceholderData) return;
    if (members.data.message.some((member) => member.id === removedId)) return;
    setRemovedId(null);
    onRowRemoved();
  }, [removedId, dialogOpen, members.data, members.isPlaceholderData, onRowRemoved]);

  const total = members.data?.total ?? 0;
  const pageSize = members.data?.pageSize ?? limits.pageSize;
  useEffect(() => {
    if (!members.data) return;
    const last = clampPage(page, members.data.total, members.data.pageSize);
    if (last !== page) setPage(last);
  }, [members.data, page]);

  const open = (kind: 'edit' | 'delete', member: TeamMember) => {
    setDialog({ kind, member, key: Date.now() });
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
      {members.error ? (
        <DismissibleAlert kind="error">
          <Group justify="space-between" gap="sm">
            {members.error.message}
            <Button size="xs" variant="white" color="red" onClick={() => members.refetch()}>
              Try again
            </Button>
          </Group>
        </DismissibleAlert>
      ) : null}
      {members.error && !members.data ? null : (
        <MembersTable
          members={members.data?.message}
          ownId={ids.consumerId}
          canManage={isOwner}
          stale={members.isPlaceholderData}
          onEdit={(member) => open('edit', member)}
          onDelete={(member) => open('delete', member)}
        />
      )}
      {members.data ? (
        <MembersPager
          page={page}
          total={total}
          pageSize={pageSize}
          rows={members.data.message.length}
          onPage={setPage}
        />
      ) : null}
      <EditRoleModal
        opened={dialogOpen && dialog?.kind === 'edit'}
        member={dialog?.kind === 'edit' ? dialog.member : undefined}
        formKey={dialog?.key ?? 0}
        ownId={ids.consumerId}
        onClose={close}
        onSaved={(text) => finish(text, false)}
      />
      <DeleteMemberModal
        opened={dialogOpen && dialog?.kind === 'delete'}
        member={dialog?.kind === 'delete' ? dialog.member : undefined}
        formKey={dialog?.key ?? 0}
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
