import { messages, type PendingInvitation } from '@ddp/contract';
import { Badge, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconMailForward, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DismissibleAlert } from '../../components/dismissible-alert';
import { PagedTable } from '../../components/paged-table';
import { RowAction } from '../../components/row-action';
import { formatGmt } from '../../lib/format-gmt';
import { RoleBadge } from './role-badge';
import { fetchPendingInvitations, resendInvitation, teamKeys, withdrawInvitation } from './teams-api';

const fullName = (invitation: PendingInvitation) => `${invitation.firstname} ${invitation.lastname}`;

/**
 * The 'Pending Invitations' tab (Owners, ours): invitations not answered yet. Resend mails a new
 * link (the earlier one stops working); Withdraw, after a confirmation, makes the link stop working.
 */
export function InvitationsPanel({ consumerId }: { consumerId: string }) {
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: teamKeys.invitations(consumerId),
    queryFn: () => fetchPendingInvitations(consumerId),
  });
  const [notice, setNotice] = useState<string | null>(null);
  const [withdrawing, setWithdrawing] = useState<PendingInvitation | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: teamKeys.invitations(consumerId) });
  const resend = useMutation({
    mutationFn: (invitation: PendingInvitation) => resendInvitation(consumerId, invitation.id),
    onMutate: () => setNotice(null),
    onSuccess: (reply, invitation) => {
      setNotice(`${fullName(invitation)}: ${reply.message ?? messages.invitationResent}`);
      return refresh();
    },
  });
  const withdraw = useMutation({
    mutationFn: (invitation: PendingInvitation) => withdrawInvitation(consumerId, invitation.id),
    onMutate: () => setNotice(null),
    onSuccess: (reply, invitation) => {
      setWithdrawing(null);
      setNotice(`${fullName(invitation)}: ${reply.message ?? messages.invitationWithdrawn}`);
      return refresh();
    },
  });

  return (
    <Stack gap="md">
      {notice ? (
        <DismissibleAlert kind="success" onClose={() => setNotice(null)}>
          {notice}
        </DismissibleAlert>
      ) : null}
      {resend.error ? (
        <DismissibleAlert kind="error" title={messages.inviteFailed} onClose={resend.reset}>
          {resend.error.message}
        </DismissibleAlert>
      ) : null}
      <PagedTable
        label="Pending invitations"
        minWidth={760}
        columns={6}
        rows={list.data?.invitations}
        query={list}
        stale={list.isFetching && !list.isPending}
        empty={messages.noPendingInvitations}
        head={
          <>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Sent At</Table.Th>
            <Table.Th>Link</Table.Th>
            <Table.Th w={110}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </>
        }
        renderRow={(invitation) => (
          <Table.Tr key={invitation.id}>
            <Table.Td data-label="Name">{fullName(invitation)}</Table.Td>
            <Table.Td data-label="Email">
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {invitation.email}
              </Text>
            </Table.Td>
            <Table.Td data-label="Role">
              <RoleBadge isAdmin={invitation.isAdmin} dummy={false} />
            </Table.Td>
            <Table.Td data-label="Sent At">
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatGmt(invitation.createdAt)}
              </Text>
            </Table.Td>
            <Table.Td data-label="Link">
              {invitation.expired ? (
                <Badge variant="light" color="orange" tt="none">
                  Expired
                </Badge>
              ) : (
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  Valid until {formatGmt(invitation.expiresAt)}
                </Text>
              )}
            </Table.Td>
            <Table.Td data-actions>
              <Group gap={4} wrap="nowrap">
                <RowAction
                  tip="Resend"
                  label={`Resend the invitation of ${fullName(invitation)}`}
                  icon={IconMailForward}
                  onClick={() => resend.mutate(invitation)}
                />
                <RowAction
                  tip="Withdraw"
                  label={`Withdraw the invitation of ${fullName(invitation)}`}
                  icon={IconTrash}
                  color="red"
                  onClick={() => setWithdrawing(invitation)}
                />
              </Group>
            </Table.Td>
          </Table.Tr>
        )}
      />
      <ConfirmDialog
        opened={withdrawing !== null}
        title="Withdraw invitation"
        confirmLabel="Withdraw"
        danger
        action={withdraw}
        onClose={() => setWithdrawing(null)}
        onConfirm={() => withdrawing && withdraw.mutate(withdrawing)}
      >
        <Text size="sm">
          Withdraw the invitation of {withdrawing ? fullName(withdrawing) : ''} ({withdrawing?.email})? The
          link in their mail stops working.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
