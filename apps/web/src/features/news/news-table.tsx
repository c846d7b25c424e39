import { messages, type NewsListItem } from '@ddp/contract';
import { Badge, Group, Skeleton, Table, Text, UnstyledButton } from '@mantine/core';
import { TableScroller } from '../../components/table-scroller';
import { formatGmt } from '../../lib/format-gmt';

interface NewsTableProps {
  rows: readonly NewsListItem[] | undefined;
  /** A new page is on its way; the old rows stay visible but dimmed. */
  stale: boolean;
  onOpen: (item: NewsListItem) => void;
}

const SKELETON_ROWS = 4;

/** Created At and Subject (spec section 2); a row opens the news item. */
export function NewsTable({ rows, stale, onOpen }: NewsTableProps) {
  return (
    <TableScroller label="News" minWidth={560}>
      <Table
        verticalSpacing="sm"
        highlightOnHover
        aria-label="News"
        aria-busy={rows === undefined || stale}
        style={{ opacity: stale ? 0.55 : 1, transition: 'opacity 120ms' }}
      >
        <Table.Thead style={{ whiteSpace: 'nowrap' }}>
          <Table.Tr>
            <Table.Th w={220}>Created At</Table.Th>
            <Table.Th>Subject</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows === undefined
            ? Array.from({ length: SKELETON_ROWS }, (_, row) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                <Table.Tr key={row}>
                  <Table.Td>
                    <Skeleton height={14} radius="sm" />
                  </Table.Td>
                  <Table.Td>
                    <Skeleton height={14} radius="sm" />
                  </Table.Td>
                </Table.Tr>
              ))
            : rows.length === 0
              ? [
                  <Table.Tr key="empty">
                    <Table.Td colSpan={2}>
                      <Text c="dimmed" ta="center" py="lg">
                        {messages.newsEmpty}
                      </Text>
                    </Table.Td>
                  </Table.Tr>,
                ]
              : rows.map((item) => (
                  <Table.Tr key={item.id} style={{ cursor: 'pointer' }} onClick={() => onOpen(item)}>
                    <Table.Td>
                      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                        {formatGmt(item.createdat)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        {/* The button gives keyboard users the same way in as the row's click. */}
                        <UnstyledButton
                          onClick={(event) => {
                            event.stopPropagation();
                            onOpen(item);
                          }}
                          fw={500}
                          fz="sm"
                          c="indigo.8"
                          style={{ textAlign: 'left' }}
                        >
                          {item.subject}
                        </UnstyledButton>
                        {item.terms_and_conditions && item.consumer_accept === null ? (
                          <Badge color="orange" variant="light" size="sm" style={{ flexShrink: 0 }}>
                            Terms to answer
                          </Badge>
                        ) : null}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
        </Table.Tbody>
      </Table>
    </TableScroller>
  );
}
