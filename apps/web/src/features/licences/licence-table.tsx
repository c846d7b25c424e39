import { type LicenceDetailItem, limits, messages } from '@ddp/contract';
import { Skeleton, Table, Text } from '@mantine/core';
import type { LoadingQuery } from '../../components/load-state';
import { Pager } from '../../components/pager';
import { pageOf } from '../../components/paging';
import { QueryStates } from '../../components/query-states';
import { TableScroller } from '../../components/table-scroller';

interface LicenceTableProps {
  licenseName: string;
  /** The components under the licence: 'Error loading data' with 'Try again' when they fail. */
  query: LoadingQuery<LicenceDetailItem[]>;
  page: number;
  onPage: (page: number) => void;
}

/** Component, Version, Copyright; 10 rows a page, paged in the browser (spec section 9). */
export function LicenceTable({ licenseName, query, page, onPage }: LicenceTableProps) {
  const table = (rows: LicenceDetailItem[]) => (
    <Components licenseName={licenseName} rows={rows} page={page} onPage={onPage} />
  );
  return (
    <QueryStates
      query={query}
      loadingLabel={messages.licenceLoadingComponents}
      loading={<Skeleton height={240} />}
      errorText={messages.licencesLoadError}
      isEmpty={(rows) => rows.length === 0}
      empty={table([])}
    >
      {table}
    </QueryStates>
  );
}

interface ComponentsProps {
  licenseName: string;
  rows: LicenceDetailItem[];
  page: number;
  onPage: (page: number) => void;
}

/** The table itself: 'No data found' in its body when the licence has no components. */
function Components({ licenseName, rows, page, onPage }: ComponentsProps) {
  const { page: current, visible } = pageOf(rows, page, limits.pageSize);

  return (
    <>
      <TableScroller label={messages.licenceComponentsUnder({ licenseName: licenseName })} minWidth={560}>
        <Table
          striped
          aria-label={messages.licenceComponentsUnder({ licenseName: licenseName })}
          layout="fixed"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="30%">{messages.licenceComponent}</Table.Th>
              <Table.Th w="14%">{messages.docsVersion}</Table.Th>
              <Table.Th>{messages.licenceCopyright}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody translate="no">
            {visible.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={3}>
                  <Text c="dimmed" ta="center" py="md">
                    {messages.licencesNoData}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              visible.map((item) => (
                <Table.Tr key={`${item.component}@${item.version}`}>
                  <Table.Td data-label={messages.licenceComponent} style={{ overflowWrap: 'anywhere' }}>
                    {item.component}
                  </Table.Td>
                  <Table.Td data-label={messages.docsVersion} style={{ overflowWrap: 'anywhere' }}>
                    {item.version}
                  </Table.Td>
                  <Table.Td
                    data-label={messages.licenceCopyright}
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
      {visible.length > 0 ? (
        <Pager
          label={messages.licenceComponentPages}
          page={current}
          total={rows.length}
          pageSize={limits.pageSize}
          rows={visible.length}
          buttonsFromSecondPage
          onPage={onPage}
        />
      ) : null}
    </>
  );
}
