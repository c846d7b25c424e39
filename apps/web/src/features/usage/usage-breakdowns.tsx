import { messages, type UsageFigures } from '@ddp/contract';
import { SimpleGrid, Stack, Table, Title } from '@mantine/core';
import { TableScroller } from '../../components/table-scroller';
import { formatCount, formatRate } from './usage-format';

/** The range's calls by operation and by status class. */
export function UsageBreakdowns({ figures }: { figures: UsageFigures }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Stack gap="xs">
        <Title order={3} fz="md">
          {messages.usageByOperation}
        </Title>
        <TableScroller label={messages.usageByOperation} minWidth={420}>
          <Table verticalSpacing="xs" aria-label={messages.usageByOperation}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{messages.usageColOperation}</Table.Th>
                <Table.Th ta="right">{messages.usageRequests}</Table.Th>
                <Table.Th ta="right">{messages.usageErrorRate}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {figures.byOperation.map((row) => (
                <Table.Tr key={row.operation}>
                  <Table.Td
                    data-label={messages.usageColOperation}
                    translate="no"
                    style={{ wordBreak: 'break-all' }}
                  >
                    {row.operation}
                  </Table.Td>
                  <Table.Td data-label={messages.usageRequests} ta="right">
                    {formatCount(row.calls)}
                  </Table.Td>
                  <Table.Td data-label={messages.usageErrorRate} ta="right">
                    {formatRate(row.calls, row.errors)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroller>
      </Stack>
      <Stack gap="xs">
        <Title order={3} fz="md">
          {messages.usageByStatus}
        </Title>
        <TableScroller label={messages.usageByStatus} minWidth={260}>
          <Table verticalSpacing="xs" aria-label={messages.usageByStatus}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{messages.usageColStatus}</Table.Th>
                <Table.Th ta="right">{messages.usageRequests}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {figures.byStatusClass.map((row) => (
                <Table.Tr key={row.statusClass}>
                  <Table.Td data-label={messages.usageColStatus} translate="no">
                    {row.statusClass}
                  </Table.Td>
                  <Table.Td data-label={messages.usageRequests} ta="right">
                    {formatCount(row.calls)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroller>
      </Stack>
    </SimpleGrid>
  );
}
