import { messages } from '@ddp/contract';
import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ownClientsQuery } from '../lib/own-credentials-api';
import { useSession } from '../lib/session-store';
import { useClientChoice } from '../lib/use-client-choice';
import { ClientSelect, OwnClientStates } from './own-client-states';
import { Panel } from './panel';
import { type HeightByWidth, Quickstart } from './quickstart';

/**
 * How tall the examples under the quickstart's title are on the API documentation and Front-end
 * Apps screens, measured with a client (1,201 px at 390 px wide, 1,122 at 412, 843 at 576, 993 at
 * 768 where the side menu appears, 753 at 1024, 727 at 1280): their placeholder is as tall, so the
 * Try it panel and the documents below do not jump when they arrive (docs/web.md).
 */
const EXAMPLES_HEIGHT: HeightByWidth = { base: 1150, xs: 840, sm: 990, md: 750, lg: 730 };

/**
 * The quickstart as a panel of its own, for screens that show no secret (API documentation,
 * Front-end Apps): one of the reader's clients is filled in, the secret is a placeholder.
 * `onDrawn` is called once the panel shows its examples, or why there are none.
 */
export function QuickstartPanel({ onDrawn }: { onDrawn?: () => void }) {
  const { consumerId = '' } = useSession();
  const clients = useQuery(ownClientsQuery(consumerId));
  const { options, clientId, choose } = useClientChoice(clients.data);
  // Without a client to show examples for, the panel is drawn once the list has answered.
  const drawnWithoutExamples = clients.isError || (clients.isSuccess && !clientId);
  useEffect(() => {
    if (drawnWithoutExamples) onDrawn?.();
  }, [drawnWithoutExamples, onDrawn]);

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
                <Quickstart
                  clientId={clientId}
                  order={3}
                  placeholderHeight={EXAMPLES_HEIGHT}
                  onDrawn={onDrawn}
                />
              </>
            ) : null
          }
        </OwnClientStates>
      </Stack>
    </Panel>
  );
}
