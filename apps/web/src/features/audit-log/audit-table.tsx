import { AUDIT_OPERATOR, type AuditEventItem, messages } from '@ddp/contract';
import { Skeleton, Table, Text } from '@mantine/core';
import type { Ref } from 'react';
import { AuditDetailsList } from '../../components/audit-details-list';
import { TableScroller } from '../../components/table-scroller';
import { actorLabel, eventLabel } from '../../lib/audit-labels';
import { formatGmt } from '../../lib/format-gmt';

const COLUMNS = 6;
const SKELETON_ROWS = 4;

interface AuditTableProps {
  /** Undefined while the first page loads: placeholder rows show. */
  events: readonly AuditEventItem[] | undefined;
  /** Other filters' rows are on their way: the rows shown are dimmed. */
  stale: boolean;
  /** The first row of the page loaded last, which takes the focus after 'Show older events'. */
  firstNewRow?: { index: number; ref: Ref<HTMLTableRowElement> };
}

/**
 * Time, Event, Member, Address, About and Details of each event, newest first. On a phone the rows
 * are cards, as every table of the portal (`TableScroller`).
 */
export function AuditTable({ events, stale, firstNewRow }: AuditTableProps) {
  return (
    <TableScroller label={messages.titleAuditLog} minWidth={760}>
      <Table
        verticalSpacing="sm"
        highlightOnHover
        aria-label={messages.titleAuditLog}
        aria-busy={events === undefined || stale}
        style={{ opacity: stale ? 0.55 : 1, transition: 'opacity 120ms' }}
      >
        <Table.Thead style={{ whiteSpace: 'nowrap' }}>
          <Table.Tr>
            <Table.Th>{messages.auditColTime}</Table.Th>
            <Table.Th>{messages.auditColEvent}</Table.Th>
            <Table.Th>{messages.auditColActor}</Table.Th>
            <Table.Th>{messages.auditColAddress}</Table.Th>
            <Table.Th>{messages.auditColTarget}</Table.Th>
            <Table.Th>{messages.auditColDetails}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events === undefined
            ? Array.from({ length: SKELETON_ROWS }, (_, row) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                <Table.Tr key={row}>
                  {Array.from({ length: COLUMNS }, (_, cell) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity
                    <Table.Td key={cell}>
                      <Skeleton height={14} radius="sm" />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            : events.map((event, index) => (
                <EventRow
                  key={event.id}
                  event={event}
                  rowRef={firstNewRow && firstNewRow.index === index ? firstNewRow.ref : undefined}
                />
              ))}
        </Table.Tbody>
      </Table>
    </TableScroller>
  );
}

function EventRow({ event, rowRef }: { event: AuditEventItem; rowRef?: Ref<HTMLTableRowElement> }) {
  return (
    <Table.Tr ref={rowRef} tabIndex={rowRef ? -1 : undefined}>
      <Table.Td data-label={messages.auditColTime} translate="no">
        <Text size="sm" component="time" dateTime={event.at} style={{ whiteSpace: 'nowrap' }}>
          {formatGmt(event.at)}
        </Text>
      </Table.Td>
      <Table.Td data-label={messages.auditColEvent}>
        <Text size="sm" fw={500}>
          {eventLabel(event.type)}
        </Text>
      </Table.Td>
      <Table.Td
        data-label={messages.auditColActor}
        translate={event.actor === AUDIT_OPERATOR ? undefined : 'no'}
      >
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {actorLabel(event.actor)}
        </Text>
      </Table.Td>
      <Table.Td data-label={messages.auditColAddress}>
        {event.address ? (
          <Text size="sm" translate="no" style={{ whiteSpace: 'nowrap' }}>
            {event.address}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {messages.auditNoAddress}
          </Text>
        )}
      </Table.Td>
      <Table.Td data-label={messages.auditColTarget} translate="no">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {event.target ?? '—'}
        </Text>
      </Table.Td>
      <Table.Td data-label={messages.auditColDetails}>
        <AuditDetailsList details={event.details} />
      </Table.Td>
    </Table.Tr>
  );
}
