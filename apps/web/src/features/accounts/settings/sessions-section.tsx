import { messages, type SessionItem } from '@ddp/contract';
import { Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconDeviceDesktop, IconLogout } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DismissibleAlert } from '../../../components/dismissible-alert';
import { QueryStates } from '../../../components/query-states';
import { formatGmt } from '../../../lib/format-gmt';
import { useSession } from '../../../lib/session-store';
import { sessionsQuery } from './account-security-queries';
import { accountSecurityKeys, endOtherSessions, endSession } from './own-sessions-api';
import { SettingsSection } from './settings-section';

type Ending = { kind: 'one'; session: SessionItem } | { kind: 'others' };

const browserOf = (session: SessionItem) => session.browser ?? messages.sessionsUnknownBrowser;
const addressOf = (session: SessionItem) => session.address ?? messages.sessionsUnknownAddress;

/**
 * Settings' list of the account's sessions (issue 22, part 1): each with its browser, address and
 * times, this one first and marked; any other can be signed out, or all of them at once.
 */
export function SessionsSection() {
  const { consumerId = '' } = useSession();
  const queryClient = useQueryClient();
  // What the dialog asks stays while it fades out after the answer; `asking` opens and closes it.
  const [ending, setEnding] = useState<Ending>({ kind: 'others' });
  const [asking, setAsking] = useState(false);
  const ask = (what: Ending) => {
    setEnding(what);
    setAsking(true);
  };
  const [done, setDone] = useState<string>();
  const sessions = useQuery({ ...sessionsQuery(consumerId), enabled: consumerId !== '' });
  const end = useMutation({
    mutationFn: (what: Ending) =>
      what.kind === 'one' ? endSession(what.session.handle) : endOtherSessions(),
    onSuccess: (reply) => {
      setAsking(false);
      setDone(reply.message);
    },
    // Ended or not (another tab may have ended it first), the list and the log show what is now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSecurityKeys.all }),
  });
  const others = sessions.data?.data.filter((session) => !session.current).length ?? 0;

  return (
    <SettingsSection
      title={messages.sessionsTitle}
      titleId="sessions-title"
      action={
        <Button
          variant="default"
          leftSection={<IconLogout size={16} aria-hidden />}
          disabled={others === 0}
          onClick={() => ask({ kind: 'others' })}
        >
          {messages.sessionsSignOutOthers}
        </Button>
      }
    >
      <Text size="sm" c="dimmed" mb="md">
        {messages.sessionsIntro}
      </Text>
      {done ? (
        <DismissibleAlert kind="success" onClose={() => setDone(undefined)}>
          {done}
        </DismissibleAlert>
      ) : null}
      <QueryStates
        query={sessions}
        loadingLabel={messages.sessionsLoading}
        errorText={messages.sessionsLoadFailed}
        loading={<Skeleton height={148} radius="md" />}
      >
        {(reply) => (
          <Stack
            gap="sm"
            component="ul"
            aria-labelledby="sessions-title"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {reply.data.map((session) => (
              <SessionCard
                key={session.handle}
                session={session}
                onSignOut={() => ask({ kind: 'one', session })}
              />
            ))}
            {others === 0 ? (
              <Text size="sm" c="dimmed" component="li">
                {messages.sessionsOnlyThisOne}
              </Text>
            ) : null}
          </Stack>
        )}
      </QueryStates>
      <ConfirmDialog
        opened={asking}
        title={ending.kind === 'one' ? messages.sessionsConfirmOneTitle : messages.sessionsConfirmOthersTitle}
        confirmLabel={ending.kind === 'one' ? messages.sessionsSignOut : messages.sessionsSignOutOthers}
        danger
        action={end}
        onConfirm={() => end.mutate(ending)}
        onClose={() => setAsking(false)}
      >
        <Text size="sm">
          {ending.kind === 'one'
            ? messages.sessionsConfirmOne({
                browser: browserOf(ending.session),
                address: addressOf(ending.session),
              })
            : messages.sessionsConfirmOthers}
        </Text>
      </ConfirmDialog>
    </SettingsSection>
  );
}

function SessionCard({ session, onSignOut }: { session: SessionItem; onSignOut: () => void }) {
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconDeviceDesktop size={22} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <div>
            <Group gap="xs">
              <Text fw={600} size="sm" translate={session.browser ? 'no' : undefined}>
                {browserOf(session)}
              </Text>
              {session.current ? (
                <Badge variant="light" color="teal" size="sm">
                  {messages.sessionsThisSession}
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed">
              {messages.sessionsAddress}:{' '}
              <span translate={session.address ? 'no' : undefined}>{addressOf(session)}</span>
            </Text>
            <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {messages.sessionsStarted}:{' '}
              <time dateTime={session.startedAt}>{formatGmt(session.startedAt)}</time>
            </Text>
            <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {messages.sessionsLastActive}:{' '}
              <time dateTime={session.lastActiveAt}>{formatGmt(session.lastActiveAt)}</time>
            </Text>
            <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {messages.sessionsEnds}: <time dateTime={session.endsAt}>{formatGmt(session.endsAt)}</time>
            </Text>
          </div>
        </Group>
        {session.current ? null : (
          <Button
            variant="light"
            color="red"
            size="xs"
            onClick={onSignOut}
            aria-label={messages.sessionsSignOutNamed({
              browser: browserOf(session),
              address: addressOf(session),
            })}
          >
            {messages.sessionsSignOut}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
