import type { CredentialItem } from '@ddp/contract';
import { messages } from '@ddp/contract';
import { Group, Table, Text } from '@mantine/core';
import { IconKey, IconRefresh, IconSend, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DismissibleAlert } from '../../components/dismissible-alert';
import { Pager } from '../../components/pager';
import { pageOf } from '../../components/paging';
import { QueryStates } from '../../components/query-states';
import { RowAction } from '../../components/row-action';
import { CopyValue } from '../../components/secret-reveal';
import { TableScroller } from '../../components/table-scroller';
import { TimedAlert } from '../../components/timed-alert';
import { useSession } from '../../lib/session-store';
import { credentialQueries } from './credentials-queries';
import { SecretsDialog, SecretsStateBadge } from './secrets-dialog';
import { ShownOnceModal } from './shown-once-modal';
import { TransferModal } from './transfer-modal';
import { unixGmt } from './unix-gmt';
import { useCredentialActions } from './use-credential-actions';

const PAGE_SIZE = 10;

/** 'View Personal Credentials': the caller's clients, paged in the browser (spec section 9). */
export function PersonalTab({ onRowRemoved }: { onRowRemoved: () => void }) {
  const { consumerId = '' } = useSession();
  const list = useQuery(credentialQueries.own(consumerId));
  const [rowRemoved, setRowRemoved] = useState(false);
  const actions = useCredentialActions(() => setRowRemoved(true));
  const [page, setPage] = useState(1);
  const [regenerating, setRegenerating] = useState<CredentialItem | null>(null);
  const [transferring, setTransferring] = useState<CredentialItem | null>(null);
  const [deleting, setDeleting] = useState<CredentialItem | null>(null);
  const [secretsOf, setSecretsOf] = useState<CredentialItem | null>(null);
  // A transfer or deletion takes the row, and the button the dialog would give the focus back to,
  // away. Once the dialog has closed (this effect runs after the dialog's own focus handling) the
  // parent moves the focus to the list.
  useEffect(() => {
    if (!rowRemoved || transferring || deleting) return;
    setRowRemoved(false);
    onRowRemoved();
  }, [rowRemoved, transferring, deleting, onRowRemoved]);
  // The new secret's dialog is opened by the confirmation, which is gone when it closes: the focus
  // goes back to the row's button by hand.
  const regenerateButton = useRef<HTMLButtonElement | null>(null);

  const shown = pageOf(list.data ?? [], page, PAGE_SIZE);

  return (
    <>
      {actions.notice?.timed ? (
        <TimedAlert key={actions.notice.timed.id} onClose={() => actions.setNotice(null)}>
          {actions.notice.text}
        </TimedAlert>
      ) : actions.notice ? (
        <DismissibleAlert kind={actions.notice.kind} onClose={() => actions.setNotice(null)}>
          {actions.notice.text}
        </DismissibleAlert>
      ) : null}
      <QueryStates
        query={list}
        loadingLabel={messages.credLoadingYourCredentials}
        isEmpty={(rows) => rows.length === 0}
        empty={<Text c="dimmed">{messages.credNoCredentialsYetGenerateYour}</Text>}
      >
        {(rows) => (
          <>
            <TableScroller label={messages.credYourCredentials} minWidth={800}>
              <Table striped highlightOnHover aria-label={messages.credYourCredentials}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{messages.credApplicationName}</Table.Th>
                    <Table.Th>{messages.credCreatedAt}</Table.Th>
                    <Table.Th>{messages.credClientId}</Table.Th>
                    <Table.Th>{messages.credSecrets}</Table.Th>
                    <Table.Th>{messages.credRegenerateSecret}</Table.Th>
                    <Table.Th>{messages.credTransferCredentials}</Table.Th>
                    <Table.Th>{messages.accountDelete}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {shown.visible.map((item) => (
                    <Table.Tr key={item.id}>
                      <Table.Td data-label={messages.credApplicationName}>
                        <Group gap={6}>
                          <span translate="no">{item.name}</span>
                          <SecretsStateBadge state={item.secrets_state} />
                        </Group>
                      </Table.Td>
                      <Table.Td data-label={messages.credCreatedAt}>{unixGmt(item.created_at)}</Table.Td>
                      <Table.Td data-label={messages.credClientId}>
                        <Group gap={4} wrap="nowrap">
                          <Text ff="monospace" size="sm" translate="no">
                            {item.client_id}
                          </Text>
                          <CopyValue
                            label={messages.credClientIdOf({ name: item.name })}
                            value={item.client_id}
                          />
                        </Group>
                      </Table.Td>
                      <Table.Td data-label={messages.credSecrets}>
                        <RowAction
                          tip={messages.credSecrets}
                          label={messages.credSecretsOf({ name: item.name })}
                          icon={IconKey}
                          variant="light"
                          iconSize={16}
                          onClick={() => setSecretsOf(item)}
                        />
                      </Table.Td>
                      <Table.Td data-label={messages.credRegenerateSecret}>
                        <RowAction
                          tip={messages.credRegenerateSecretTitle}
                          label={messages.credRegenerateSecretOf({ name: item.name })}
                          icon={IconRefresh}
                          variant="light"
                          iconSize={16}
                          onClick={(event) => {
                            regenerateButton.current = event.currentTarget;
                            setRegenerating(item);
                          }}
                        />
                      </Table.Td>
                      <Table.Td data-label={messages.credTransferCredentials}>
                        <RowAction
                          tip={messages.credTransfer}
                          label={messages.credTransferNamed({ name: item.name })}
                          icon={IconSend}
                          variant="light"
                          iconSize={16}
                          onClick={() => setTransferring(item)}
                        />
                      </Table.Td>
                      <Table.Td data-label={messages.accountDelete}>
                        <RowAction
                          tip={messages.accountDelete}
                          label={messages.credDelete({ name: item.name })}
                          icon={IconTrash}
                          color="red"
                          variant="light"
                          iconSize={16}
                          onClick={() => setDeleting(item)}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroller>
            {shown.pages > 1 ? (
              <Pager
                label={messages.credCredentialPages}
                page={shown.page}
                total={rows.length}
                pageSize={PAGE_SIZE}
                rows={shown.visible.length}
                onPage={setPage}
              />
            ) : null}
          </>
        )}
      </QueryStates>

      <ConfirmDialog
        opened={regenerating !== null}
        title={messages.credRegenerateSecretTitle}
        confirmLabel={messages.credRegenerate}
        loading={actions.regenerate.isPending}
        onClose={() => setRegenerating(null)}
        onConfirm={() =>
          regenerating &&
          actions.regenerate.mutate(regenerating.client_id, { onSettled: () => setRegenerating(null) })
        }
      >
        <Text size="sm">
          {messages.credTheCurrentSecretOf} <span translate="no">{regenerating?.name}</span>{' '}
          {messages.credStopsWorkingAtOnceThe}
        </Text>
      </ConfirmDialog>
      <ShownOnceModal
        title={messages.credNewSecretGenerated}
        clientId={actions.newSecret?.clientId}
        secret={actions.newSecret?.secret ?? null}
        onClose={() => {
          actions.setNewSecret(null);
          requestAnimationFrame(() => regenerateButton.current?.focus());
        }}
      />
      <SecretsDialog client={secretsOf} onClose={() => setSecretsOf(null)} />
      <TransferModal
        clientName={transferring?.name ?? null}
        loading={actions.transfer.isPending}
        onClose={() => setTransferring(null)}
        onTransfer={(to) =>
          transferring &&
          actions.transfer.mutate(
            { clientId: transferring.client_id, to },
            { onSettled: () => setTransferring(null) },
          )
        }
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={messages.credDeleteCredentials}
        confirmLabel={messages.accountDelete}
        danger
        loading={actions.remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting && actions.remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })
        }
      >
        <Text size="sm">{messages.credDeleteQuestion({ name: deleting?.name })}</Text>
      </ConfirmDialog>
    </>
  );
}
