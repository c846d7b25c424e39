import { Group, Pagination, Text } from '@mantine/core';
import { usePagerFocus } from '../../components/use-pager-focus';
import { pageCount, rowRange } from './paging';

interface MembersPagerProps {
  page: number;
  total: number;
  pageSize: number;
  rows: number;
  onPage: (page: number) => void;
}

const CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

/** Page numbers and the 'Current Page' (spec section 2); the server pages by 10 rows. */
export function MembersPager({ page, total, pageSize, rows, onPage }: MembersPagerProps) {
  const { pager, change } = usePagerFocus<HTMLElement>(onPage);
  const pages = pageCount(total, pageSize);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        Current Page: {page} of {pages} · {rowRange(page, rows, total, pageSize)}
      </Text>
      <nav ref={pager} aria-label="Team list pages">
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
