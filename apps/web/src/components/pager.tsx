import { messages } from '@ddp/contract';
import { Group, Pagination, Text } from '@mantine/core';
import { pageCount, rowRange } from './paging';
import { usePagerFocus } from './use-pager-focus';

// Mantine's own names are symbols only; a screen reader needs words.
const controlLabel = (control: 'first' | 'previous' | 'next' | 'last') =>
  ({
    first: messages.kitFirstPage,
    previous: messages.kitPreviousPage,
    next: messages.kitNextPage,
    last: messages.kitLastPage,
  })[control];

interface PagerProps {
  /** The name of the pager's landmark, after its list ('News pages'). */
  label: string;
  page: number;
  /** Rows of the whole list. */
  total: number;
  pageSize: number;
  /** Rows the current page shows. */
  rows: number;
  /** What follows 'Current Page: n of m · '; the page's rows ('11–20 of 23') unless given. */
  summary?: string;
  /**
   * Lists paged in the browser (credentials, licences) show the page buttons only once there is
   * a second page; lists paged by the server always show them.
   */
  buttonsFromSecondPage?: boolean;
  onPage: (page: number) => void;
}

/**
 * Page numbers and 'Current Page: n of m' (spec sections 2 and 9) for every paged list. The
 * caption is announced politely; the buttons keep the focus when the page changes (usePagerFocus).
 */
export function Pager({
  label,
  page,
  total,
  pageSize,
  rows,
  summary,
  buttonsFromSecondPage = false,
  onPage,
}: PagerProps) {
  const { pager, change } = usePagerFocus<HTMLElement>(onPage);
  const pages = pageCount(total, pageSize);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        {messages.kitCurrentPage} {page} {messages.kitOf} {pages} ·{' '}
        {summary ?? rowRange(page, rows, total, pageSize)}
      </Text>
      {buttonsFromSecondPage && pages < 2 ? null : (
        <nav ref={pager} aria-label={label}>
          <Pagination
            total={pages}
            value={page}
            onChange={change}
            size="sm"
            radius="md"
            getItemProps={(item) => ({ 'aria-label': messages.kitPage({ item: item }) })}
            getControlProps={(control) => ({ 'aria-label': controlLabel(control) })}
          />
        </nav>
      )}
    </Group>
  );
}
