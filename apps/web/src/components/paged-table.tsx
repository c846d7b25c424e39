import { Skeleton, Table, Text } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { loadBodyOf, type RetryableQuery } from './load-state';
import { Pager } from './pager';
import { QueryErrorAlert } from './query-error-alert';
import { TableScroller } from './table-scroller';

const SKELETON_ROWS = 4;
// On a phone a fixed-height table shows whole cards only: its header (the controls a header keeps,
// such as a sort button) and its cards get fixed heights that fill the height exactly. A card needs
// about this much for five one-line fields.
const CARD_HEAD = 40;
const MIN_CARD_PITCH = 120;

function wholeCardsIn(height: number) {
  const cards = Math.max(1, Math.floor((height - CARD_HEAD) / MIN_CARD_PITCH));
  return { head: CARD_HEAD, pitch: (height - CARD_HEAD) / cards };
}

interface PagedTableProps<T> {
  /** The table's name, and its scroller's on a narrow screen. */
  label: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /**
   * A fixed height: the rows scroll under a sticky header (the issue table, spec section 9); on a
   * phone it holds a whole number of cards.
   */
  height?: number;
  'data-testid'?: string;
  /** The header cells (`Table.Th`). */
  head: ReactNode;
  columns: number;
  /** Undefined while the first page loads: placeholder rows show. */
  rows: readonly T[] | undefined;
  /** The list's query: a failed load shows its message and 'Try again' in place of the table. */
  query: RetryableQuery;
  /** A new page is on its way; the old rows stay visible but dimmed. */
  stale: boolean;
  /** What an empty list says. */
  empty: ReactNode;
  /** One `Table.Tr`, with its key. */
  renderRow: (row: T) => ReactNode;
  /** The pager under the table, when the list has its answer. */
  pager?: ComponentProps<typeof Pager>;
}

/**
 * The table of a list the server hands out page by page (news, team, bug reports): placeholder
 * rows first, the old page dimmed while the next loads, a line for an empty list, the pager below.
 * A failure is never shown as an empty list (`load-state.ts`): the alert with 'Try again' stands
 * where the table would be.
 */
export function PagedTable<T>({
  label,
  minWidth,
  height,
  head,
  columns,
  rows,
  query,
  stale,
  empty,
  renderRow,
  pager,
  ...others
}: PagedTableProps<T>) {
  // Placeholders or an empty line beside the alert would tell something else than a failure.
  if (loadBodyOf(rows, query.error !== null, (loaded) => loaded.length === 0) === 'nothing') {
    return <QueryErrorAlert query={query} />;
  }
  return (
    <>
      <QueryErrorAlert query={query} />
      <TableScroller
        label={label}
        minWidth={minWidth}
        h={height}
        wholeCards={height === undefined ? undefined : wholeCardsIn(height)}
        {...others}
      >
        <Table
          stickyHeader={height !== undefined}
          verticalSpacing="sm"
          highlightOnHover
          aria-label={label}
          aria-busy={rows === undefined || stale}
          style={{ opacity: stale ? 0.55 : 1, transition: 'opacity 120ms' }}
        >
          <Table.Thead style={{ whiteSpace: 'nowrap' }}>
            <Table.Tr>{head}</Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows === undefined
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
              : rows.length === 0
                ? [
                    <Table.Tr key="empty">
                      <Table.Td colSpan={columns} data-empty>
                        <Text c="dimmed" ta="center" py="lg">
                          {empty}
                        </Text>
                      </Table.Td>
                    </Table.Tr>,
                  ]
                : rows.map(renderRow)}
          </Table.Tbody>
        </Table>
      </TableScroller>
      {pager ? <Pager {...pager} /> : null}
    </>
  );
}
