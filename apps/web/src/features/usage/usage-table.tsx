import { messages, type UsageFigures } from '@ddp/contract';
import { Table } from '@mantine/core';
import { TableScroller } from '../../components/table-scroller';
import { formatCount, formatMs, formatPoint, formatRate } from './usage-format';

/**
 * The chart's points as a table, the same numbers as the CSV: what a screen reader reads, and
 * what anyone may prefer to a chart. On a phone each point is a card.
 */
export function UsageTable({ figures }: { figures: UsageFigures }) {
  return (
    <TableScroller label={messages.usageViewTable} minWidth={640}>
      <Table verticalSpacing="xs" striped highlightOnHover aria-label={messages.usageChartRequests}>
        <Table.Thead style={{ whiteSpace: 'nowrap' }}>
          <Table.Tr>
            <Table.Th>{messages.usageColTime}</Table.Th>
            <Table.Th ta="right">{messages.usageRequests}</Table.Th>
            <Table.Th ta="right">{messages.usageErrors}</Table.Th>
            <Table.Th ta="right">{messages.usageErrorRate}</Table.Th>
            <Table.Th ta="right">{messages.usageP50}</Table.Th>
            <Table.Th ta="right">{messages.usageP95}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {figures.series.map((point) => (
            <Table.Tr key={point.at}>
              <Table.Td data-label={messages.usageColTime} style={{ whiteSpace: 'nowrap' }}>
                <time dateTime={point.at}>{formatPoint(point.at, figures.step)}</time>
              </Table.Td>
              <Table.Td data-label={messages.usageRequests} ta="right">
                {formatCount(point.calls)}
              </Table.Td>
              <Table.Td data-label={messages.usageErrors} ta="right">
                {formatCount(point.errors)}
              </Table.Td>
              <Table.Td data-label={messages.usageErrorRate} ta="right">
                {formatRate(point.calls, point.errors)}
              </Table.Td>
              <Table.Td data-label={messages.usageP50} ta="right">
                {formatMs(point.p50Ms)}
              </Table.Td>
              <Table.Td data-label={messages.usageP95} ta="right">
                {formatMs(point.p95Ms)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroller>
  );
}
