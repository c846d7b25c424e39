import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { ApiError } from '../../lib/api-client';
import { updateSession, useSession } from '../../lib/session-store';
import { type AuditFilters, filterRequest } from './audit-filters';
import { auditLogKeys, fetchAuditPage } from './audit-log-api';

/** The screen shows this many events, then 'Show older events' asks for as many more. */
export const AUDIT_SCREEN_PAGE = 50;

/**
 * The log under the filters, a page at a time: each page after the first starts where the one
 * before ended (`next`). A change of filters keeps the rows shown, dimmed, until the new ones come.
 * The server's answer is the word on the caller's role: a refusal hides the menu entry, an answer
 * shows it (the session's is-admin flag, as the other Owners-only screens keep it).
 */
export function useAuditLog(filters: AuditFilters) {
  const { consumerId = '', isAdmin } = useSession();
  const query = useInfiniteQuery({
    queryKey: auditLogKeys.list(consumerId, filterRequest(filters)),
    queryFn: ({ pageParam, signal }) =>
      fetchAuditPage(
        { ...filterRequest(filters), ...(pageParam ? { before: pageParam } : {}), limit: AUDIT_SCREEN_PAGE },
        signal,
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.next,
    placeholderData: keepPreviousData,
  });
  const refused = query.error instanceof ApiError && query.error.status === 403;
  const answered = query.data !== undefined && !query.isPlaceholderData;
  useEffect(() => {
    if (refused && isAdmin !== false) updateSession({ isAdmin: false });
    else if (answered && isAdmin !== true) updateSession({ isAdmin: true });
  }, [refused, answered, isAdmin]);
  const events = useMemo(() => query.data?.pages.flatMap((page) => page.data), [query.data]);
  return { query, events, refused };
}
