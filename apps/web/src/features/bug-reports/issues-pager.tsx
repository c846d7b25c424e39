import { Group, Pagination, Text } from '@mantine/core';
import { usePagerFocus } from '../../components/use-pager-focus';

interface IssuesPagerProps {
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

export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** Page numbers under the issue table; the server pages by 10 rows (spec section 9). */
export function IssuesPager({ page, total, pageSize, rows, onPage }: IssuesPagerProps) {
  const { pager, change } = usePagerFocus<HTMLElement>(onPage);
  const first = (page - 1) * pageSize + 1;
  const range = rows === 0 ? `0 of ${total}` : `${first}–${first + rows - 1} of ${total}`;
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        Current Page: {page} of {pageCount(total, pageSize)} · {range}
      </Text>
      <nav ref={pager} aria-label="Issue list pages">
        <Pagination
          total={pageCount(total, pageSize)}
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
