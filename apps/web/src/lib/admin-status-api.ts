import { type BaseReply, paths, type RoleText, roleOf } from '@ddp/contract';
import { postEncrypted, signedIn } from './api-client';

// The call and its query, apart from the hook (use-admin-status.ts): the routes of Teams and
// Advanced Services ask for the role at start with them.

/** view-admin-details (spec section 3, Admin info): the caller's role and the company's setting. */
export interface AdminStatusReply extends BaseReply {
  adminValue: RoleText;
  multi_consumers_auth: boolean;
}

export function fetchAdminStatus(consumerId: string): Promise<AdminStatusReply> {
  return postEncrypted<AdminStatusReply>(paths.viewAdminDetails, { consumerId, id: consumerId }, signedIn);
}

/** The caller's role under a screen's own key (each screen asks afresh on entry). */
export const adminStatusQuery = (queryKey: readonly unknown[], consumerId: string) => ({
  queryKey,
  queryFn: () => fetchAdminStatus(consumerId),
});

/** Whether the server's answer makes the caller an Owner. */
export const ownerIn = (reply: AdminStatusReply | undefined): boolean =>
  roleOf(reply?.adminValue) === 'Owner';
