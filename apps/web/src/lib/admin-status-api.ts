import { type BaseReply, paths, type RoleText } from '@ddp/contract';
import { postEncrypted, signedIn } from './api-client';

// Apart from the hook (use-admin-status.ts), whose role check reads the contract's team schemas:
// the call alone can be asked for at start without them in the first download.

/** view-admin-details (spec section 3, Admin info): the caller's role and the company's setting. */
export interface AdminStatusReply extends BaseReply {
  adminValue: RoleText;
  multi_consumers_auth: boolean;
}

export function fetchAdminStatus(consumerId: string): Promise<AdminStatusReply> {
  return postEncrypted<AdminStatusReply>(paths.viewAdminDetails, { consumerId, id: consumerId }, signedIn);
}
