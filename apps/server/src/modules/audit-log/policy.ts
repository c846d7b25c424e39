import { messages } from '@ddp/contract';
import { Forbidden } from '../../platform/errors';
import type { Actor } from '../auth/actor';

/** The company's audit log is for its Owners: it names every member and address. */
export function requireOwner(actor: Actor): void {
  if (!actor.isOwner) throw new Forbidden(messages.ownersOnly);
}
