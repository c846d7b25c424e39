import { type PasskeyOptionsReply, paths, type TotpValidateReply } from '@ddp/contract';
import { postEncrypted } from '../../lib/api-client';

/** The passkey step proves the password step with its temporary token, like the code. */
export function passkeySignInOptions(email: string, temporaryToken: string): Promise<PasskeyOptionsReply> {
  return postEncrypted<PasskeyOptionsReply>(
    paths.passkeySignInOptions,
    { email },
    { auth: { bearer: temporaryToken } },
  );
}

export function passkeySignIn(
  email: string,
  response: Record<string, unknown>,
  temporaryToken: string,
): Promise<TotpValidateReply> {
  return postEncrypted<TotpValidateReply>(
    paths.passkeySignIn,
    { email, response },
    { auth: { bearer: temporaryToken } },
  );
}
