import { paths, type TotpValidateReply, type TotpValidateRequest } from '@ddp/contract';
import { postEncrypted } from '../../lib/api-client';

/** The second factor proves itself with the temporary token of the password step. */
export function validateCode(
  request: TotpValidateRequest,
  temporaryToken: string,
): Promise<TotpValidateReply> {
  return postEncrypted<TotpValidateReply>(paths.totpValidate, request, { auth: { bearer: temporaryToken } });
}
