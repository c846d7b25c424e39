import { Group, Pagination, Text } from '@mantine/core';
import { usePagerFocus } from '../../components/use-pager-focus';

interface NewsPagerProps {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}

const CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

export const pageCount = (total: number, pageSize: number) =>
  Math.max(1, Math.ceil(total / Math.max(1, pageSize)));

/** Paging of 10 rows (spec section 9); the server hands out one page at a time. */
export function NewsPager({ page, total, pageSize, onPage }: NewsPagerProps) {
  const { pager, change } = usePagerFocus<HTMLElement>(onPage);
  const pages = pageCount(total, pageSize);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        Current Page: {page} of {pages} · {total} {total === 1 ? 'item' : 'items'}
      </Text>
      <nav ref={pager} aria-label="News pages">
        <Pagination
          total={pages}
          value={page}
          onChange={change}
          size="sm"
          radius="md"
          getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
          getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
        />
      </nav>
    </Group>
  );
}
