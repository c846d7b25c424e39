import { durations, messages, type ResetLinkPayload, resetLinkPayload } from '@ddp/contract';
import { ApiError } from '../../lib/api-client';
import { readMailedLink } from '../../lib/mailed-link';

export type ResetLink =
  | { kind: 'invalid' }
  | { kind: 'expired'; payload: ResetLinkPayload }
  | { kind: 'fresh'; payload: ResetLinkPayload };

/** Reads the link's `details` (already URL-decoded by the router); 1 hour or older has expired. */
export function readResetLink(details: string | null, now: number): ResetLink {
  const link = readMailedLink(details, resetLinkPayload, durations.resetLinkValidMs, now);
  if (!link) return { kind: 'invalid' };
  return { kind: link.expired ? 'expired' : 'fresh', payload: link.payload };
}

/**
 * The server's refusal of the link itself: 410 has expired, any other refusal of the request
 * is a token that is not valid anymore (the server's message says which). Too many tries,
 * server trouble and a lost connection are not about the link: they may be tried again.
 */
export function linkRefusalOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 410) return messages.linkExpired;
  const aboutThePassword = error.fieldErrors !== undefined && 'newPass' in error.fieldErrors;
  if (error.status >= 400 && error.status < 500 && error.status !== 429 && !aboutThePassword) {
    return error.message || messages.tokenNotValidAnymore;
  }
  return undefined;
}
