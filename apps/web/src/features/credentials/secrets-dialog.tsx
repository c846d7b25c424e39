import { type ClientSecretItem, messages } from '@ddp/contract';
import { Alert, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Dialog } from '../../components/dialog';
import { MutationErrorAlert } from '../../components/mutation-error-alert';
import { QueryStates } from '../../components/query-states';
import { SecretReveal } from '../../components/secret-reveal';
import { TableScroller } from '../../components/table-scroller';
import { useSession } from '../../lib/session-store';
import { addSecret, credentialKeys, fetchSecrets, revokeSecret, secretKeys } from './credentials-api';
import { KeySetSection } from './key-set-section';
import { expiresOf, type SecretExpiry, SecretExpiryFields } from './secret-expiry-fields';
import { unixGmt } from './unix-gmt';

/** At most two secrets at once (docs/api.md, "Rotation without downtime"). */
const MAX_SECRETS = 2;

/** A second secret is for a rotation: it expires in 90 days unless chosen otherwise (docs/web.md). */
const DEFAULT_EXPIRY: SecretExpiry = { choice: '90', date: '' };

interface Client {
  name: string;
  client_id: string;
}

/**
 * A client's secrets for a rotation without downtime (issue 20): when each was made and last used,
 * a second one added and shown once, either revoked once the service has moved. Opened from a row
 * of the personal list, or of the team list by an Owner who may see the team's secrets.
 */
export function SecretsDialog({ client, onClose }: { client: Client | null; onClose: () => void }) {
  return (
    <Dialog
      opened={client !== null}
      onClose={onClose}
      title={client ? messages.credSecretsOf({ name: client.name }) : messages.credSecrets}
      size="xl"
    >
      {client ? <SecretsPanel client={client} onClose={onClose} /> : null}
    </Dialog>
  );
}

