import { messages, type TeamMember } from '@ddp/contract';
import { Skeleton, Table, Text, VisuallyHidden } from '@mantine/core';
import { TableScroller } from '../../components/table-scroller';
import { formatGmt } from './format-gmt';
import { MemberActions } from './member-actions';
import { RoleBadge } from './role-badge';

interface MembersTableProps {
  members: readonly TeamMember[] | undefined;
  ownId: string;
  /** Owners get the action column (spec section 2). */
  canManage: boolean;
  /** A new page is on its way; the old rows stay visible but dimmed. */
  stale: boolean;
  onEdit: (member: TeamMember) => void;
  onDelete: (member: TeamMember) => void;
}

const SKELETON_ROWS = 4;

export function MembersTable({ members, ownId, canManage, stale, onEdit, onDelete }: MembersTableProps) {
  const columns = canManage ? 6 : 5;
  return (
    <TableScroller label="Team members" minWidth={760}>
      <Table
        verticalSpacing="sm"
        highlightOnHover
        aria-label="Team members"
        aria-busy={members === undefined || stale}
        style={{ opacity: stale ? 0.55 : 1, transition: 'opacity 120ms' }}
      >
        <Table.Thead style={{ whiteSpace: 'nowrap' }}>
          <Table.Tr>
            <Table.Th>First name</Table.Th>
            <Table.Th>Last name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Created At</Table.Th>
            <Table.Th>Role</Table.Th>
            {canManage ? (
              <Table.Th w={110}>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members === undefined
            ? Array.from({ length: SKELETON_ROWS }, (_, row) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                <Table.Tr key={row}>
                  {Array.from({ length: columns }, (_, cell) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity
                    <Table.Td key={cell}>
                      <Skeleton height={14} radius="sm" />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            : members.length === 0
              ? [
                  <Table.Tr key="empty">
                    <Table.Td colSpan={columns}>
                      <Text c="dimmed" ta="center" py="lg">
                        {messages.teamEmpty}
                      </Text>
                    </Table.Td>
                  </Table.Tr>,
                ]
              : members.map((member) => (
                  <Table.Tr key={member.id}>
                    <Table.Td>{member.firstname}</Table.Td>
                    <Table.Td>{member.lastname}</Table.Td>
                    <Table.Td>
                      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {member.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                        {formatGmt(member.createdAt)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <RoleBadge isAdmin={member.isAdmin} dummy={member.dummy} />
                    </Table.Td>
                    {canManage ? (
                      <Table.Td>
                        <MemberActions
                          member={member}
                          isSelf={member.id === ownId}
                          onEdit={onEdit}
                          onDelete={onDelete}
                        />
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                ))}
        </Table.Tbody>
      </Table>
    </TableScroller>
  );
}
