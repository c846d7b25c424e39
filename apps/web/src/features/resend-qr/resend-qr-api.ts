import { type BaseReply, paths, type ResendQrRequest } from '@ddp/contract';
import { postEncrypted } from '../../lib/api-client';

/** resend-qrcode: the same password check as the login, then a new QR code is mailed. */
export function resendQrCode(request: ResendQrRequest): Promise<BaseReply> {
  return postEncrypted<BaseReply>(paths.resendQrCode, request);
}
