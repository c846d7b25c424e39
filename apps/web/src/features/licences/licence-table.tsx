import { type LicenceDetailItem, limits, messages } from '@ddp/contract';
import { Group, Pagination, Skeleton, Table, Text } from '@mantine/core';
import { TableScroller } from '../../components/table-scroller';
import { usePagerFocus } from '../../components/use-pager-focus';

interface LicenceTableProps {
  licenseName: string;
  rows: LicenceDetailItem[] | undefined;
  loading: boolean;
  failed: boolean;
  page: number;
  onPage: (page: number) => void;
}

const CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

/** Component, Version, Copyright; 10 rows a page, paged in the browser (spec section 9). */
export function LicenceTable({ licenseName, rows, loading, failed, page, onPage }: LicenceTableProps) {
  const { pager, change } = usePagerFocus<HTMLElement>(onPage);
  if (loading) return <Skeleton height={240} aria-label="Loading components" />;
  const list = rows ?? [];
  const pageSize = limits.pageSize;
  const pages = Math.max(1, Math.ceil(list.length / pageSize));
  const current = Math.min(Math.max(1, page), pages);
  const visible = list.slice((current - 1) * pageSize, current * pageSize);
  const first = (current - 1) * pageSize + 1;

  return (
    <>
      <TableScroller label={`Components under ${licenseName}`} minWidth={560}>
        <Table striped aria-label={`Components under ${licenseName}`} layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="30%">Component</Table.Th>
              <Table.Th w="14%">Version</Table.Th>
              <Table.Th>Copyright</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {failed || visible.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={3}>
                  <Text c={failed ? 'red' : 'dimmed'} ta="center" py="md" role={failed ? 'alert' : undefined}>
                    {failed ? messages.licencesLoadError : messages.licencesNoData}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              visible.map((item) => (
                <Table.Tr key={`${item.component}@${item.version}`}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{item.component}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{item.version}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                    {item.copyright || '—'}
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </TableScroller>
      {visible.length > 0 && !failed ? (
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed" aria-live="polite">
            Current Page: {current} of {pages} · {first}–{first + visible.length - 1} of {list.length}
          </Text>
          {pages > 1 ? (
            <nav ref={pager} aria-label="Component pages">
              <Pagination
                total={pages}
                value={current}
                onChange={change}
                size="sm"
                radius="md"
                getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
                getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
              />
            </nav>
          ) : null}
        </Group>
      ) : null}
    </>
  );
}
