import {
  type BaseReply,
  type DeleteDetailsRequest,
  type EditDetailsRequest,
  paths,
  type UpdatePasswordRequest,
} from '@ddp/contract';
import { postEncrypted } from '../../lib/api-client';

const signedIn = { auth: 'session' } as const;

export function editDetails(request: EditDetailsRequest): Promise<BaseReply> {
  return postEncrypted<BaseReply>(paths.editDetails, request, signedIn);
}

export function updatePassword(request: UpdatePasswordRequest): Promise<BaseReply> {
  return postEncrypted<BaseReply>(paths.updatePassword, request, signedIn);
}

export function deleteAccount(request: DeleteDetailsRequest): Promise<BaseReply> {
  return postEncrypted<BaseReply>(paths.deleteDetails, request, signedIn);
}
