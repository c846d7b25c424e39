import { type DismissStartChecklistReply, paths, type StartSummaryReply } from '@ddp/contract';
import { getEncrypted, postEncrypted, signedIn } from '../../lib/api-client';

/**
 * Under the credentials keys on purpose: every credentials action invalidates `['credentials']`,
 * so a client created or viewed here shows in the checklist and counts at once.
 */
export const startKey = (consumerId: string) => ['credentials', 'start', consumerId] as const;

export function fetchStartSummary(consumerId: string): Promise<StartSummaryReply> {
  return getEncrypted<StartSummaryReply>(paths.startSummary, { consumerId }, signedIn);
}

export function dismissStartChecklist(consumerId: string): Promise<DismissStartChecklistReply> {
  return postEncrypted<DismissStartChecklistReply>(paths.dismissStartChecklist, { consumerId }, signedIn);
}
