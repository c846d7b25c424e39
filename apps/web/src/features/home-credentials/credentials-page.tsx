import { messages } from '@ddp/contract';
import { Card, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { DismissibleAlert } from '../../components/dismissible-alert';
import { fetchPersonalDetails, personalDetailsKey } from '../../lib/personal-details-api';
import { useSession } from '../../lib/session-store';

/**
 * Placeholder of the credentials screen: it greets the user with data from a signed-in call,
 * which proves the session works end to end. The credential tabs come with their own issue.
 */
export default function CredentialsPage() {
  const { email = '' } = useSession();
  const details = useQuery({
    queryKey: personalDetailsKey(email),
    queryFn: () => fetchPersonalDetails(email),
    enabled: email !== '',
  });

  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={1} fz={28}>
          Credentials
        </Title>
        <Text c="dimmed" size="sm">
          OAuth 2.0 client credentials of your applications.
        </Text>
      </div>

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
    </Stack>
  );
}
