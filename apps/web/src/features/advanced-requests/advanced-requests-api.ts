import { type AdvancedRequestItem, type BaseReply, paths, type RoleText } from '@ddp/contract';
import { postEncrypted } from '../../lib/api-client';

const signedIn = { auth: 'session' } as const;

export const advancedRequestKeys = {
  all: ['advanced-requests'] as const,
  adminStatus: (consumerId: string) => ['advanced-requests', 'admin-status', consumerId] as const,
  list: (consumerId: string) => ['advanced-requests', 'list', consumerId] as const,
};

/** view-admin-details: only Owners may send and read requests (spec section 6). */
export const fetchAdminValue = (consumerId: string) =>
  postEncrypted<BaseReply & { adminValue: RoleText }>(
    paths.viewAdminDetails,
    { consumerId, id: consumerId },
    signedIn,
  ).then((reply) => reply.adminValue);

export const fetchRequests = (consumerId: string) =>
  postEncrypted<BaseReply & { message: AdvancedRequestItem[] }>(
    paths.viewAdvancedServices,
    { consumerId },
    signedIn,
  ).then((reply) => reply.message);

export const sendRequest = (description: string, consumerId: string) =>
  postEncrypted<BaseReply>(paths.requestAdvancedServices, { description, consumerId }, signedIn);
