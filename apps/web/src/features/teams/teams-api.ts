import {
  type BaseReply,
  type DeleteConsumerRequest,
  type InviteUserRequest,
  type MakeAdminConsumerRequest,
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
};

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
export function completeInvitation(request: UpdateConsumerRequest): Promise<BaseReply> {
  return postEncrypted<BaseReply>(paths.updateConsumer, request, { auth: 'none' });
}
