import type { AdvancedRequestItem } from '@ddp/contract';
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
    <TableScroller label="Your advanced service requests" minWidth={760}>
      <Table striped highlightOnHover aria-label="Your advanced service requests">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Use-Case</Table.Th>
            <Table.Th>Request ID</Table.Th>
            <Table.Th>Created At (GMT)</Table.Th>
            <Table.Th>Service</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>
              <VisuallyHidden>View</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {requests.map((request) => (
            <Table.Tr key={request.requestId}>
              <Table.Td data-label="Use-Case" maw={320}>
                <Text size="sm" truncate="end">
                  {request.description}
                </Text>
              </Table.Td>
              <Table.Td data-label="Request ID" style={{ whiteSpace: 'nowrap' }}>
                {request.requestId}
              </Table.Td>
              <Table.Td data-label="Created At (GMT)" style={{ whiteSpace: 'nowrap' }}>
                {formatGmt(request.createdAt)}
              </Table.Td>
              <Table.Td data-label="Service">{request.service.serviceName ?? '—'}</Table.Td>
              <Table.Td data-label="Status">
                <Badge variant="light" color={STATUS_COLOURS[request.status] ?? 'gray'}>
                  {request.status}
                </Badge>
              </Table.Td>
              <Table.Td data-actions>
                <RowAction
                  tip="View use-case"
                  label={`View use-case of ${request.requestId}`}
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
