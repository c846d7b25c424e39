import { type BugListOrder, type BugReportItem, messages } from '@ddp/contract';
import { Anchor, Badge, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import type { RetryableQuery } from '../../components/load-state';
import { PagedTable } from '../../components/paged-table';
import type { Pager } from '../../components/pager';
import { formatGmt } from '../../lib/format-gmt';

interface IssuesTableProps {
  issues: readonly BugReportItem[] | undefined;
  query: RetryableQuery;
  order: BugListOrder;
  /** A new page is on its way; the old rows stay visible but dimmed. */
  stale: boolean;
  pager: ComponentProps<typeof Pager> | undefined;
  onSort: () => void;
  onOpen: (issue: BugReportItem) => void;
}

const PRIORITY_COLORS = { low: 'gray', medium: 'yellow', high: 'red' } as const;
// Spec section 9: the issue table is 300px high; the rows scroll inside it.
const TABLE_HEIGHT = 300;

/** The 'List of issues' table (spec section 2): a row opens its detail. */
export function IssuesTable({ issues, query, order, stale, pager, onSort, onOpen }: IssuesTableProps) {
  const SortIcon = order === 'desc' ? IconArrowDown : IconArrowUp;
  return (
    <PagedTable
      label={messages.bugsReportedIssues}
      minWidth={640}
      height={TABLE_HEIGHT}
      data-testid="issues-table"
      columns={5}
      rows={issues}
      query={query}
      stale={stale}
      empty={messages.bugReportsEmpty}
      pager={pager}
      head={
        <>
          <Table.Th>{messages.bugsId}</Table.Th>
          <Table.Th>{messages.bugsTitle}</Table.Th>
          <Table.Th>{messages.bugsPriority}</Table.Th>
          <Table.Th aria-sort={order === 'desc' ? 'descending' : 'ascending'}>
            <UnstyledButton
              onClick={onSort}
              fw={700}
              fz="sm"
              aria-label={messages.bugsCreatedatSortedFirstChangeThe({ order })}
              style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
            >
              {messages.bugsCreatedat}
              <SortIcon size={14} aria-hidden />
            </UnstyledButton>
          </Table.Th>
          <Table.Th>{messages.advancedStatus}</Table.Th>
        </>
      }
      renderRow={(issue) => (
        <Table.Tr key={issue.id} onClick={() => onOpen(issue)} style={{ cursor: 'pointer' }}>
          <Table.Td data-label={messages.bugsId} style={{ whiteSpace: 'nowrap' }} translate="no">
            {issue.id}
          </Table.Td>
          <Table.Td data-label={messages.bugsTitle}>
            {/* The row opens on click; the link is its way in for the keyboard. */}
            <Anchor
              component="button"
              type="button"
              size="sm"
              aria-label={messages.bugsOpen({ id: issue.id, title: issue.title })}
              translate="no"
            >
              {issue.title}
            </Anchor>
          </Table.Td>
          <Table.Td data-label={messages.bugsPriority}>
            <Badge variant="light" color={PRIORITY_COLORS[issue.priority]} tt="none">
              {messages.bugsPriorityValue({ priority: issue.priority })}
            </Badge>
          </Table.Td>
          <Table.Td data-label={messages.bugsCreatedat}>
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatGmt(issue.createdAt)}
            </Text>
          </Table.Td>
          <Table.Td data-label={messages.advancedStatus} translate="no">
            {issue.status}
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
}
