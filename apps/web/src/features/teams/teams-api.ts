import {
  type BaseReply,
  type CheckInvitationRequest,
  type DeleteConsumerRequest,
  type InviteUserRequest,
  type MakeAdminConsumerRequest,
  type NewAccountReply,
  type PendingInvitationsReply,
  paths,
  type TeamListReply,
  type UpdateConsumerRequest,
  type ViewListConsumersRequest,
} from '@ddp/contract';
import { postEncrypted, signedIn } from '../../lib/api-client';

export const teamKeys = {
  all: ['teams'] as const,
  adminStatus: (consumerId: string) => ['teams', 'admin-status', consumerId] as const,
  members: (consumerId: string, page: number) => ['teams', 'members', consumerId, page] as const,
  invitations: (consumerId: string) => ['teams', 'invitations', consumerId] as const,
};

/** list-invitations (ours, Owners): the invitations not answered yet. */
export function fetchPendingInvitations(consumerId: string): Promise<PendingInvitationsReply> {
  return postEncrypted<PendingInvitationsReply>(paths.listInvitations, { consumerId }, signedIn);
}

/** resend-invitation: a new link is mailed; the earlier one stops working. */
export function resendInvitation(consumerId: string, invitationId: string): Promise<BaseReply> {
  return postEncrypted<BaseReply>(paths.resendInvitation, { consumerId, invitationId }, signedIn);
}

/** withdraw-invitation: the link stops working. */
export function withdrawInvitation(consumerId: string, invitationId: string): Promise<BaseReply> {
  return postEncrypted<BaseReply>(paths.withdrawInvitation, { consumerId, invitationId }, signedIn);
}

/** check-invitation: encrypted, without a session, when the link is opened. */
export function checkInvitation(request: CheckInvitationRequest): Promise<BaseReply> {
  return postEncrypted<BaseReply>(paths.checkInvitation, request, { auth: 'none' });
}

export function fetchMembers(request: ViewListConsumersRequest): Promise<TeamListReply> {
  return postEncrypted<TeamListReply>(paths.viewListConsumers, request, signedIn);
}

export function inviteUser(request: InviteUserRequest): Promise<BaseReply> {
  return postEncrypted<BaseReply>(paths.inviteUser, request, signedIn);
}

export function setMemberRole(request: MakeAdminConsumerRequest): Promise<BaseReply> {
  return postEncrypted<BaseReply>(paths.makeAdminConsumer, request, signedIn);
}

export function deleteMember(request: DeleteConsumerRequest): Promise<BaseReply> {
  return postEncrypted<BaseReply>(paths.deleteConsumer, request, signedIn);
}

/** update-consumer: encrypted, without a session; the invitation link's single-use token is the proof. */
export function completeInvitation(request: UpdateConsumerRequest): Promise<NewAccountReply> {
  return postEncrypted<NewAccountReply>(paths.updateConsumer, request, { auth: 'none' });
}
