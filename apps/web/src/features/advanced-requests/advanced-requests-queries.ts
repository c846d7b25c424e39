import { roleOf } from '@ddp/contract';
import { fetchAdminStatus } from '../../lib/admin-status-api';
import { portalQueryClient } from '../../lib/query-client';
import { askAtStart, startSession } from '../../lib/start-answer';
import { advancedRequestKeys, fetchRequests } from './advanced-requests-api';

/** The screen's queries, one definition for the screen and for the calls asked for at start. */
export const advancedRequestQueries = {
  adminStatus: (consumerId: string) => ({
    queryKey: advancedRequestKeys.adminStatus(consumerId),
    queryFn: () => fetchAdminStatus(consumerId),
  }),
  list: (consumerId: string) => ({
    queryKey: advancedRequestKeys.list(consumerId),
    queryFn: () => fetchRequests(consumerId),
  }),
};

/**
 * When the portal opens on Advanced Services, the caller's role is asked for beside the screen's
 * code and, once it says Owner, the company's requests (only Owners see the screen, spec section 6).
 */
export function prefetchAdvancedRequests(): void {
  const consumerId = startSession()?.consumerId;
  if (!consumerId) return;
  void askAtStart(portalQueryClient, advancedRequestQueries.adminStatus(consumerId)).then((admin) => {
    if (admin && roleOf(admin.adminValue) === 'Owner')
      void askAtStart(portalQueryClient, advancedRequestQueries.list(consumerId));
  });
}
