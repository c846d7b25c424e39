import { type BaseReply, type ForgotPasswordRequest, paths } from '@ddp/contract';
import { postEncrypted } from '../../lib/api-client';

/** forgot-password answers the same whether or not the account exists (docs/api.md). */
export function requestResetLink(request: ForgotPasswordRequest): Promise<BaseReply> {
  return postEncrypted<BaseReply>(paths.forgotPassword, request);
}
