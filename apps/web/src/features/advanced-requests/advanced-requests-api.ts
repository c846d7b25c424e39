import { type AdvancedRequestItem, type BaseReply, paths } from '@ddp/contract';
import { postEncrypted, signedIn } from '../../lib/api-client';

export const advancedRequestKeys = {
  all: ['advanced-requests'] as const,
  adminStatus: (consumerId: string) => ['advanced-requests', 'admin-status', consumerId] as const,
  list: (consumerId: string) => ['advanced-requests', 'list', consumerId] as const,
};

export const fetchRequests = (consumerId: string) =>
  postEncrypted<BaseReply & { message: AdvancedRequestItem[] }>(
    paths.viewAdvancedServices,
    { consumerId },
    signedIn,
  ).then((reply) => reply.message);

export const sendRequest = (description: string, consumerId: string) =>
  postEncrypted<BaseReply>(paths.requestAdvancedServices, { description, consumerId }, signedIn);
