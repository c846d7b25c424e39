import {
  type BaseReply,
  type ListPasskeysReply,
  type PasskeyAddedReply,
  type PasskeyItem,
  type PasskeyOptionsReply,
  paths,
} from '@ddp/contract';
import { postEncrypted, signedIn } from '../../../lib/api-client';

export const passkeysKey = (email: string) => ['passkeys', email] as const;

export async function listPasskeys(): Promise<PasskeyItem[]> {
  return (await postEncrypted<ListPasskeysReply>(paths.listPasskeys, {}, signedIn)).data;
}

/** A current code from the authenticator app proves it is the person before a way in is added. */
export function passkeyRegistrationOptions(userToken: string): Promise<PasskeyOptionsReply> {
  return postEncrypted<PasskeyOptionsReply>(paths.passkeyRegistrationOptions, { userToken }, signedIn);
}

export function passkeyRegistrationVerify(
  name: string,
  response: Record<string, unknown>,
): Promise<PasskeyAddedReply> {
  return postEncrypted<PasskeyAddedReply>(paths.passkeyRegistrationVerify, { name, response }, signedIn);
}

export function removePasskey(id: string): Promise<BaseReply> {
  return postEncrypted<BaseReply>(paths.removePasskey, { id }, signedIn);
}
