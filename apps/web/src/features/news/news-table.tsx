import { messages, type NewsListItem } from '@ddp/contract';
import { Badge, Group, Table, Text, UnstyledButton } from '@mantine/core';
import type { ComponentProps } from 'react';
import type { RetryableQuery } from '../../components/load-state';
import { PagedTable } from '../../components/paged-table';
import type { Pager } from '../../components/pager';
import { formatGmt } from '../../lib/format-gmt';

interface NewsTableProps {
  rows: readonly NewsListItem[] | undefined;
  query: RetryableQuery;
  /** A new page is on its way; the old rows stay visible but dimmed. */
  stale: boolean;
  pager: ComponentProps<typeof Pager> | undefined;
  onOpen: (item: NewsListItem) => void;
}

/** Created At and Subject (spec section 2); a row opens the news item. */
export function NewsTable({ rows, query, stale, pager, onOpen }: NewsTableProps) {
  return (
    <PagedTable
      label={messages.newsNews}
      minWidth={560}
      columns={2}
      rows={rows}
      query={query}
      stale={stale}
      empty={messages.newsEmpty}
      pager={pager}
      head={
        <>
          <Table.Th w={220}>{messages.credCreatedAt}</Table.Th>
          <Table.Th>{messages.newsSubject}</Table.Th>
        </>
      }
      renderRow={(item) => (
        <Table.Tr key={item.id} style={{ cursor: 'pointer' }} onClick={() => onOpen(item)}>
          <Table.Td data-label={messages.credCreatedAt}>
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatGmt(item.createdat)}
            </Text>
          </Table.Td>
          <Table.Td data-label={messages.newsSubject}>
            <Group gap="xs" wrap="nowrap">
              {/* The button gives keyboard users the same way in as the row's click. */}
              <UnstyledButton
                onClick={(event) => {
                  event.stopPropagation();
                  onOpen(item);
                }}
                fw={500}
                fz="sm"
                c="var(--ddp-color-accent-text)"
                style={{ textAlign: 'left' }}
                translate="no"
              >
                {item.subject}
              </UnstyledButton>
              {item.terms_and_conditions && item.consumer_accept === null ? (
                <Badge color="orange" variant="light" size="sm" style={{ flexShrink: 0 }}>
                  {messages.newsTermsToAnswer}
                </Badge>
              ) : null}
            </Group>
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
}
