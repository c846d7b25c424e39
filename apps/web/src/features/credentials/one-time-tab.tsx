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
        loadingLabel={messages.credLoadingTheCredentialsTransferredTo}
        loading={<Skeleton height={80} radius="md" />}
        isEmpty={(rows) => rows.length === 0}
        empty={<Text c="dimmed">{messages.credNoCredentialsAreWaitingFor}</Text>}
      >
        {(rows) => (
          <TableScroller label={messages.credCredentialsTransferredToYou} minWidth={0}>
            <Table striped aria-label={messages.credCredentialsTransferredToYou}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{messages.credName}</Table.Th>
                  <Table.Th>{messages.bugsCreated}</Table.Th>
                  <Table.Th>{messages.credClientId}</Table.Th>
                  <Table.Th>{messages.credSecret}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((item) => (
                  <Table.Tr key={item.client_id}>
                    <Table.Td data-label={messages.credName} translate="no">
                      {item.name}
                    </Table.Td>
                    <Table.Td data-label={messages.bugsCreated}>{unixGmt(item.created_at)}</Table.Td>
                    <Table.Td data-label={messages.credClientId} ff="monospace" translate="no">
                      {item.client_id}
                    </Table.Td>
                    <Table.Td data-actions>
                      <Button size="xs" onClick={() => setAsking(item)}>
                        {messages.credViewSecret}
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
        title={messages.credViewSecretTitle}
        confirmLabel={messages.credShowTheSecret}
        loading={view.isPending}
        onClose={() => setAsking(null)}
        onConfirm={() => asking && view.mutate(asking.client_id)}
      >
        <Text size="sm">
          {messages.credTheSecretOf} {asking?.name} {messages.credCanBeShownOnlyOnce}
        </Text>
      </ConfirmDialog>
      <ShownOnceModal
        title={messages.credYourSecret}
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
