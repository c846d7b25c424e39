import { type BaseReply, type ForcedResetRequest, paths } from '@ddp/contract';
import { postEncrypted } from '../../lib/api-client';

/** The forced reset proves the password step with its temporary token (docs/api.md). */
export function forcedReset(request: ForcedResetRequest, temporaryToken: string): Promise<BaseReply> {
  return postEncrypted<BaseReply>(paths.forcedResetPassword, request, { auth: { bearer: temporaryToken } });
}
