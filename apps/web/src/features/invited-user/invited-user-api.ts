import { type BaseReply, paths, type UpdateConsumerRequest } from '@ddp/contract';
import { postEncrypted } from '../../lib/api-client';

/** update-consumer: encrypted, without a session; the link's single-use token is the proof. */
export function completeInvitation(request: UpdateConsumerRequest): Promise<BaseReply> {
  return postEncrypted<BaseReply>(paths.updateConsumer, request, { auth: 'none' });
}
