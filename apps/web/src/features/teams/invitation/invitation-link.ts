import { decodeLinkDetails, type InvitationLinkPayload, invitationLinkPayload } from '@ddp/contract';

/** Spec sections 4 and 9: an invitation link is valid for 24 hours. */
export const INVITATION_VALID_MS = 24 * 60 * 60_000;

export type InvitationLink =
  | { kind: 'invalid' }
  | { kind: 'expired'; payload: InvitationLinkPayload }
  | { kind: 'valid'; payload: InvitationLinkPayload };

/** Reads the link's `details` (already URL-decoded by the router) and checks its age. */
export function readInvitationLink(details: string | null, now: number): InvitationLink {
  if (!details) return { kind: 'invalid' };
  const parsed = invitationLinkPayload.safeParse(decodeLinkDetails(details));
  if (!parsed.success) return { kind: 'invalid' };
  const age = now - Date.parse(parsed.data.inviteDate);
  return age >= INVITATION_VALID_MS
    ? { kind: 'expired', payload: parsed.data }
    : { kind: 'valid', payload: parsed.data };
}
