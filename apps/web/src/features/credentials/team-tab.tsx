import { messages, type TeamCredentialItem } from '@ddp/contract';
import { Alert, Button, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Dialog } from '../../components/dialog';
import { QueryStates } from '../../components/query-states';
import { Quickstart } from '../../components/quickstart';
import { SecretReveal } from '../../components/secret-reveal';
import { TableScroller } from '../../components/table-scroller';
import { useSession } from '../../lib/session-store';
import { credentialKeys, fetchTeam, regenerateSecret } from './credentials-api';
import { SecretsPanel } from './secrets-dialog';
import { unixGmt } from './unix-gmt';

/** "View Team's Credentials": a row opens the secret dialog, which only some admins may use. */
export function TeamTab() {
  const { consumerId = '' } = useSession();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: credentialKeys.team(consumerId), queryFn: () => fetchTeam(consumerId) });
  const [open, setOpen] = useState<TeamCredentialItem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Regenerating ends the secret a colleague's programs may be using: asked first, naming whose it is.
  const [confirming, setConfirming] = useState(false);
  // The button is disabled while the new secret is on its way, which takes the focus away from it:
  // it gets the focus back, so the keyboard user stays in the dialog, where they were.
  const regenerateButton = useRef<HTMLButtonElement>(null);
  const regenerate = useMutation({
    mutationFn: (clientId: string) => regenerateSecret(clientId, consumerId),
    onSuccess: async (secret) => {
      setNotice(messages.secretRegenerated);
      setOpen((item) => (item ? { ...item, client_secret: secret } : item));
      await queryClient.invalidateQueries({ queryKey: credentialKeys.all });
    },
  });

  // The row as last listed: revoking the first of two secrets changes the one the list shows.
  const current = open && (list.data?.find((row) => row.id === open.id) ?? open);
  const regenerating = regenerate.isPending;
  const wasRegenerating = useRef(false);
  useEffect(() => {
    if (wasRegenerating.current && !regenerating) regenerateButton.current?.focus();
    wasRegenerating.current = regenerating;
  }, [regenerating]);

  return (
    <>
      <QueryStates
        query={list}
        loadingLabel={messages.credLoadingYourTeamSCredentials}
        isEmpty={(rows) => rows.length === 0}
        empty={<Text c="dimmed">{messages.credNobodyInYourTeamHas}</Text>}
      >
        {(rows) => (
          <TableScroller label={messages.credTeamCredentials} minWidth={0}>
            <Table striped highlightOnHover aria-label={messages.credTeamCredentials}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{messages.credName}</Table.Th>
                  <Table.Th>{messages.bugsCreated}</Table.Th>
                  <Table.Th>{messages.credClientId}</Table.Th>
                  <Table.Th>{messages.credHeldBy}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((item) => (
                  <Table.Tr
                    key={item.id}
                    tabIndex={0}
                    style={{ cursor: 'pointer' }}
                    aria-label={messages.credOpenTheSecretOf({ name: item.name })}
                    onClick={() => setOpen(item)}
                    onKeyDown={(event) => (event.key === 'Enter' || event.key === ' ') && setOpen(item)}
                  >
                    <Table.Td data-label={messages.credName} translate="no">
                      {item.name}
                    </Table.Td>
                    <Table.Td data-label={messages.bugsCreated}>{unixGmt(item.created_at)}</Table.Td>
                    <Table.Td data-label={messages.credClientId} ff="monospace" translate="no">
                      {item.client_id}
                    </Table.Td>
                    <Table.Td data-label={messages.credHeldBy} translate="no">
                      {item.owner}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroller>
        )}
      </QueryStates>
      <Dialog
        opened={current !== null}
        onClose={() => {
          setOpen(null);
          setNotice(null);
        }}
        title={<span translate="no">{current?.name}</span>}
        size="xl"
      >
        <Stack>
          {notice ? (
            <Alert color="teal" role="status">
              {notice}
            </Alert>
          ) : null}
          {regenerate.error ? (
            <Alert color="red" role="alert">
              {regenerate.error.message}
            </Alert>
          ) : null}
          {current?.client_secret ? (
            <>
              <SecretReveal label={messages.credClientId} value={current.client_id} />
              <SecretReveal label={messages.credClientSecret} value={current.client_secret} secret />
              <Button
                ref={regenerateButton}
                loading={regenerate.isPending}
                onClick={() => setConfirming(true)}
                w="fit-content"
              >
                {messages.credRegenerateSecret}
              </Button>
              <SecretsPanel client={current} />
              <Quickstart clientId={current.client_id} secret={current.client_secret} />
            </>
          ) : (
            <Alert color="yellow" role="alert">
              {messages.noSecretPermission}
            </Alert>
          )}
        </Stack>
      </Dialog>
      <ConfirmDialog
        opened={confirming && open !== null}
        title={messages.credRegenerateSecretTitle}
        confirmLabel={messages.credRegenerate}
        danger
        loading={regenerate.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => open && regenerate.mutate(open.client_id, { onSettled: () => setConfirming(false) })}
      >
        <Text size="sm">
          {open?.consumerId === consumerId
            ? messages.credRegenerateTheSecretOfYour({ name: open?.name })
            : messages.credRegenerateTheSecretOfThe({ name: open?.name, owner: open?.owner })}{' '}
          {messages.credTheCurrentSecretStopsWorking}
        </Text>
      </ConfirmDialog>
    </>
  );
}
