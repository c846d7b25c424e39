import { type AdvancedRequestItem, messages } from '@ddp/contract';
import { Alert, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconListDetails, IconLock, IconSend } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DismissibleAlert } from '../../components/dismissible-alert';
import { HomeScreen } from '../../components/home-screen';
import { Panel } from '../../components/panel';
import { QueryStates } from '../../components/query-states';
import { ScrollingTabList } from '../../components/scrolling-tab-list';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/session-store';
import { useAdminStatus } from '../../lib/use-admin-status';
import { advancedRequestKeys } from './advanced-requests-api';
import { requestsQuery } from './advanced-requests-queries';
import { RequestsTable } from './requests-table';
import { SendRequestForm } from './send-request-form';
import { UseCaseModal } from './use-case-modal';

const LIST_TAB = 'view';
const SEND_TAB = 'send';

/** /home/request-advanced-services: Owners only (spec section 6); the server checks it as well. */
export default function AdvancedRequestsPage() {
  const { consumerId = '' } = useSession();
  const { admin, isOwner } = useAdminStatus(advancedRequestKeys.adminStatus(consumerId));

  return (
    <HomeScreen
      title={messages.titleAdvancedRequests}
      intro={messages.advancedAskForAccessToAdvanced}
      width={1100}
    >
      <QueryStates
        query={admin}
        loadingLabel={messages.advancedLoadingYourRole}
        loading={
          <Stack gap="md">
            <Skeleton height={32} width={260} radius="md" />
            <Skeleton height={180} radius="md" />
          </Stack>
        }
      >
        {() => (isOwner ? <RequestsTabs consumerId={consumerId} /> : <NotAuthorized />)}
      </QueryStates>
    </HomeScreen>
  );
}

function NotAuthorized() {
  return (
    <Alert color="yellow" icon={<IconLock size={20} aria-hidden />} role="status">
      {messages.notAuthorizedAdvanced}
    </Alert>
  );
}

function RequestsTabs({ consumerId }: { consumerId: string }) {
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<string | null>(LIST_TAB);
  const [sent, setSent] = useState<string | null>(null);
  const [viewing, setViewing] = useState<AdvancedRequestItem | null>(null);
  const list = useQuery(requestsQuery(consumerId));

  // A role taken away meanwhile: the server refuses, and the screen says why.
  if (list.error instanceof ApiError && list.error.status === 403) return <NotAuthorized />;

  return (
    <Panel>
      <Tabs value={tab} onChange={setTab}>
        <ScrollingTabList active={tab} mb="lg">
          <Tabs.Tab value={LIST_TAB} leftSection={<IconListDetails size={16} aria-hidden />}>
            {messages.advancedViewRequests}
          </Tabs.Tab>
          <Tabs.Tab value={SEND_TAB} leftSection={<IconSend size={16} aria-hidden />}>
            {messages.advancedSendRequest}
          </Tabs.Tab>
        </ScrollingTabList>
        <Tabs.Panel value={LIST_TAB}>
          <Stack gap="md">
            {sent ? (
              <DismissibleAlert kind="success" onClose={() => setSent(null)}>
                {sent}
              </DismissibleAlert>
            ) : null}
            <QueryStates
              query={list}
              loadingLabel={messages.advancedLoadingYourRequests}
              loading={<Skeleton height={160} radius="md" />}
              isEmpty={(requests) => requests.length === 0}
              empty={<Text c="dimmed">{messages.advancedNoRequestsYetDescribeYour}</Text>}
            >
              {(requests) => <RequestsTable requests={requests} onView={setViewing} />}
            </QueryStates>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value={SEND_TAB}>
          <SendRequestForm
            consumerId={consumerId}
            onSent={() => {
              // Spec section 4: after submitting, the list refreshes and the first tab shows. The
              // notice is the catalogue's, in the screen's language (the server's reply is the same
              // text in the account's language, which may differ from the screen's).
              setSent(messages.advancedRequestSent);
              setTab(LIST_TAB);
              void queryClient.invalidateQueries({ queryKey: advancedRequestKeys.list(consumerId) });
            }}
          />
        </Tabs.Panel>
      </Tabs>
      <UseCaseModal request={viewing} onClose={() => setViewing(null)} />
    </Panel>
  );
}
