import {
  type BaseReply,
  type CustomResetPasswordRequest,
  type ForgotPasswordRequest,
  paths,
  type ValidateResetTokenRequest,
} from '@ddp/contract';
import { postEncrypted } from '../../lib/api-client';

/** forgot-password answers the same whether or not the account exists (docs/api.md). */
export function requestResetLink(request: ForgotPasswordRequest): Promise<BaseReply> {
  return postEncrypted<BaseReply>(paths.forgotPassword, request);
}

export const resetLinkKey = (token: string) => ['reset-link', token] as const;

export function checkResetLink(request: ValidateResetTokenRequest): Promise<BaseReply> {
  return postEncrypted<BaseReply>(paths.validateResetToken, request);
}

export function resetPassword(request: CustomResetPasswordRequest): Promise<BaseReply> {
  return postEncrypted<BaseReply>(paths.customResetPassword, request);
}
