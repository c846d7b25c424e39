import { messages } from '@ddp/contract';
import { ApiError } from '../../../lib/api-client';

/** A refusal of the link itself (docs/api.md, update-consumer): 410 expired, 400 link_invalid. */
export function linkProblemOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 410) return messages.linkExpired;
  if (error.status === 400 && error.code === 'link_invalid') return messages.tokenNotValidAnymore;
  return undefined;
}
