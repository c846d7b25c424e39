import type { AuditLogReply } from '@ddp/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { portalQueryClient } from '../../lib/query-client';
import { askInfiniteAtStart, startSession } from '../../lib/start-answer';
import { type AuditFilterRequest, auditLogKeys, fetchAuditPage } from './audit-log-api';

/** The screen shows this many events, then 'Show older events' asks for as many more. */
export const AUDIT_SCREEN_PAGE = 50;

/** The log under the filters, a page at a time: each page after the first starts where the one before ended. */
// The filters come as the call takes them (`filterRequest`): the route's start imports no check of
// them, which would bring the contract's schemas into the first download.
export const auditLogQuery = (consumerId: string, filters: AuditFilterRequest) =>
  infiniteQueryOptions({
    queryKey: auditLogKeys.list(consumerId, filters),
    queryFn: ({ pageParam, signal }) =>
      fetchAuditPage(
        { ...filters, ...(pageParam ? { before: pageParam } : {}), limit: AUDIT_SCREEN_PAGE },
        signal,
      ),
    initialPageParam: '',
    getNextPageParam: (last: AuditLogReply) => last.next,
  });

/** The route's start: the newest page, unfiltered, asked for while the screen's code downloads. */
export function prefetchAuditLog(): void {
  const { consumerId = '' } = startSession() ?? {};
  if (consumerId) void askInfiniteAtStart(portalQueryClient, auditLogQuery(consumerId, {}));
}
