import { roleOf } from '@ddp/contract';
import { Button, Group, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { DismissibleAlert } from '../../components/dismissible-alert';
import { updateSession, useSession } from '../../lib/session-store';
import { InvitePanel } from './invite-panel';
import { MembersPanel } from './members-panel';
import { fetchAdminStatus, teamKeys } from './teams-api';
import { useTeamIds } from './use-team-ids';

// Spec section 4: tab index 0 is the list, 1 the invitation.
const LIST_TAB = '0';
const INVITE_TAB = '1';

/** /home/view-teams: the admin status first, then the list (spec section 2). */
export default function TeamsPage() {
  const ids = useTeamIds();
  const { isAdmin } = useSession();
  const [tab, setTab] = useState<string>(LIST_TAB);
  const listTab = useRef<HTMLButtonElement>(null);
  const focusList = useCallback(() => listTab.current?.focus(), []);
  const admin = useQuery({
    queryKey: teamKeys.adminStatus(ids.consumerId),
    queryFn: () => fetchAdminStatus(ids.consumerId),
    enabled: ids.consumerId !== '',
  });
  const isOwner = roleOf(admin.data?.adminValue) === 'Owner';

  // The server's answer is kept as the session's is-admin flag (spec section 6).
  useEffect(() => {
    if (admin.data && isAdmin !== isOwner) updateSession({ isAdmin: isOwner });
  }, [admin.data, isAdmin, isOwner]);

  const activeTab = isOwner ? tab : LIST_TAB;
  // The hidden invitation form renders after the list, in slices, not in the same long task.
  const inviteReady = useDeferredValue(isOwner, false);

  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Title order={1} fz={28}>
          Teams
        </Title>
        <Text c="dimmed" size="sm">
          The members of your company and their roles.
        </Text>
      </div>

      {admin.error ? (
        <DismissibleAlert kind="error">
          <Group justify="space-between" gap="sm">
            {admin.error.message}
            <Button size="xs" variant="white" color="red" onClick={() => admin.refetch()}>
              Try again
            </Button>
          </Group>
        </DismissibleAlert>
      ) : null}

      {admin.error && !admin.data ? null : (
        <Paper withBorder radius="lg" shadow="xs" p={{ base: 'md', sm: 'lg' }}>
          {admin.data ? (
            <Tabs value={activeTab} onChange={(value) => setTab(value ?? LIST_TAB)}>
              <Tabs.List mb="lg">
                <Tabs.Tab ref={listTab} value={LIST_TAB} leftSection={<IconUsers size={16} aria-hidden />}>
                  List of Users
                </Tabs.Tab>
                {isOwner ? (
                  <Tabs.Tab value={INVITE_TAB} leftSection={<IconUserPlus size={16} aria-hidden />}>
                    Send Invite
                  </Tabs.Tab>
                ) : null}
              </Tabs.List>
              <Tabs.Panel value={LIST_TAB}>
                <MembersPanel ids={ids} isOwner={isOwner} onRowRemoved={focusList} />
              </Tabs.Panel>
              {isOwner ? (
                <Tabs.Panel value={INVITE_TAB}>
                  {inviteReady ? (
                    <InvitePanel
                      consumerId={ids.consumerId}
                      multiConsumer={admin.data.multi_consumers_auth}
                    />
                  ) : null}
                </Tabs.Panel>
              ) : null}
            </Tabs>
          ) : (
            <Stack gap="md" aria-busy="true" aria-label="Loading the team">
              <Skeleton height={32} width={260} radius="md" />
              <Skeleton height={220} radius="md" />
            </Stack>
          )}
        </Paper>
      )}
    </Stack>
  );
}
