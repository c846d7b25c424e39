import {
  type AuthenticatorChangeConfirmRequest,
  type AuthenticatorChangeStartRequest,
  type AuthenticatorSecretReply,
  type BaseReply,
  paths,
} from '@ddp/contract';
import { postEncrypted, signedIn } from '../../../lib/api-client';

/** Settings: a fresh code of the current authenticator; the new key comes back. */
export function startAuthenticatorChange(request: AuthenticatorChangeStartRequest) {
  return postEncrypted<AuthenticatorSecretReply>(paths.authenticatorChangeStart, request, signedIn);
}

/** Settings: a code of the new authenticator replaces the old one. */
export function confirmAuthenticatorChange(request: AuthenticatorChangeConfirmRequest) {
  return postEncrypted<BaseReply>(paths.authenticatorChangeConfirm, request, signedIn);
}
