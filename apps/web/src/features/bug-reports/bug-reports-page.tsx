import { messages } from '@ddp/contract';
import { Tabs } from '@mantine/core';
import { IconBug, IconList } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DismissibleAlert } from '../../components/dismissible-alert';
import { HomeScreen } from '../../components/home-screen';
import { MutationErrorAlert } from '../../components/mutation-error-alert';
import { Panel } from '../../components/panel';
import { ScrollingTabList } from '../../components/scrolling-tab-list';
import { useSession } from '../../lib/session-store';
import { bugReportKeys, sendReport } from './bug-reports-api';
import { IssuesPanel } from './issues-panel';
import { type IssueDraft, SubmitIssueForm } from './submit-issue-form';

const LIST_TAB = 'list';
const SUBMIT_TAB = 'submit';

/** /home/view-report-bugs (spec section 2): the caller's issues, and a form to report one. */
export default function BugReportsPage() {
  const { consumerId = '', email = '' } = useSession();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState(LIST_TAB);
  // A fresh form after each report, so the next one starts empty.
  const [formKey, setFormKey] = useState(0);
  const mutation = useMutation({
    mutationFn: (draft: IssueDraft) => sendReport({ ...draft, consumerId, email }),
    onSuccess: async () => {
      setFormKey((key) => key + 1);
      // Spec section 4: after 'Sent' the page reloads; the list shows the new report as Pending.
      await queryClient.invalidateQueries({ queryKey: bugReportKeys.all });
      setTab(LIST_TAB);
    },
  });

  return (
    <HomeScreen title={messages.titleBugReports} intro={messages.bugsTellTheTechnicalTeamWhat} width={1100}>
      {mutation.isSuccess ? (
        <DismissibleAlert kind="success" title={messages.bugReportSentTitle} onClose={mutation.reset}>
          {messages.bugReportSent}
        </DismissibleAlert>
      ) : null}
      <MutationErrorAlert mutation={mutation} />

      <Panel>
        <Tabs value={tab} onChange={(value) => setTab(value ?? LIST_TAB)}>
          <ScrollingTabList active={tab} mb="lg">
            <Tabs.Tab value={LIST_TAB} leftSection={<IconList size={16} aria-hidden />}>
              {messages.bugsListOfIssues}
            </Tabs.Tab>
            <Tabs.Tab value={SUBMIT_TAB} leftSection={<IconBug size={16} aria-hidden />}>
              {messages.bugsSubmitIssue}
            </Tabs.Tab>
          </ScrollingTabList>
          <Tabs.Panel value={LIST_TAB}>
            <IssuesPanel consumerId={consumerId} />
          </Tabs.Panel>
          <Tabs.Panel value={SUBMIT_TAB} keepMounted>
            <SubmitIssueForm
              key={formKey}
              sending={mutation.isPending}
              onSend={(draft) => {
                mutation.reset();
                mutation.mutate(draft);
              }}
            />
          </Tabs.Panel>
        </Tabs>
      </Panel>
    </HomeScreen>
  );
}
