import { type BugListOrder, type BugReportItem, limits } from '@ddp/contract';
import { Button, Group, Stack } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { DismissibleAlert } from '../../components/dismissible-alert';
import { bugReportKeys, fetchReports } from './bug-reports-api';
import { IssueDetailModal } from './issue-detail-modal';
import { IssuesPager, pageCount } from './issues-pager';
import { IssuesTable } from './issues-table';

/** The 'List of issues' tab: the caller's reports, 10 a page, newest or oldest first. */
export function IssuesPanel({ consumerId }: { consumerId: string }) {
  const [page, setPage] = useState(1);
  const [order, setOrder] = useState<BugListOrder>('desc');
  const [issue, setIssue] = useState<BugReportItem>();
  const [open, setOpen] = useState(false);
  const list = useQuery({
    queryKey: bugReportKeys.list(consumerId, page, order),
    queryFn: () => fetchReports(consumerId, page, order),
    placeholderData: keepPreviousData,
    enabled: consumerId !== '',
  });

  const pageSize = list.data?.pageSize ?? limits.pageSize;
  useEffect(() => {
    if (!list.data) return;
    const last = pageCount(list.data.total, list.data.pageSize);
    if (page > last) setPage(last);
  }, [list.data, page]);

  return (
    <Stack gap="md">
      {list.error ? (
        <DismissibleAlert kind="error">
          <Group justify="space-between" gap="sm">
            {list.error.message}
            <Button size="xs" variant="white" color="red" onClick={() => list.refetch()}>
              Try again
            </Button>
          </Group>
        </DismissibleAlert>
      ) : null}
      {list.error && !list.data ? null : (
        <IssuesTable
          issues={list.data?.message}
          order={order}
          stale={list.isPlaceholderData}
          onSort={() => {
            setOrder((current) => (current === 'desc' ? 'asc' : 'desc'));
            setPage(1);
          }}
          onOpen={(chosen) => {
            setIssue(chosen);
            setOpen(true);
          }}
        />
      )}
      {list.data ? (
        <IssuesPager
          page={page}
          total={list.data.total}
          pageSize={pageSize}
          rows={list.data.message.length}
          onPage={setPage}
        />
      ) : null}
      <IssueDetailModal opened={open} issue={issue} onClose={() => setOpen(false)} />
    </Stack>
  );
}
