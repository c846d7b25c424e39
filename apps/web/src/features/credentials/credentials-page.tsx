import { messages } from '@ddp/contract';
import {
  Badge,
  Card,
  Group,
  Skeleton,
  Stack,
  Tabs,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DismissibleAlert } from '../../components/dismissible-alert';
import { HomeScreen } from '../../components/home-screen';
import { fetchPersonalDetails, personalDetailsKey } from '../../lib/personal-details-api';
import { useSession } from '../../lib/session-store';
import { credentialKeys, fetchTransferred } from './credentials-api';
import { GenerateTab } from './generate-tab';
import { OneTimeTab } from './one-time-tab';
import { PersonalTab } from './personal-tab';
import { TeamTab } from './team-tab';

const TABS = ['personal', 'generate', 'team', 'one-time'];

/**
 * The credentials screen (spec section 2): a greeting, then the four tabs. `?tab=one-time` (the
 * link in the mail about a transfer) opens that tab; its badge counts the secrets waiting there.
 */
export default function CredentialsPage() {
  const { email = '' } = useSession();
  const [search] = useSearchParams();
  const asked = search.get('tab');
  const [tab, setTab] = useState<string | null>(asked && TABS.includes(asked) ? asked : 'personal');
  const transferred = useQuery({
    queryKey: credentialKeys.transferred(email),
    queryFn: () => fetchTransferred(email),
    enabled: email !== '',
  });
  const waiting = transferred.data?.length ?? 0;
  const personalTab = useRef<HTMLButtonElement>(null);
  const details = useQuery({
    queryKey: personalDetailsKey(email),
    queryFn: () => fetchPersonalDetails(email),
    enabled: email !== '',
  });

  return (
    <HomeScreen title="Credentials" intro="OAuth 2.0 client credentials of your applications." width={960}>
      {details.error ? <DismissibleAlert kind="error">{details.error.message}</DismissibleAlert> : null}

      <Card withBorder radius="lg" padding="xl" shadow="xs">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={44} radius="md" variant="light">
            <IconKey size={24} aria-hidden />
          </ThemeIcon>
          <Stack gap={4} style={{ flex: 1 }}>
            {details.isPending && !details.error ? (
              <>
                <Skeleton height={24} width="40%" />
                <Skeleton height={14} width="70%" mt={6} />
              </>
            ) : details.data ? (
              <>
                <Title order={2} fz={20}>
                  {messages.greeting(details.data.firstname)}
                </Title>
                <Text c="dimmed" size="sm">
                  Signed in as {details.data.email}
                  {details.data.companyname ? ` · ${details.data.companyname}` : ''}
                </Text>
              </>
            ) : null}
          </Stack>
        </Group>
      </Card>

      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="personal" ref={personalTab}>
            View Personal Credentials
          </Tabs.Tab>
          <Tabs.Tab value="generate">Generate OAuth2.0 Credentials</Tabs.Tab>
          <Tabs.Tab value="team">View Team's Credentials</Tabs.Tab>
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
            View Secret(1-time)
            {waiting > 0 ? (
              <VisuallyHidden>{`(${waiting} ${waiting === 1 ? 'secret' : 'secrets'} waiting to be viewed)`}</VisuallyHidden>
            ) : null}
          </Tabs.Tab>
        </Tabs.List>
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
