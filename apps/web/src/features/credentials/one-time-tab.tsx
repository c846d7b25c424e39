import { messages, type TransferredCredentialItem } from '@ddp/contract';
import { Button, Skeleton, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DismissibleAlert } from '../../components/dismissible-alert';
import { QueryStates } from '../../components/query-states';
import { TableScroller } from '../../components/table-scroller';
import { useSession } from '../../lib/session-store';
import { credentialKeys, fetchTransferred, viewTransferredSecret } from './credentials-api';
import { ShownOnceModal } from './shown-once-modal';
import { unixGmt } from './unix-gmt';

/** 'View Secret(1-time)': credentials transferred to the user, whose secret can be seen once. */
export function OneTimeTab() {
  const { email = '' } = useSession();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: credentialKeys.transferred(email),
    queryFn: () => fetchTransferred(email),
  });
  const [asking, setAsking] = useState<TransferredCredentialItem | null>(null);
  const [shown, setShown] = useState<{ clientId: string; secret: string } | null>(null);
  const view = useMutation({
    mutationFn: (clientId: string) =>
      viewTransferredSecret(clientId).then((secret) => ({ clientId, secret })),
    onSuccess: setShown,
    onSettled: () => setAsking(null),
  });

  return (
    <>
      {view.error ? <DismissibleAlert kind="error">{messages.viewSecretFailed}</DismissibleAlert> : null}
      <QueryStates
        query={list}
        loadingLabel="Loading the credentials transferred to you"
        loading={<Skeleton height={80} radius="md" />}
        isEmpty={(rows) => rows.length === 0}
        empty={<Text c="dimmed">No credentials are waiting for you.</Text>}
      >
        {(rows) => (
          <TableScroller label="Credentials transferred to you" minWidth={0}>
            <Table striped aria-label="Credentials transferred to you">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Created</Table.Th>
                  <Table.Th>client_id</Table.Th>
                  <Table.Th>Secret</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((item) => (
                  <Table.Tr key={item.client_id}>
                    <Table.Td data-label="Name">{item.name}</Table.Td>
                    <Table.Td data-label="Created">{unixGmt(item.created_at)}</Table.Td>
                    <Table.Td data-label="client_id" ff="monospace">
                      {item.client_id}
                    </Table.Td>
                    <Table.Td data-actions>
                      <Button size="xs" onClick={() => setAsking(item)}>
                        View Secret
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroller>
        )}
      </QueryStates>
      <ConfirmDialog
        opened={asking !== null}
        title="View secret"
        confirmLabel="Show the secret"
        loading={view.isPending}
        onClose={() => setAsking(null)}
        onConfirm={() => asking && view.mutate(asking.client_id)}
      >
        <Text size="sm">
          The secret of {asking?.name} can be shown only once. Have a safe place ready to keep it.
        </Text>
      </ConfirmDialog>
      <ShownOnceModal
        title="Your secret"
        clientId={shown?.clientId}
        secret={shown?.secret ?? null}
        onClose={() => {
          setShown(null);
          void queryClient.invalidateQueries({ queryKey: credentialKeys.all });
        }}
      />
    </>
  );
}
