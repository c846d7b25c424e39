import {
  type BaseReply,
  type ForcedResetRequest,
  type LoginReply,
  type LoginRequest,
  paths,
  type ResendQrRequest,
  type TotpValidateReply,
  type TotpValidateRequest,
} from '@ddp/contract';
import { postEncrypted } from '../../lib/api-client';

export function login(request: LoginRequest): Promise<LoginReply> {
  return postEncrypted<LoginReply>(paths.login, request);
}

/** The second factor proves itself with the temporary token of the password step. */
export function validateCode(
  request: TotpValidateRequest,
  temporaryToken: string,
): Promise<TotpValidateReply> {
  return postEncrypted<TotpValidateReply>(paths.totpValidate, request, { auth: { bearer: temporaryToken } });
}

/** The forced reset proves the password step with its temporary token (docs/api.md). */
export function forcedReset(request: ForcedResetRequest, temporaryToken: string): Promise<BaseReply> {
  return postEncrypted<BaseReply>(paths.forcedResetPassword, request, { auth: { bearer: temporaryToken } });
}

/** resend-qrcode: the same password check as the login, then a new QR code is mailed. */
export function resendQrCode(request: ResendQrRequest): Promise<BaseReply> {
  return postEncrypted<BaseReply>(paths.resendQrCode, request);
}
