import type { BugListOrder } from '@ddp/contract';
import { portalQueryClient } from '../../lib/query-client';
import { askAtStart, startSession } from '../../lib/start-answer';
import { bugReportKeys, fetchReports } from './bug-reports-api';

/** A page of the caller's reports: one definition for the screen and for the call asked for at start. */
export const reportsQuery = (consumerId: string, page: number, order: BugListOrder) => ({
  queryKey: bugReportKeys.list(consumerId, page, order),
  queryFn: () => fetchReports(consumerId, page, order),
});

/** When the portal opens on Report Bugs, the first page of reports, newest first, is asked for beside its code. */
export function prefetchReports(): void {
  const consumerId = startSession()?.consumerId;
  if (consumerId) void askAtStart(portalQueryClient, reportsQuery(consumerId, 1, 'desc'));
}
