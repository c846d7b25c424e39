import { messages, type PasskeyItem } from '@ddp/contract';
import { Alert, Button, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconFingerprint, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DismissibleAlert } from '../../../components/dismissible-alert';
import { QueryStates } from '../../../components/query-states';
import { RowAction } from '../../../components/row-action';
import { TableScroller } from '../../../components/table-scroller';
import { formatGmt } from '../../../lib/format-gmt';
import { passkeysSupported } from '../../../lib/passkeys-supported';
import { useSession } from '../../../lib/session-store';
import { AddPasskeyDialog } from './add-passkey-dialog';
import { passkeysKey, removePasskey } from './passkeys-api';
import { passkeysQuery } from './passkeys-queries';
import { SettingsSection } from './settings-section';

/**
 * Settings' passkeys (issue 22, part 3): the person's own, when each was added and last used; add
 * one (a current code, a name, the browser's prompt) or remove one after asking.
 */
export function PasskeysSection() {
  const { email = '' } = useSession();
  const queryClient = useQueryClient();
  const key = passkeysKey(email);
  const list = useQuery(passkeysQuery(email));
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PasskeyItem | null>(null);
  const [info, setInfo] = useState<string>();
  const supported = passkeysSupported();
  const remove = useMutation({
    mutationFn: (passkey: PasskeyItem) => removePasskey(passkey.id),
    onSuccess: (reply) => {
      setRemoving(null);
      setInfo(reply.message ?? messages.passkeyRemoved);
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });

  return (
    <SettingsSection
      title={messages.passkeysTitle}
      titleId="passkeys-title"
      action={
        <Button
          variant="light"
          leftSection={<IconFingerprint size={16} aria-hidden />}
          disabled={!supported}
          onClick={() => {
            setInfo(undefined);
            setAdding(true);
          }}
        >
          {messages.passkeysAdd}
        </Button>
      }
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed" maw={640}>
          {messages.passkeysExplained}
        </Text>
        {supported ? null : (
          <Alert color="orange" role="status">
            {messages.passkeysUnsupported}
          </Alert>
        )}
        {info ? (
          <DismissibleAlert kind="success" onClose={() => setInfo(undefined)}>
            {info}
          </DismissibleAlert>
        ) : null}
        <QueryStates
          query={list}
          loadingLabel={messages.passkeysLoading}
          loading={<Skeleton height={60} radius="md" />}
          errorText={messages.passkeysLoadFailed}
          isEmpty={(rows) => rows.length === 0}
          empty={<Text size="sm">{messages.passkeysEmpty}</Text>}
        >
          {(rows) => (
            <TableScroller label={messages.passkeysTitle} minWidth={0}>
              <Table striped aria-labelledby="passkeys-title">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{messages.passkeysColName}</Table.Th>
                    <Table.Th>{messages.passkeysColAdded}</Table.Th>
                    <Table.Th>{messages.passkeysColLastUsed}</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>{messages.passkeysColActions}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((passkey) => (
                    <Table.Tr key={passkey.id}>
                      <Table.Td data-label={messages.passkeysColName} translate="no">
                        {passkey.name}
                      </Table.Td>
                      <Table.Td data-label={messages.passkeysColAdded}>
                        {formatGmt(passkey.createdAt)}
                      </Table.Td>
                      <Table.Td data-label={messages.passkeysColLastUsed}>
                        {passkey.lastUsedAt ? formatGmt(passkey.lastUsedAt) : messages.passkeysNeverUsed}
                      </Table.Td>
                      <Table.Td data-actions>
                        <RowAction
                          tip={messages.passkeysRemove}
                          label={messages.passkeysRemoveNamed({ name: passkey.name })}
                          icon={IconTrash}
                          color="red"
                          onClick={() => {
                            setInfo(undefined);
                            setRemoving(passkey);
                          }}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroller>
          )}
        </QueryStates>
      </Stack>
      <AddPasskeyDialog
        opened={adding}
        onClose={() => setAdding(false)}
        onAdded={(_passkey, message) => {
          setAdding(false);
          setInfo(message);
          void queryClient.invalidateQueries({ queryKey: key });
        }}
      />
      <ConfirmDialog
        opened={removing !== null}
        title={messages.passkeysRemoveTitle}
        confirmLabel={messages.passkeysRemove}
        danger
        action={remove}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing)}
      >
        <Text size="sm">{messages.passkeysRemoveText({ name: removing?.name ?? '' })}</Text>
      </ConfirmDialog>
    </SettingsSection>
  );
}
