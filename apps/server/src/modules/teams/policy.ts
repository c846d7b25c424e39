import { messages } from '@ddp/contract';
import { Forbidden } from '../../platform/errors';
import type { Actor } from '../auth/actor';

/** Who may do what in a team (spec section 6). The browser's admin flag is a hint; this decides. */
export const teamPolicy = {
  requireOwner(actor: Actor): void {
    if (!actor.isOwner) throw new Forbidden(messages.ownersOnly);
  },
  /** Ids a caller sends about themselves must be their own. */
  requireSelf(
    actor: Actor,
    ids: { consumerId?: string; companyId?: string; projectId?: string; email?: string },
  ) {
    const mismatch =
      (ids.consumerId !== undefined && ids.consumerId !== actor.consumerId) ||
      (ids.companyId !== undefined && ids.companyId !== actor.companyId) ||
      (ids.projectId !== undefined && ids.projectId !== actor.projectId) ||
      (ids.email !== undefined && ids.email !== actor.email);
    if (mismatch) throw new Forbidden(messages.forbidden);
  },
  requireOther(actor: Actor, targetId: string): void {
    if (targetId === actor.consumerId) throw new Forbidden(messages.notOnYourself);
  },
};
