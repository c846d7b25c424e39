import {
  type BaseReply,
  type CustomResetPasswordRequest,
  paths,
  type ValidateResetTokenRequest,
} from '@ddp/contract';
import { postEncrypted } from '../../lib/api-client';

export const resetLinkKey = (token: string) => ['reset-link', token] as const;

export function checkResetLink(request: ValidateResetTokenRequest): Promise<BaseReply> {
  return postEncrypted<BaseReply>(paths.validateResetToken, request);
}

export function resetPassword(request: CustomResetPasswordRequest): Promise<BaseReply> {
  return postEncrypted<BaseReply>(paths.customResetPassword, request);
}
