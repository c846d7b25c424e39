import {
  type BaseReply,
  type DeleteConsumerRequest,
  type InviteUserRequest,
  type MakeAdminConsumerRequest,
  paths,
  type RoleText,
  type TeamListReply,
  type UpdateConsumerRequest,
  type ViewListConsumersRequest,
} from '@ddp/contract';
import { postEncrypted } from '../../lib/api-client';

/** view-admin-details (spec section 3, Admin info): the two values the Teams screen needs. */
export interface AdminStatusReply extends BaseReply {
  adminValue: RoleText;
  multi_consumers_auth: boolean;
}

export const teamKeys = {
  all: ['teams'] as const,
  adminStatus: (consumerId: string) => ['teams', 'admin-status', consumerId] as const,
  members: (consumerId: string, page: number) => ['teams', 'members', consumerId, page] as const,
};

const signedIn = { auth: 'session' } as const;

export function fetchAdminStatus(consumerId: string): Promise<AdminStatusReply> {
  return postEncrypted<AdminStatusReply>(paths.viewAdminDetails, { consumerId, id: consumerId }, signedIn);
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
export function completeInvitation(request: UpdateConsumerRequest): Promise<BaseReply> {
  return postEncrypted<BaseReply>(paths.updateConsumer, request, { auth: 'none' });
}
