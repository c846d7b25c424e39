import { paths, type UsageRange, type UsageReply } from '@ddp/contract';
import { postEncrypted, signedIn } from '../../lib/api-client';
import { portalQueryClient } from '../../lib/query-client';
import { askAtStart, startSession } from '../../lib/start-answer';

/** What the screen asks for: a range (with its days when chosen) and perhaps one client. */
export interface UsageRequest {
  range: UsageRange;
  from?: string;
  to?: string;
  clientId?: string;
}

/** The screen opens on the last 24 hours of every client the caller may see. */
export const FIRST_REQUEST: UsageRequest = Object.freeze({ range: 'day' });

/** The figures of a rolling range are fetched again this often while the screen shows them. */
const LIVE_MS = 60_000;

export const usageKeys = {
  all: ['usage'] as const,
  of: (consumerId: string, request: UsageRequest) => ['usage', consumerId, request] as const,
};

/** view-usage (ours, issue 21): requests, errors, latency and quotas. */
export function fetchUsage(request: UsageRequest, signal?: AbortSignal): Promise<UsageReply> {
  return postEncrypted<UsageReply>(paths.viewUsage, request, { ...signedIn, signal });
}

/** One definition for the screen and for the call asked for at start. */
export const usageQuery = (consumerId: string, request: UsageRequest) => ({
  queryKey: usageKeys.of(consumerId, request),
  queryFn: () => fetchUsage(request),
});

/** The figures of a rolling range are live: asked for again while the screen shows them. */
export const refetchEvery = (request: UsageRequest) => (request.range === 'dates' ? false : LIVE_MS);

/** The route's start: the first figures, asked for while the screen's code downloads. */
export function prefetchUsage(): void {
  const { consumerId = '' } = startSession() ?? {};
  if (consumerId) void askAtStart(portalQueryClient, usageQuery(consumerId, FIRST_REQUEST));
}
