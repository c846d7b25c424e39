import { messages } from '@ddp/contract';
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { loadBodyOf } from '../../components/load-state';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { LoadingState } from '../../components/query-states';
import { AuditTable } from './audit-table';
import type { useAuditLog } from './use-audit-log';

interface AuditResultsProps {
  log: ReturnType<typeof useAuditLog>;
  /** Filters narrow the log: an empty answer says that none match, not that there are none. */
  filtered: boolean;
}

/**
 * The events under the filters: placeholders while the first page loads, the empty line, or the
 * table with 'Show older events'. A failure shows its alert with 'Try again' and never the empty
 * line; a page of older events that fails keeps the rows above it and asks for that page again.
 */
export function AuditResults({ log, filtered }: AuditResultsProps) {
  const { query, events } = log;
  const olderFailed = query.isFetchNextPageError;
  const failed = query.error !== null && !olderFailed;
  const body = loadBodyOf(events, failed, (loaded) => loaded.length === 0);
  const firstNew = useRef<HTMLTableRowElement>(null);
  const [firstOfPage, setFirstOfPage] = useState<number | null>(null);
  const focusPending = useRef(false);

  // After 'Show older events' the focus goes to the first of them, where the reading goes on; the
  // button may be gone with the last page.
  // The rows may render after the call's promise settles: the focus waits for the row.
  const shown = events?.length ?? 0;
  useEffect(() => {
    if (firstOfPage === null || !focusPending.current || shown <= firstOfPage || !firstNew.current) return;
    focusPending.current = false;
    firstNew.current.focus();
  }, [firstOfPage, shown]);

  const showOlder = async () => {
    const result = await query.fetchNextPage();
    const now = result.data?.pages.reduce((count, page) => count + page.data.length, 0) ?? 0;
    if (!result.isError && now > shown) {
      focusPending.current = true;
      setFirstOfPage(shown);
    }
  };

  return (
    <Stack gap="md">
      <QueryErrorAlert
        query={
          olderFailed
            ? { error: query.error, refetch: () => void showOlder(), isFetching: query.isFetchingNextPage }
            : query
        }
        text={messages.auditLoadFailed}
      />
      {body === 'loading' ? (
        <LoadingState label={messages.auditLoading}>
          <Stack gap="xs">
            <Skeleton height={36} radius="sm" />
            <Skeleton height={36} radius="sm" />
            <Skeleton height={36} radius="sm" />
          </Stack>
        </LoadingState>
      ) : null}
      {body === 'empty' ? (
        <Text c="dimmed" py="md">
          {filtered ? messages.auditEmptyFiltered : messages.auditEmpty}
        </Text>
      ) : null}
      {body === 'content' && events ? (
        <>
          <AuditTable
            events={events}
            stale={query.isPlaceholderData}
            firstNewRow={firstOfPage === null ? undefined : { index: firstOfPage, ref: firstNew }}
          />
          {query.hasNextPage && !olderFailed ? (
            <Group justify="center">
              <Button
                variant="default"
                leftSection={<IconChevronDown size={16} aria-hidden />}
                loading={query.isFetchingNextPage}
                onClick={() => void showOlder()}
              >
                {messages.auditShowOlder}
              </Button>
            </Group>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
