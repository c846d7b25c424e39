import { type LicenceDetailItem, limits, messages } from '@ddp/contract';
import { Skeleton, Table, Text } from '@mantine/core';
import { Pager } from '../../components/pager';
import { pageOf } from '../../components/paging';
import { TableScroller } from '../../components/table-scroller';

interface LicenceTableProps {
  licenseName: string;
  rows: LicenceDetailItem[] | undefined;
  loading: boolean;
  failed: boolean;
  page: number;
  onPage: (page: number) => void;
}

/** Component, Version, Copyright; 10 rows a page, paged in the browser (spec section 9). */
export function LicenceTable({ licenseName, rows, loading, failed, page, onPage }: LicenceTableProps) {
  if (loading) return <Skeleton height={240} aria-label="Loading components" />;
  const list = rows ?? [];
  const { page: current, visible } = pageOf(list, page, limits.pageSize);

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
                  <Table.Td data-label="Component" style={{ overflowWrap: 'anywhere' }}>
                    {item.component}
                  </Table.Td>
                  <Table.Td data-label="Version" style={{ overflowWrap: 'anywhere' }}>
                    {item.version}
                  </Table.Td>
                  <Table.Td
                    data-label="Copyright"
                    style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                  >
                    {item.copyright || '—'}
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </TableScroller>
      {visible.length > 0 && !failed ? (
        <Pager
          label="Component pages"
          page={current}
          total={list.length}
          pageSize={limits.pageSize}
          rows={visible.length}
          buttonsFromSecondPage
          onPage={onPage}
        />
      ) : null}
    </>
  );
}
