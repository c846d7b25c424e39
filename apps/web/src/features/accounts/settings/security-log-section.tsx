import { type AuditEventItem, messages, SECURITY_LOG_DAYS, type SecurityLogReply } from '@ddp/contract';
import { Button, Group, Skeleton, Table, Text } from '@mantine/core';
import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import { AuditDetailsList } from '../../../components/audit-details-list';
import { QueryStates } from '../../../components/query-states';
import { TableScroller } from '../../../components/table-scroller';
import { eventLabel } from '../../../lib/audit-labels';
import { formatGmt } from '../../../lib/format-gmt';
import { useSession } from '../../../lib/session-store';
import { securityLogQuery } from './account-security-queries';
import { SettingsSection } from './settings-section';

/**
 * Settings' security log (issue 22, part 5): the account's own security events of the last 90
 * days, newest first, from the company's audit trail; older ones a page at a time.
 */
export function SecurityLogSection() {
  const { consumerId = '' } = useSession();
  const log = useInfiniteQuery({ ...securityLogQuery(consumerId), enabled: consumerId !== '' });
  const events = (data: InfiniteData<SecurityLogReply>) => data.pages.flatMap((page) => page.data);

  return (
    <SettingsSection title={messages.securityLogTitle}>
      <Text size="sm" c="dimmed" mb="md">
        {messages.securityLogIntro({ days: SECURITY_LOG_DAYS })}
      </Text>
      <QueryStates
        query={log}
        loadingLabel={messages.securityLogLoading}
        errorText={messages.securityLogLoadFailed}
        loading={<Skeleton height={160} radius="md" />}
        isEmpty={(data) => events(data).length === 0}
        empty={
          <Text size="sm" c="dimmed">
            {messages.securityLogEmpty({ days: SECURITY_LOG_DAYS })}
          </Text>
        }
      >
        {(data) => (
          <>
            <EventsTable events={events(data)} />
            {log.hasNextPage ? (
              <Group justify="center" mt="md">
                <Button
                  variant="default"
                  loading={log.isFetchingNextPage}
                  onClick={() => log.fetchNextPage()}
                >
                  {messages.securityLogShowOlder}
                </Button>
              </Group>
            ) : null}
          </>
        )}
      </QueryStates>
    </SettingsSection>
  );
}

function EventsTable({ events }: { events: readonly AuditEventItem[] }) {
  return (
    <TableScroller label={messages.securityLogTitle} minWidth={620}>
      <Table verticalSpacing="sm" aria-label={messages.securityLogTitle}>
        <Table.Thead style={{ whiteSpace: 'nowrap' }}>
          <Table.Tr>
            <Table.Th>{messages.securityLogColTime}</Table.Th>
            <Table.Th>{messages.securityLogColEvent}</Table.Th>
            <Table.Th>{messages.securityLogColAddress}</Table.Th>
            <Table.Th>{messages.securityLogColDetails}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => (
            <Table.Tr key={event.id}>
              <Table.Td data-label={messages.securityLogColTime} translate="no">
                <Text size="sm" component="time" dateTime={event.at} style={{ whiteSpace: 'nowrap' }}>
                  {formatGmt(event.at)}
                </Text>
              </Table.Td>
              <Table.Td data-label={messages.securityLogColEvent}>
                <Text size="sm" fw={500}>
                  {eventLabel(event.type)}
                </Text>
              </Table.Td>
              <Table.Td data-label={messages.securityLogColAddress}>
                <Text
                  size="sm"
                  translate={event.address ? 'no' : undefined}
                  c={event.address ? undefined : 'dimmed'}
                >
                  {event.address ?? messages.auditNoAddress}
                </Text>
              </Table.Td>
              <Table.Td data-label={messages.securityLogColDetails}>
                <AuditDetailsList details={event.details} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroller>
  );
}
