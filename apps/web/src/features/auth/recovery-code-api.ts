import {
  messages,
  paths,
  type RecoveryCodeValidateReply,
  type RecoveryCodeValidateRequest,
} from '@ddp/contract';
import { postEncrypted } from '../../lib/api-client';
import { ApiError } from '../../lib/http';

/**
 * The code screen's other way: a recovery code with the temporary token of the password step. The
 * server refuses a wrong or used code exactly like a wrong TOTP code; here it is said in words that
 * fit a recovery code.
 */
export async function validateRecoveryCode(
  request: RecoveryCodeValidateRequest,
  temporaryToken: string,
): Promise<RecoveryCodeValidateReply> {
  try {
    return await postEncrypted<RecoveryCodeValidateReply>(paths.recoveryCodeValidate, request, {
      auth: { bearer: temporaryToken },
    });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'bad_code') {
      throw new ApiError(messages.recoveryCodeRefused, error.status, error.code);
    }
    throw error;
  }
}
