import { messages } from '@ddp/contract';
import { Forbidden, NotFound } from '../../platform/errors';
import type { Member } from '../access/policy';
import type { Actor } from '../auth/actor';

/**
 * Who may do what in a team (spec section 6). The browser's admin flag is a hint; these decide.
 * Everybody in the company reads the team; its Owners invite, change roles and remove members.
 */
export function requireOwner(actor: Actor): void {
  if (!actor.isOwner) throw new Forbidden(messages.ownersOnly);
}

/** Role changes and removals are for others: one's own entry is changed in Settings. */
export function requireOther(actor: Actor, targetId: string): void {
  if (targetId === actor.consumerId) throw new Forbidden(messages.notOnYourself);
}

/** A member of another company answers exactly as an id that nobody has. */
export function requireInTeam(members: readonly Member[], targetId: string): void {
  if (!members.some((member) => member.id === targetId)) throw new NotFound(messages.notFound);
}

/**
 * Asked again inside the lock of the team's members: an Owner demoted in the meantime (two Owners
 * demoting each other at once) is refused.
 */
export function requireStillOwner(members: readonly Member[], actor: Actor): void {
  if (!members.find((member) => member.id === actor.consumerId)?.is_owner) {
    throw new Forbidden(messages.ownersOnly);
  }
}

/** Dummy consumers exist only in companies with multi-consumer authorisation. */
export function requireMultiConsumerCompany(company: { multi_consumers_auth: boolean }): void {
  if (!company.multi_consumers_auth) throw new Forbidden(messages.forbidden);
}
