import type { AdvancedRequestItem } from '@ddp/contract';
import { messages } from '@ddp/contract';
import { Badge, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { RowAction } from '../../components/row-action';
import { TableScroller } from '../../components/table-scroller';
import { formatGmt } from '../../lib/format-gmt';

// Statuses are shown as the server gives them (spec section 4); known ones get a colour.
const STATUS_COLOURS: Record<string, string> = {
  Pending: 'gray',
  'In review': 'blue',
  Approved: 'teal',
  Rejected: 'red',
};

interface RequestsTableProps {
  requests: AdvancedRequestItem[];
  onView: (request: AdvancedRequestItem) => void;
}

/** 'View Requests': Use-Case, Request ID, Created At (GMT), Service, Status and the eye icon. */
export function RequestsTable({ requests, onView }: RequestsTableProps) {
  return (
    <TableScroller label={messages.advancedYourAdvancedServiceRequests} minWidth={760}>
      <Table striped highlightOnHover aria-label={messages.advancedYourAdvancedServiceRequests}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{messages.advancedUseCase}</Table.Th>
            <Table.Th>{messages.advancedRequestId}</Table.Th>
            <Table.Th>{messages.advancedCreatedAtGmt}</Table.Th>
            <Table.Th>{messages.advancedService}</Table.Th>
            <Table.Th>{messages.advancedStatus}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{messages.advancedView}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {requests.map((request) => (
            <Table.Tr key={request.requestId}>
              <Table.Td data-label={messages.advancedUseCase} maw={320}>
                <Text size="sm" truncate="end" translate="no">
                  {request.description}
                </Text>
              </Table.Td>
              <Table.Td
                data-label={messages.advancedRequestId}
                style={{ whiteSpace: 'nowrap' }}
                translate="no"
              >
                {request.requestId}
              </Table.Td>
              <Table.Td data-label={messages.advancedCreatedAtGmt} style={{ whiteSpace: 'nowrap' }}>
                {formatGmt(request.createdAt)}
              </Table.Td>
              <Table.Td data-label={messages.advancedService} translate="no">
                {request.service.serviceName ?? '—'}
              </Table.Td>
              <Table.Td data-label={messages.advancedStatus}>
                {/* Statuses are shown as the server gives them (spec section 3): data, not a text. */}
                <Badge variant="light" color={STATUS_COLOURS[request.status] ?? 'gray'} translate="no">
                  {request.status}
                </Badge>
              </Table.Td>
              <Table.Td data-actions>
                <RowAction
                  tip={messages.advancedViewUseCase}
                  label={messages.advancedViewUseCaseOf({ requestId: request.requestId })}
                  icon={IconEye}
                  onClick={() => onView(request)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroller>
  );
}
