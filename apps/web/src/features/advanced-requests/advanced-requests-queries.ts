import { adminStatusQuery, ownerIn } from '../../lib/admin-status-api';
import { portalQueryClient } from '../../lib/query-client';
import { askAtStart, startSession } from '../../lib/start-answer';
import { advancedRequestKeys, fetchRequests } from './advanced-requests-api';

/** The company's requests: one definition for the screen and for the call asked for at start. */
export const requestsQuery = (consumerId: string) => ({
  queryKey: advancedRequestKeys.list(consumerId),
  queryFn: () => fetchRequests(consumerId),
});

/**
 * When the portal opens on Advanced Services, the caller's role is asked for beside the screen's
 * code and, once it says Owner, the company's requests (only Owners see the screen, spec section 6).
 */
export function prefetchAdvancedRequests(): void {
  const consumerId = startSession()?.consumerId;
  if (!consumerId) return;
  const status = adminStatusQuery(advancedRequestKeys.adminStatus(consumerId), consumerId);
  void askAtStart(portalQueryClient, status).then((admin) => {
    if (ownerIn(admin)) void askAtStart(portalQueryClient, requestsQuery(consumerId));
  });
}
