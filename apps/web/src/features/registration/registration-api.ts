import { type BaseReply, paths, type RegisterUserRequest } from '@ddp/contract';
import { postPlain } from '../../lib/api-client';

/** Registration is one of the few plain (unencrypted) calls of the contract. */
export function registerUser(request: RegisterUserRequest): Promise<BaseReply> {
  return postPlain<BaseReply>(paths.registerUser, request);
}
