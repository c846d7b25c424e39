import { messages, routes } from '@ddp/contract';
import { Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ownClientsQuery } from '../lib/own-credentials-api';
import { useSession } from '../lib/session-store';
import { useClientChoice } from '../lib/use-client-choice';
import { Panel } from './panel';
import { QueryStates } from './query-states';
import { Quickstart } from './quickstart';
import { RouterAnchor } from './router-anchor';

/**
 * The quickstart as a panel of its own, for screens that show no secret (API documentation,
 * Front-end Apps): one of the reader's clients is filled in, the secret is a placeholder.
 */
export function QuickstartPanel() {
  const { consumerId = '' } = useSession();
  const clients = useQuery(ownClientsQuery(consumerId));
  const { options, clientId, choose } = useClientChoice(clients.data);

  return (
    <Panel component="section">
      <Stack gap="sm">
        <Title order={2} fz={18}>
          {messages.kitQuickstart}
        </Title>
        <QueryStates
          query={clients}
          loadingLabel={messages.kitLoadingYourClients}
          loading={<Skeleton height={36} maw={520} />}
          isEmpty={(own) => own.length === 0}
          empty={
            <Text size="sm">
              {messages.kitGetATokenAndCall}{' '}
              <RouterAnchor to={routes.viewCredentials}>
                {messages.kitGenerateAClientUnderCredentials}
              </RouterAnchor>
              {messages.kitAndTheExamplesAppearThere}
            </Text>
          }
        >
          {() =>
            clientId ? (
              <>
                {options.length > 1 ? (
                  <Select
                    label={messages.kitClientForTheExamples}
                    data={options}
                    value={clientId}
                    onChange={choose}
                    allowDeselect={false}
                    w={{ base: '100%', sm: 420 }}
                    comboboxProps={{ keepMounted: false }}
                  />
                ) : null}
                <Quickstart clientId={clientId} order={3} />
              </>
            ) : null
          }
        </QueryStates>
      </Stack>
    </Panel>
  );
}
