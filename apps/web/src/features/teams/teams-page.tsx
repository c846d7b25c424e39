import { messages } from '@ddp/contract';
import { Badge, Skeleton, Stack, Tabs, VisuallyHidden } from '@mantine/core';
import { IconMailForward, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useRef, useState } from 'react';
import { HomeScreen } from '../../components/home-screen';
import { Panel } from '../../components/panel';
import { QueryStates } from '../../components/query-states';
import { ScrollingTabList } from '../../components/scrolling-tab-list';
import { useAdminStatus } from '../../lib/use-admin-status';
import { InvitationsPanel } from './invitations-panel';
import { InvitePanel } from './invite-panel';
import { MembersPanel } from './members-panel';
import { teamKeys } from './teams-api';
import { teamQueries } from './teams-queries';
import { useTeamIds } from './use-team-ids';

// Spec section 4: tab index 0 is the list, 1 the invitation.
const LIST_TAB = '0';
const INVITE_TAB = '1';
// Ours: the invitations not answered yet (Owners).
const PENDING_TAB = '2';

/** /home/view-teams: the admin status first, then the list (spec section 2). */
export default function TeamsPage() {
  const ids = useTeamIds();
  const [tab, setTab] = useState<string>(LIST_TAB);
  const listTab = useRef<HTMLButtonElement>(null);
  const focusList = useCallback(() => listTab.current?.focus(), []);
  const { admin, isOwner } = useAdminStatus(teamKeys.adminStatus(ids.consumerId));

  const activeTab = isOwner ? tab : LIST_TAB;
  const pending = useQuery({ ...teamQueries.invitations(ids.consumerId), enabled: isOwner });
  const waiting = pending.data?.invitations.length ?? 0;
  // The hidden invitation form renders after the list, in slices, not in the same long task.
  const inviteReady = useDeferredValue(isOwner, false);

  return (
    <HomeScreen title={messages.titleTeams} intro={messages.teamTheMembersOfYourCompany} width={1100}>
      <QueryStates
        query={admin}
        loadingLabel={messages.teamLoadingTheTeam}
        loading={
          <Panel>
            <Stack gap="md">
              <Skeleton height={32} width={260} radius="md" />
              <Skeleton height={220} radius="md" />
            </Stack>
          </Panel>
        }
      >
        {(status) => (
          <Panel>
            <Tabs value={activeTab} onChange={(value) => setTab(value ?? LIST_TAB)}>
              <ScrollingTabList active={activeTab} mb="lg">
                <Tabs.Tab ref={listTab} value={LIST_TAB} leftSection={<IconUsers size={16} aria-hidden />}>
                  {messages.teamListOfUsers}
                </Tabs.Tab>
                {isOwner ? (
                  <Tabs.Tab value={INVITE_TAB} leftSection={<IconUserPlus size={16} aria-hidden />}>
                    {messages.teamSendInvite}
                  </Tabs.Tab>
                ) : null}
                {isOwner ? (
                  <Tabs.Tab
                    value={PENDING_TAB}
                    leftSection={<IconMailForward size={16} aria-hidden />}
                    rightSection={
                      waiting > 0 ? (
                        <Badge size="sm" circle aria-hidden>
                          {waiting}
                        </Badge>
                      ) : null
                    }
                  >
                    {messages.teamPendingInvitationsTab}
                    {waiting > 0 ? (
                      <VisuallyHidden>{`(${waiting} waiting for an answer)`}</VisuallyHidden>
                    ) : null}
                  </Tabs.Tab>
                ) : null}
              </ScrollingTabList>
              <Tabs.Panel value={LIST_TAB}>
                <MembersPanel ids={ids} isOwner={isOwner} onRowRemoved={focusList} />
              </Tabs.Panel>
              {isOwner ? (
                <Tabs.Panel value={INVITE_TAB}>
                  {inviteReady ? (
                    <InvitePanel consumerId={ids.consumerId} multiConsumer={status.multi_consumers_auth} />
                  ) : null}
                </Tabs.Panel>
              ) : null}
              {isOwner ? (
                <Tabs.Panel value={PENDING_TAB}>
                  {activeTab === PENDING_TAB ? <InvitationsPanel consumerId={ids.consumerId} /> : null}
                </Tabs.Panel>
              ) : null}
            </Tabs>
          </Panel>
        )}
      </QueryStates>
    </HomeScreen>
  );
}
