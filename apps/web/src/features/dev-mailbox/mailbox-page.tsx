import { messages } from '@ddp/contract';
import { Badge, Button, Grid, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconInbox, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DismissibleAlert } from '../../components/dismissible-alert';
import { QueryStates } from '../../components/query-states';
import { ApiError } from '../../lib/api-client';
import { formatMailDate } from './mail-date';
import { fetchMailbox, mailboxKey } from './mailbox-api';
import { MessageView } from './message-view';

/** The outbox of a portal without an SMTP server, newest first, for trying sign-up locally. */
export default function MailboxPage() {
  const mailbox = useQuery({ queryKey: mailboxKey, queryFn: fetchMailbox, retry: false });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const list = mailbox.data ?? [];
  const selected = list.find((message) => message.id === selectedId) ?? list[0];
  const off = mailbox.error instanceof ApiError && mailbox.error.status === 404;

  return (
    <Stack gap="lg">
      <title>{messages.documentTitle(messages.titleDevMailbox)}</title>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz={28}>
            {messages.titleDevMailbox}
          </Title>
          <Text c="dimmed" size="sm">
            Mail the portal has sent, kept here because no mail server is configured.
          </Text>
        </div>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => mailbox.refetch()}
          loading={mailbox.isFetching}
        >
          Refresh
        </Button>
      </Group>

      {off ? <DismissibleAlert kind="info">{messages.devMailboxOff}</DismissibleAlert> : null}
      {off ? null : (
        <QueryStates
          query={mailbox}
          loadingLabel="Loading the mail"
          isEmpty={(mail) => mail.length === 0}
          empty={
            <Paper withBorder p="xl" radius="lg" ta="center">
              <IconInbox size={32} aria-hidden color="var(--mantine-color-gray-5)" />
              <Text c="dimmed">{messages.devMailboxEmpty}</Text>
            </Paper>
          }
        >
          {() => (
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 4 }}>
                <Paper withBorder radius="lg" p={4} component="nav" aria-label="Messages">
                  <Stack gap={2} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                    {list.map((message) => {
                      const active = message.id === selected?.id;
                      return (
                        <li key={message.id}>
                          <UnstyledButton
                            onClick={() => setSelectedId(message.id)}
                            aria-current={active ? 'true' : undefined}
                            w="100%"
                            p="sm"
                            style={{
                              borderRadius: 'var(--mantine-radius-md)',
                              background: active ? 'var(--mantine-color-indigo-light)' : undefined,
                            }}
                          >
                            <Text fw={600} size="sm" lineClamp={1}>
                              {message.subject}
                            </Text>
                            <Text size="xs" c="dimmed" lineClamp={1}>
                              {message.to}
                            </Text>
                            <Group gap={6} mt={4}>
                              <Text size="xs" c="dimmed">
                                {formatMailDate(message.createdAt)}
                              </Text>
                              {message.attachments.length > 0 ? (
                                <Badge size="xs" variant="light">
                                  {message.attachments.length} attachment
                                  {message.attachments.length > 1 ? 's' : ''}
                                </Badge>
                              ) : null}
                            </Group>
                          </UnstyledButton>
                        </li>
                      );
                    })}
                  </Stack>
                </Paper>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 8 }}>
                {selected ? <MessageView message={selected} /> : null}
              </Grid.Col>
            </Grid>
          )}
        </QueryStates>
      )}
    </Stack>
  );
}
