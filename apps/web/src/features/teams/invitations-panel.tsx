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
import { resendInvitation, teamKeys, withdrawInvitation } from './teams-api';
import { teamQueries } from './teams-queries';

const fullName = (invitation: PendingInvitation) => `${invitation.firstname} ${invitation.lastname}`;

/**
 * The 'Pending Invitations' tab (Owners, ours): invitations not answered yet. Resend mails a new
 * link (the earlier one stops working); Withdraw, after a confirmation, makes the link stop working.
 */
export function InvitationsPanel({ consumerId }: { consumerId: string }) {
  const queryClient = useQueryClient();
  const list = useQuery(teamQueries.invitations(consumerId));
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
        label={messages.teamPendingInvitations}
        minWidth={760}
        columns={6}
        rows={list.data?.invitations}
        query={list}
        stale={list.isFetching && !list.isPending}
        empty={messages.noPendingInvitations}
        head={
          <>
            <Table.Th>{messages.credName}</Table.Th>
            <Table.Th>{messages.teamEmail}</Table.Th>
            <Table.Th>{messages.teamRole}</Table.Th>
            <Table.Th>{messages.teamSentAt}</Table.Th>
            <Table.Th>{messages.teamLink}</Table.Th>
            <Table.Th w={110}>
              <VisuallyHidden>{messages.teamActions}</VisuallyHidden>
            </Table.Th>
          </>
        }
        renderRow={(invitation) => (
          <Table.Tr key={invitation.id}>
            <Table.Td data-label={messages.credName}>{fullName(invitation)}</Table.Td>
            <Table.Td data-label={messages.teamEmail}>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {invitation.email}
              </Text>
            </Table.Td>
            <Table.Td data-label={messages.teamRole}>
              <RoleBadge isAdmin={invitation.isAdmin} dummy={false} />
            </Table.Td>
            <Table.Td data-label={messages.teamSentAt}>
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatGmt(invitation.createdAt)}
              </Text>
            </Table.Td>
            <Table.Td data-label={messages.teamLink}>
              {invitation.expired ? (
                <Badge variant="light" color="orange" tt="none">
                  {messages.teamExpired}
                </Badge>
              ) : (
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {messages.teamValidUntil} {formatGmt(invitation.expiresAt)}
                </Text>
              )}
            </Table.Td>
            <Table.Td data-actions>
              <Group gap={4} wrap="nowrap">
                <RowAction
                  tip={messages.teamResend}
                  label={messages.teamResendTheInvitationOf({ name: fullName(invitation) })}
                  icon={IconMailForward}
                  onClick={() => resend.mutate(invitation)}
                />
                <RowAction
                  tip={messages.teamWithdraw}
                  label={messages.teamWithdrawTheInvitationOf({ name: fullName(invitation) })}
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
        title={messages.teamWithdrawInvitation}
        confirmLabel={messages.teamWithdraw}
        danger
        action={withdraw}
        onClose={() => setWithdrawing(null)}
        onConfirm={() => withdrawing && withdraw.mutate(withdrawing)}
      >
        <Text size="sm">
          {messages.teamWithdrawInvitationLead} {withdrawing ? fullName(withdrawing) : ''} (
          {withdrawing?.email}
          {messages.teamTheLinkInTheirMail}
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
