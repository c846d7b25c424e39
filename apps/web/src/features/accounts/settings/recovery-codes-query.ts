import { paths, type RecoveryCodesStatusReply } from '@ddp/contract';
import { postEncrypted, signedIn } from '../../../lib/api-client';
import { portalQueryClient } from '../../../lib/query-client';
import { askAtStart, startSession } from '../../../lib/start-answer';

// Settings' recovery codes (issue 22): the query the section and the route's start share. Small on
// purpose: the router imports it, so it is part of the first download.

export const recoveryCodesKey = (consumerId: string) => ['recovery-codes', consumerId] as const;

/** How many of the person's recovery codes are left and when they were made; never the codes. */
export const recoveryCodesQuery = (consumerId: string) => ({
  queryKey: recoveryCodesKey(consumerId),
  queryFn: () => postEncrypted<RecoveryCodesStatusReply>(paths.viewRecoveryCodes, {}, signedIn),
});

/** The route's start: asked for while the screen's code downloads, beside the personal details. */
export function prefetchRecoveryCodes(): void {
  const { consumerId = '' } = startSession() ?? {};
  if (consumerId) void askAtStart(portalQueryClient, recoveryCodesQuery(consumerId));
}
