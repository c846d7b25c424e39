import { messages } from '@ddp/contract';
import { Forbidden } from '../../platform/errors';
import type { Actor } from '../auth/actor';

/** Requests for advanced services are their company's Owners' business: they send and read them. */
export function requireMayRequestAdvanced(actor: Actor): void {
  if (!actor.isOwner) throw new Forbidden(messages.notAuthorizedAdvanced);
}
