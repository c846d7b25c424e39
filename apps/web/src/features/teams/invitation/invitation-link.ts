import { type InvitationLinkPayload, invitationLinkPayload } from '@ddp/contract';
import { readMailedLink } from '../../../lib/mailed-link';

/** Spec sections 4 and 9: an invitation link is valid for 24 hours. */
export const INVITATION_VALID_MS = 24 * 60 * 60_000;

export type InvitationLink =
  | { kind: 'invalid' }
  | { kind: 'expired'; payload: InvitationLinkPayload }
  | { kind: 'valid'; payload: InvitationLinkPayload };

/** Reads the link's `details` (already URL-decoded by the router) and checks its age. */
export function readInvitationLink(details: string | null, now: number): InvitationLink {
  const link = readMailedLink(details, invitationLinkPayload, INVITATION_VALID_MS, now);
  if (!link) return { kind: 'invalid' };
  return { kind: link.expired ? 'expired' : 'valid', payload: link.payload };
}
