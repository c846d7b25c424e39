import type { BugListOrder, BugReportItem } from '@ddp/contract';
import { messages } from '@ddp/contract';
import { Stack } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useServerPager } from '../../components/use-server-pager';
import { reportsQuery } from './bug-reports-queries';
import { IssueDetailModal } from './issue-detail-modal';
import { IssuesTable } from './issues-table';

/** The 'List of issues' tab: the caller's reports, 10 a page, newest or oldest first. */
export function IssuesPanel({ consumerId }: { consumerId: string }) {
  const [page, setPage] = useState(1);
  const [order, setOrder] = useState<BugListOrder>('desc');
  const [issue, setIssue] = useState<BugReportItem>();
  const [open, setOpen] = useState(false);
  const list = useQuery({
    ...reportsQuery(consumerId, page, order),
    placeholderData: keepPreviousData,
    enabled: consumerId !== '',
  });

  const pager = useServerPager(messages.bugsIssueListPages, page, setPage, list.data);

  return (
    <Stack gap="md">
      <IssuesTable
        issues={list.data?.message}
        query={list}
        order={order}
        stale={list.isPlaceholderData}
        pager={pager}
        onSort={() => {
          setOrder((current) => (current === 'desc' ? 'asc' : 'desc'));
          setPage(1);
        }}
        onOpen={(chosen) => {
          setIssue(chosen);
          setOpen(true);
        }}
      />
      <IssueDetailModal opened={open} issue={issue} onClose={() => setOpen(false)} />
    </Stack>
  );
}
