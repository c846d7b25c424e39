import { messages } from '@ddp/contract';
import { Badge, Stack, Tabs, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { HomeScreen } from '../../components/home-screen';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { ScrollingTabList } from '../../components/scrolling-tab-list';
import { personalDetailsQuery } from '../../lib/personal-details-api';
import { useSession } from '../../lib/session-store';
import { credentialQueries, tabNamedIn } from './credentials-queries';
import { GenerateTab } from './generate-tab';
import { OneTimeTab } from './one-time-tab';
import { PersonalTab } from './personal-tab';
import { StartPanel } from './start-panel';
import { TeamTab } from './team-tab';

/**
 * The credentials screen (spec section 2), the signed-in home: the start page (checklist and
 * counts), then the four tabs. The `tab` query parameter names the open tab, so that a link (the
 * start page's counts, the mail about a transfer) can lead to one. The one-time tab's badge counts
 * the secrets waiting there.
 */
export default function CredentialsPage() {
  const { email = '', consumerId = '' } = useSession();
  const location = useLocation();
  const [tab, setTab] = useState<string | null>(() => tabNamedIn(location.search) ?? 'personal');
  // A link to a tab (each navigation, even to the same address) opens it; choosing a tab here
  // leaves the address alone, so the arrow keys never race a navigation.
  useEffect(() => {
    const named = tabNamedIn(location.search);
    if (named) setTab(named);
  }, [location]);
  const transferred = useQuery({ ...credentialQueries.transferred(email), enabled: email !== '' });
  const waiting = transferred.data?.length ?? 0;
  const personalTab = useRef<HTMLButtonElement>(null);
  const details = useQuery({ ...personalDetailsQuery(email), enabled: email !== '' });

  return (
    <HomeScreen title={messages.titleCredentials} intro={messages.credOauth20ClientCredentials} width={960}>
      <QueryErrorAlert query={details} />

      <StartPanel
        consumerId={consumerId}
        heading={details.data ? messages.greeting(details.data.firstname) : messages.credWelcome}
      />

      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <ScrollingTabList active={tab}>
          <Tabs.Tab value="personal" ref={personalTab}>
            {messages.credViewPersonalCredentials}
          </Tabs.Tab>
          <Tabs.Tab value="generate">{messages.credGenerateOauth20Credentials}</Tabs.Tab>
          <Tabs.Tab value="team">{messages.credViewTeamSCredentials}</Tabs.Tab>
          <Tabs.Tab
            value="one-time"
            rightSection={
              waiting > 0 ? (
                <Badge size="sm" circle color="indigo" aria-hidden data-testid="one-time-count">
                  {waiting}
                </Badge>
              ) : null
            }
          >
            {messages.credViewSecret1Time}
            {waiting > 0 ? (
              <VisuallyHidden>{`(${waiting} ${waiting === 1 ? 'secret' : 'secrets'} waiting to be viewed)`}</VisuallyHidden>
            ) : null}
          </Tabs.Tab>
        </ScrollingTabList>
        <Tabs.Panel value="personal" pt="md">
          <Stack>
            <PersonalTab
              onRowRemoved={() => {
                setTab('personal');
                personalTab.current?.focus();
              }}
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="generate" pt="md">
          <GenerateTab
            onDone={() => {
              setTab('personal');
              // The closed dialog cannot give the focus back to the form: that tab is gone.
              requestAnimationFrame(() => personalTab.current?.focus());
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="team" pt="md">
          <TeamTab />
        </Tabs.Panel>
        <Tabs.Panel value="one-time" pt="md">
          <Stack>
            <OneTimeTab />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </HomeScreen>
  );
}
