import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { ApiError } from '../../lib/api-client';
import { updateSession, useSession } from '../../lib/session-store';
import { type AuditFilters, filterRequest } from './audit-filters';
import { auditLogQuery } from './audit-log-queries';

export { AUDIT_SCREEN_PAGE } from './audit-log-queries';

/**
 * The log under the filters, a page at a time (`auditLogQuery`; the route asks for the first page
 * at start). A change of filters keeps the rows shown, dimmed, until the new ones come.
 * The server's answer is the word on the caller's role: a refusal hides the menu entry, an answer
 * shows it (the session's is-admin flag, as the other Owners-only screens keep it).
 */
export function useAuditLog(filters: AuditFilters) {
  const { consumerId = '', isAdmin } = useSession();
  const query = useInfiniteQuery({
    ...auditLogQuery(consumerId, filterRequest(filters)),
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
