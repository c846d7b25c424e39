import { messages, routes } from '@ddp/contract';
import { Button, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconKey, IconPlayerPlay } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { DismissibleAlert } from '../../components/dismissible-alert';
import { Panel } from '../../components/panel';
import { QueryStates } from '../../components/query-states';
import { RouterAnchor } from '../../components/router-anchor';
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
        <QueryStates
          query={clients}
          loadingLabel={messages.kitLoadingYourClients}
          loading={<Skeleton height={36} maw={520} />}
          isEmpty={(own) => own.length === 0}
          empty={
            <Text size="sm">
              {messages.docsYouHaveNoClientsYet}{' '}
              <RouterAnchor to={routes.viewCredentials}>
                {messages.docsGenerateOneUnderCredentials}
              </RouterAnchor>
              {messages.docsThenComeBackHere}
            </Text>
          }
        >
          {() => (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                if (clientId) issue.mutate(clientId);
              }}
            >
              <Group align="flex-end" gap="sm">
                <Select
                  label={messages.docsClientForTryItOut}
                  data={options}
                  value={clientId}
                  onChange={choose}
                  allowDeselect={false}
                  w={{ base: '100%', sm: 420 }}
                  // Built on opening: see the service select in catalogue-section.tsx.
                  comboboxProps={{ keepMounted: false }}
                />
                <Button type="submit" loading={issue.isPending} leftSection={<IconPlayerPlay size={16} />}>
                  {messages.docsUseMyCredentials}
                </Button>
              </Group>
            </form>
          )}
        </QueryStates>
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
