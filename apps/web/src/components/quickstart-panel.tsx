import { messages } from '@ddp/contract';
import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ownClientsQuery } from '../lib/own-credentials-api';
import { useSession } from '../lib/session-store';
import { useClientChoice } from '../lib/use-client-choice';
import { ClientSelect, OwnClientStates } from './own-client-states';
import { Panel } from './panel';
import { Quickstart } from './quickstart';

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
        <OwnClientStates
          query={clients}
          noClients={{
            before: messages.kitGetATokenAndCall,
            link: messages.kitGenerateAClientUnderCredentials,
            after: messages.kitAndTheExamplesAppearThere,
          }}
        >
          {() =>
            clientId ? (
              <>
                {options.length > 1 ? (
                  <ClientSelect
                    label={messages.kitClientForTheExamples}
                    options={options}
                    value={clientId}
                    onChange={choose}
                  />
                ) : null}
                <Quickstart clientId={clientId} order={3} />
              </>
            ) : null
          }
        </OwnClientStates>
      </Stack>
    </Panel>
  );
}
