import { type LoginReply, type LoginRequest, paths } from '@ddp/contract';
import { postEncrypted } from '../../lib/api-client';

export function login(request: LoginRequest): Promise<LoginReply> {
  return postEncrypted<LoginReply>(paths.login, request);
}
