/** The Owners' pending invitations and the invitation link's check (ours, docs/api.md "Teams"). */
import { z } from 'zod';
import { email } from './fields';
import { messages } from './messages';
import type { RoleText } from './roles';

const id = () => z.uuid({ error: () => messages.badRequest });

/** list-invitations (ours, Owners): the company's invitations that were not used yet. */
export const listInvitationsRequest = z.object({ consumerId: id() });
export type ListInvitationsRequest = z.infer<typeof listInvitationsRequest>;

/** resend-invitation and withdraw-invitation (ours, Owners): one pending invitation by its id. */
export const invitationActionRequest = z.object({
  consumerId: id(),
  invitationId: z.uuid({ error: () => messages.invitationUnknown }),
});
export type InvitationActionRequest = z.infer<typeof invitationActionRequest>;

/** check-invitation (ours, no session): the link's values, checked as update-consumer would. */
export const checkInvitationRequest = z.object({
  email: email(),
  createdUserId: id(),
  token: z
    .string({ error: () => messages.notValidToken })
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: () => messages.notValidToken }),
});
export type CheckInvitationRequest = z.infer<typeof checkInvitationRequest>;

export interface PendingInvitation {
  id: string;
  email: string;
  firstname: string;
  lastname: string;
  isAdmin: RoleText[];
  /** When the current link was sent (ISO 8601). */
  createdAt: string;
  /** When the current link stops working (ISO 8601). */
  expiresAt: string;
  expired: boolean;
}

export interface PendingInvitationsReply {
  output: 'success';
  invitations: PendingInvitation[];
}
