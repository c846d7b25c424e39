import { messages, type TeamMember } from '@ddp/contract';
import { Table, Text, VisuallyHidden } from '@mantine/core';
import type { ComponentProps } from 'react';
import type { RetryableQuery } from '../../components/load-state';
import { PagedTable } from '../../components/paged-table';
import type { Pager } from '../../components/pager';
import { formatGmt } from '../../lib/format-gmt';
import { MemberActions } from './member-actions';
import { RoleBadge } from './role-badge';

interface MembersTableProps {
  members: readonly TeamMember[] | undefined;
  query: RetryableQuery;
  ownId: string;
  /** Owners get the action column (spec section 2). */
  canManage: boolean;
  /** A new page is on its way; the old rows stay visible but dimmed. */
  stale: boolean;
  pager: ComponentProps<typeof Pager> | undefined;
  onEdit: (member: TeamMember) => void;
  onDelete: (member: TeamMember) => void;
}

export function MembersTable({
  members,
  query,
  ownId,
  canManage,
  stale,
  pager,
  onEdit,
  onDelete,
}: MembersTableProps) {
  return (
    <PagedTable
      label={messages.teamTeamMembers}
      minWidth={760}
      columns={canManage ? 6 : 5}
      rows={members}
      query={query}
      stale={stale}
      empty={messages.teamEmpty}
      pager={pager}
      head={
        <>
          <Table.Th>{messages.accountFirstName}</Table.Th>
          <Table.Th>{messages.accountLastName}</Table.Th>
          <Table.Th>{messages.teamEmail}</Table.Th>
          <Table.Th>{messages.credCreatedAt}</Table.Th>
          <Table.Th>{messages.teamRole}</Table.Th>
          {canManage ? (
            <Table.Th w={110}>
              <VisuallyHidden>{messages.teamActions}</VisuallyHidden>
            </Table.Th>
          ) : null}
        </>
      }
      renderRow={(member) => (
        <Table.Tr key={member.id}>
          <Table.Td data-label={messages.accountFirstName} translate="no">
            {member.firstname}
          </Table.Td>
          <Table.Td data-label={messages.accountLastName} translate="no">
            {member.lastname}
          </Table.Td>
          <Table.Td data-label={messages.teamEmail} translate="no">
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {member.email}
            </Text>
          </Table.Td>
          <Table.Td data-label={messages.credCreatedAt} translate="no">
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatGmt(member.createdAt)}
            </Text>
          </Table.Td>
          <Table.Td data-label={messages.teamRole}>
            <RoleBadge isAdmin={member.isAdmin} dummy={member.dummy} />
          </Table.Td>
          {canManage ? (
            <Table.Td data-actions>
              <MemberActions
                member={member}
                isSelf={member.id === ownId}
                onEdit={onEdit}
                onDelete={onDelete}
              />
            </Table.Td>
          ) : null}
        </Table.Tr>
      )}
    />
  );
}
