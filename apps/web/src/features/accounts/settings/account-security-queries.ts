import type { SecurityLogReply } from '@ddp/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { portalQueryClient } from '../../../lib/query-client';
import { askAtStart, askInfiniteAtStart, startSession } from '../../../lib/start-answer';
import { accountSecurityKeys, fetchSecurityLog, fetchSessions } from './own-sessions-api';

// Settings' sessions and security log (issue 22): the queries the sections and the route's start
// share. Small on purpose: the router imports them, so they are part of the first download.

/** The security log shows this many events, then 'Show older events' asks for as many more. */
export const SECURITY_LOG_PAGE = 20;

export const sessionsQuery = (consumerId: string) => ({
  queryKey: accountSecurityKeys.sessions(consumerId),
  queryFn: () => fetchSessions(),
});

export const securityLogQuery = (consumerId: string) =>
  infiniteQueryOptions({
    queryKey: accountSecurityKeys.log(consumerId),
    queryFn: ({ pageParam, signal }) =>
      fetchSecurityLog({ limit: SECURITY_LOG_PAGE, ...(pageParam ? { before: pageParam } : {}) }, signal),
    initialPageParam: '',
    getNextPageParam: (last: SecurityLogReply) => last.next,
  });

/** The route's start: both asked for while the screen's code downloads, beside the personal details. */
export function prefetchAccountSecurity(): void {
  const { consumerId = '' } = startSession() ?? {};
  if (!consumerId) return;
  void askAtStart(portalQueryClient, sessionsQuery(consumerId));
  void askInfiniteAtStart(portalQueryClient, securityLogQuery(consumerId));
}
