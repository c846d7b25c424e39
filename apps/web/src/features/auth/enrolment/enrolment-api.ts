import {
  type AuthenticatorSecretReply,
  type EnrolmentConfirmRequest,
  type EnrolmentStartRequest,
  paths,
  type TotpValidateReply,
} from '@ddp/contract';
import { postEncrypted } from '../../../lib/api-client';

/** The code mailed at the password step proves the mailbox; the new key comes back. */
export function startEnrolment(request: EnrolmentStartRequest, temporaryToken: string) {
  return postEncrypted<AuthenticatorSecretReply>(paths.enrolmentStart, request, {
    auth: { bearer: temporaryToken },
  });
}

/** A code of the new authenticator completes the set-up and the sign-in. */
export function confirmEnrolment(request: EnrolmentConfirmRequest, temporaryToken: string) {
  return postEncrypted<TotpValidateReply>(paths.enrolmentConfirm, request, {
    auth: { bearer: temporaryToken },
  });
}
