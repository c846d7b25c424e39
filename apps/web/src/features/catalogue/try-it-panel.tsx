import { messages } from '@ddp/contract';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconKey, IconPlayerPlay } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { DismissibleAlert } from '../../components/dismissible-alert';
import { ClientSelect, OwnClientStates } from '../../components/own-client-states';
import { Panel } from '../../components/panel';
import { formatGmt } from '../../lib/format-gmt';
import { issueAccessToken, ownClientsQuery } from '../../lib/own-credentials-api';
import { useClientChoice } from '../../lib/use-client-choice';

/** The token the viewer sends on 'Try it out', and whose client it came from. */
export interface TryItToken {
  value: string;
  clientName: string;
  expiresAt: number;
}

interface TryItPanelProps {
  consumerId: string;
  token: TryItToken | null;
  onToken: (token: TryItToken | null) => void;
}

/**
 * 'Try it with my credentials': one of the reader's own clients gets a fresh access token from
 * the token service (no secret is typed or shown), and the viewer sends it on 'Try it out'.
 */
export function TryItPanel({ consumerId, token, onToken }: TryItPanelProps) {
  // Only the caller's own clients can mint a token for 'Try it out'.
  const clients = useQuery(ownClientsQuery(consumerId));
  const { options, clientId, choose } = useClientChoice(clients.data);
  const issue = useMutation({
    mutationFn: (id: string) => issueAccessToken(id),
    onSuccess: (issued, id) =>
      onToken({
        value: issued.access_token,
        clientName: clients.data?.find((client) => client.client_id === id)?.name ?? id,
        expiresAt: Date.now() + issued.expires_in * 1000,
      }),
  });
  const expired = useExpired(token);

  return (
    <Panel>
      <Stack gap="sm">
        <Group gap="xs">
          <IconKey size={20} aria-hidden />
          <Title order={2} fz={18}>
            {messages.docsTryItWithMyCredentials}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {messages.docsPickOneOfYourClients}
        </Text>
        <OwnClientStates
          query={clients}
          noClients={{
            before: messages.docsYouHaveNoClientsYet,
            link: messages.docsGenerateOneUnderCredentials,
            after: messages.docsThenComeBackHere,
          }}
        >
          {() => (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                if (clientId) issue.mutate(clientId);
              }}
            >
              <Group align="flex-end" gap="sm">
                <ClientSelect
                  label={messages.docsClientForTryItOut}
                  options={options}
                  value={clientId}
                  onChange={choose}
                />
                <Button type="submit" loading={issue.isPending} leftSection={<IconPlayerPlay size={16} />}>
                  {messages.docsUseMyCredentials}
                </Button>
              </Group>
            </form>
          )}
        </OwnClientStates>
        {issue.error ? <DismissibleAlert kind="error">{issue.error.message}</DismissibleAlert> : null}
        {token && !issue.isPending ? (
          <DismissibleAlert kind={expired ? 'info' : 'success'} onClose={() => onToken(null)}>
            {expired
              ? messages.docsTheAccessTokenOfHas({ clientName: token.clientName })
              : messages.docsAnAccessTokenOfIs({
                  clientName: token.clientName,
                  value: formatGmt(new Date(token.expiresAt).toISOString()),
                })}
          </DismissibleAlert>
        ) : null}
      </Stack>
    </Panel>
  );
}

/** True once the token's lifetime is over, so the notice can say so without a reload. */
function useExpired(token: TryItToken | null): boolean {
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    setExpired(false);
    if (!token) return;
    const timer = setTimeout(() => setExpired(true), Math.max(0, token.expiresAt - Date.now()));
    return () => clearTimeout(timer);
  }, [token]);
  return expired;
}