/** The list and its actions, inside the dialog above or inside the team list's dialog of a client. */
export function SecretsPanel({ client, onClose }: { client: Client; onClose?: () => void }) {
  const { consumerId = '' } = useSession();
  const queryClient = useQueryClient();
  const secrets = useQuery({
    queryKey: secretKeys(client.client_id),
    queryFn: () => fetchSecrets(client.client_id, consumerId),
  });
  // The team list shows the client's first secret: a revocation can change which one that is.
  const refresh = () => queryClient.invalidateQueries({ queryKey: credentialKeys.all });
  const [added, setAdded] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [expiry, setExpiry] = useState<SecretExpiry>(DEFAULT_EXPIRY);
  const add = useMutation({
    mutationFn: () => addSecret(client.client_id, consumerId, expiresOf(expiry) ?? 'never'),
    onSuccess: (reply) => {
      setAdded(reply.client_secret);
      void refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: (secretId: string) => revokeSecret(client.client_id, consumerId, secretId),
    onSuccess: () => {
      setConfirming(null);
      setAdded(null);
      void refresh();
      // The row and its button are gone: the focus goes to the list's first action that stays.
      requestAnimationFrame(() => addButton.current?.focus());
    },
  });
  const addButton = useRef<HTMLButtonElement>(null);

  return (
    <Stack>
      <Text size="sm">{messages.credSecretsIntro}</Text>
      {added ? (
        <Stack gap="xs">
          <Alert color="yellow" role="status">
            {messages.secretAdded}
          </Alert>
          <SecretReveal label={messages.credNewSecretOf({ name: client.name })} value={added} secret />
        </Stack>
      ) : null}
      <MutationErrorAlert mutation={add} />
      <MutationErrorAlert mutation={revoke} />
      <QueryStates query={secrets} loadingLabel={messages.credLoadingSecrets}>
        {(rows) => (
          <Stack gap="xs">
            <TableScroller label={messages.credSecretsOf({ name: client.name })} minWidth={560}>
              <Table aria-label={messages.credSecretsOf({ name: client.name })}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{messages.credSecrets}</Table.Th>
                    <Table.Th>{messages.credSecretCreated}</Table.Th>
                    <Table.Th>{messages.credSecretLastUsed}</Table.Th>
                    <Table.Th>{messages.credSecretExpires}</Table.Th>
                    <Table.Th>{messages.credRevokeSecret}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((secret, index) => (
                    <SecretRow
                      key={secret.secret_id}
                      secret={secret}
                      n={index + 1}
                      only={rows.length === 1}
                      confirming={confirming === secret.secret_id}
                      revoking={revoke.isPending}
                      onAsk={() => setConfirming(secret.secret_id)}
                      onKeep={() => setConfirming(null)}
                      onRevoke={() => revoke.mutate(secret.secret_id)}
                    />
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroller>
            {rows.length === 1 ? (
              <Text size="sm" c="dimmed">
                {messages.credOnlySecretStays}
              </Text>
            ) : (
              <Text size="sm" c="dimmed">
                {messages.credTwoSecretsAtMost}
              </Text>
            )}
            <SecretExpiryFields value={expiry} onChange={setExpiry} disabled={rows.length >= MAX_SECRETS} />
            <Group>
              <Button
                ref={addButton}
                leftSection={<IconPlus size={16} aria-hidden />}
                variant="light"
                disabled={rows.length >= MAX_SECRETS}
                loading={add.isPending}
                onClick={() => add.mutate()}
              >
                {messages.credAddSecret}
              </Button>
            </Group>
          </Stack>
        )}
      </QueryStates>
      <KeySetSection client={client} />
      {onClose ? (
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {messages.credSecretsDone}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

interface SecretRowProps {
  secret: ClientSecretItem;
  n: number;
  only: boolean;
  confirming: boolean;
  revoking: boolean;
  onAsk: () => void;
  onKeep: () => void;
  onRevoke: () => void;
}

/** One secret; revoking asks first, in the row itself (a dialog over this dialog would hide it). */
function SecretRow({ secret, n, only, confirming, revoking, onAsk, onKeep, onRevoke }: SecretRowProps) {
  return (
    <Table.Tr>
      <Table.Td data-label={messages.credSecrets}>{messages.credSecretNumber({ n })}</Table.Td>
      <Table.Td data-label={messages.credSecretCreated}>{unixGmt(secret.created_at)}</Table.Td>
      <Table.Td data-label={messages.credSecretLastUsed}>
        {secret.last_used_at === null ? messages.credSecretNeverUsed : unixGmt(secret.last_used_at)}
      </Table.Td>
      <Table.Td data-label={messages.credSecretExpires}>
        <Group gap={6}>
          <span>{secret.expires_at === null ? messages.credSecretNoExpiry : unixGmt(secret.expires_at)}</span>
          <SecretsStateBadge state={secret.state} />
        </Group>
      </Table.Td>
      <Table.Td data-label={messages.credRevokeSecret}>
        {confirming ? (
          <Stack gap={4} role="group" aria-label={messages.credRevokeSecretNumber({ n })}>
            <Text size="sm">{messages.credRevokeSecretQuestion({ n })}</Text>
            <Group gap="xs" wrap="nowrap">
              <Button size="xs" color="red" loading={revoking} onClick={onRevoke} data-autofocus>
                {messages.credRevokeSecretNumber({ n })}
              </Button>
              <Button size="xs" variant="default" onClick={onKeep}>
                {messages.credKeepSecret}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Button
            size="xs"
            variant="light"
            color="red"
            disabled={only}
            aria-label={messages.credRevokeSecretNumber({ n })}
            onClick={onAsk}
          >
            {messages.credRevokeSecret}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** "Expired" or "Expires soon", for a secret or for a client whose secret is; nothing otherwise. */
export function SecretsStateBadge({ state }: { state: ClientSecretItem['state'] | undefined }) {
  if (state === 'expired')
    return (
      <Badge color="red.8" variant="filled">
        {messages.credExpired}
      </Badge>
    );
  if (state === 'expires_soon')
    return (
      <Badge color="var(--ddp-color-warning-text)" variant="outline">
        {messages.credExpiresSoon}
      </Badge>
    );
  return null;
}
