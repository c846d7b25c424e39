import { z } from 'zod';
import { email } from './fields';
import { messages } from './messages';
import type { RoleText } from './teams';

/**
 * The Owners' pending invitations and the invitation link's check (ours, docs/api.md "Teams"). Their
 * paths and texts are kept apart from `paths` and `messages`, which the first download carries: no
 * screen of it uses these, and Login's initial JS has a budget (docs/testing.md).
 */
export const invitationPaths = {
  listInvitations: '/v1/ddp/list-invitations',
  resendInvitation: '/v1/ddp/resend-invitation',
  withdrawInvitation: '/v1/ddp/withdraw-invitation',
  checkInvitation: '/v1/ddp/check-invitation',
} as const;

export const invitationMessages = {
  invitationResent: 'The invitation has been sent again. The earlier link no longer works.',
  invitationWithdrawn: 'The invitation has been withdrawn. Its link no longer works.',
  invitationUnknown: 'No pending invitation with that id.',
  invitationValid: 'Your invitation is valid. Please complete your registration.',
  noPendingInvitations: 'No invitations are waiting for an answer.',
} as const;

const id = () => z.uuid({ error: messages.badRequest });

/** list-invitations (ours, Owners): the company's invitations that were not used yet. */
export const listInvitationsRequest = z.object({ consumerId: id() });
export type ListInvitationsRequest = z.infer<typeof listInvitationsRequest>;

/** resend-invitation and withdraw-invitation (ours, Owners): one pending invitation by its id. */
export const invitationActionRequest = z.object({
  consumerId: id(),
  invitationId: z.uuid({ error: invitationMessages.invitationUnknown }),
});
export type InvitationActionRequest = z.infer<typeof invitationActionRequest>;

/** check-invitation (ours, no session): the link's values, checked as update-consumer would. */
export const checkInvitationRequest = z.object({
  email: email(),
  createdUserId: id(),
  token: z
    .string({ error: messages.notValidToken })
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: messages.notValidToken }),
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
