import { type BugListOrder, type BugReportItem, bugReportMessages } from '@ddp/contract';
import { Anchor, Badge, Skeleton, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { TableScroller } from '../../components/table-scroller';
import { formatGmt } from '../../lib/format-gmt';

interface IssuesTableProps {
  issues: readonly BugReportItem[] | undefined;
  order: BugListOrder;
  /** A new page is on its way; the old rows stay visible but dimmed. */
  stale: boolean;
  onSort: () => void;
  onOpen: (issue: BugReportItem) => void;
}

const PRIORITY_COLORS = { low: 'gray', medium: 'yellow', high: 'red' } as const;
const COLUMNS = 5;
const SKELETON_ROWS = 4;
// Spec section 9: the issue table is 300px high; the rows scroll inside it.
const TABLE_HEIGHT = 300;

/** The 'List of issues' table (spec section 2): a row opens its detail. */
export function IssuesTable({ issues, order, stale, onSort, onOpen }: IssuesTableProps) {
  const SortIcon = order === 'desc' ? IconArrowDown : IconArrowUp;
  return (
    <TableScroller label="Reported issues" minWidth={640} h={TABLE_HEIGHT} data-testid="issues-table">
      <Table
        stickyHeader
        verticalSpacing="sm"
        highlightOnHover
        aria-label="Reported issues"
        aria-busy={issues === undefined || stale}
        style={{ opacity: stale ? 0.55 : 1, transition: 'opacity 120ms' }}
      >
        <Table.Thead style={{ whiteSpace: 'nowrap' }}>
          <Table.Tr>
            <Table.Th>Id</Table.Th>
            <Table.Th>Title</Table.Th>
            <Table.Th>priority</Table.Th>
            <Table.Th aria-sort={order === 'desc' ? 'descending' : 'ascending'}>
              <UnstyledButton
                onClick={onSort}
                fw={700}
                fz="sm"
                aria-label={`createdAt, sorted ${order === 'desc' ? 'newest' : 'oldest'} first; change the order`}
                style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
              >
                createdAt
                <SortIcon size={14} aria-hidden />
              </UnstyledButton>
            </Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {issues === undefined
            ? Array.from({ length: SKELETON_ROWS }, (_, row) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                <Table.Tr key={row}>
                  {Array.from({ length: COLUMNS }, (_, cell) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity
                    <Table.Td key={cell}>
                      <Skeleton height={14} radius="sm" />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            : issues.length === 0
              ? [
                  <Table.Tr key="empty">
                    <Table.Td colSpan={COLUMNS}>
                      <Text c="dimmed" ta="center" py="lg">
                        {bugReportMessages.empty}
                      </Text>
                    </Table.Td>
                  </Table.Tr>,
                ]
              : issues.map((issue) => (
                  <Table.Tr key={issue.id} onClick={() => onOpen(issue)} style={{ cursor: 'pointer' }}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{issue.id}</Table.Td>
                    <Table.Td>
                      {/* The row opens on click; the link is its way in for the keyboard. */}
                      <Anchor
                        component="button"
                        type="button"
                        size="sm"
                        aria-label={`Open ${issue.id}: ${issue.title}`}
                      >
                        {issue.title}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={PRIORITY_COLORS[issue.priority]} tt="none">
                        {issue.priority}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                        {formatGmt(issue.createdAt)}
                      </Text>
                    </Table.Td>
                    <Table.Td>{issue.status}</Table.Td>
                  </Table.Tr>
                ))}
        </Table.Tbody>
      </Table>
    </TableScroller>
  );
}
