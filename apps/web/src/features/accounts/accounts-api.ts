import {
  type BaseReply,
  type DeleteDetailsRequest,
  type EditDetailsRequest,
  type NewAccountReply,
  paths,
  type RegisterUserRequest,
  type UpdatePasswordRequest,
} from '@ddp/contract';
import { postEncrypted, postPlain, signedIn } from '../../lib/api-client';

/** Registration is one of the few plain (unencrypted) calls of the contract. */
export function registerUser(request: RegisterUserRequest): Promise<NewAccountReply> {
  return postPlain<NewAccountReply>(paths.registerUser, request);
}

export function editDetails(request: EditDetailsRequest): Promise<BaseReply> {
  return postEncrypted<BaseReply>(paths.editDetails, request, signedIn);
}

export function updatePassword(request: UpdatePasswordRequest): Promise<BaseReply> {
  return postEncrypted<BaseReply>(paths.updatePassword, request, signedIn);
}

export function deleteAccount(request: DeleteDetailsRequest): Promise<BaseReply> {
  return postEncrypted<BaseReply>(paths.deleteDetails, request, signedIn);
}
