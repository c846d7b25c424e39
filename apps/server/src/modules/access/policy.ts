import { messages } from '@ddp/contract';
import { Conflict, Forbidden } from '../../platform/errors';
import type { Actor } from '../auth/actor';

/**
 * The access rules several domains share. Each domain's own rules are in its `policy.ts`; services
 * call both, routes neither. Predicates are pure; a `require...` throws the refusal the contract
 * gives for it.
 */

/** Ids and addresses a caller may send about themselves; any that is sent must be their own. */
export interface OwnIds {
  consumerId?: string;
  companyId?: string;
  projectId?: string;
  email?: string;
}

/** Spec section 6: every call is scoped to the caller, whatever ids the browser sends. */
export function namesOnlyOneself(actor: Actor, ids: OwnIds): boolean {
  return (
    (ids.consumerId === undefined || ids.consumerId === actor.consumerId) &&
    (ids.companyId === undefined || ids.companyId === actor.companyId) &&
    (ids.projectId === undefined || ids.projectId === actor.projectId) &&
    (ids.email === undefined || ids.email === actor.email)
  );
}

export function requireOwnIds(actor: Actor, ids: OwnIds): void {
  if (!namesOnlyOneself(actor, ids)) throw new Forbidden(messages.forbidden);
}

export interface Member {
  id: string;
  is_owner: boolean;
}

/** A change to a company's members: one leaves, or one's role is set. */
export type MemberChange = { leaves: string } | { id: string; owner: boolean };

/**
 * The last-Owner rule: no change may take the last Owner from a company that keeps members. (The
 * last member leaving takes the company along, so nobody is left without an Owner.) Every path
 * that removes a member or changes a role checks it on the members locked for that change.
 */
export function takesLastOwner(members: readonly Member[], change: MemberChange): boolean {
  const after = members.flatMap((member) => {
    if ('leaves' in change) return member.id === change.leaves ? [] : [member];
    return member.id === change.id ? [{ ...member, is_owner: change.owner }] : [member];
  });
  const ownersBefore = members.filter((member) => member.is_owner).length;
  const ownersAfter = after.filter((member) => member.is_owner).length;
  return ownersBefore > 0 && ownersAfter === 0 && after.length > 0;
}

/**
 * One message for every path: only leaving (Settings, or refusing terms in News) can meet the rule
 * today, since team changes never touch the acting Owner (teams/policy.ts, `requireOther`).
 */
export function requireAnOwnerLeft(members: readonly Member[], change: MemberChange): void {
  if (takesLastOwner(members, change)) throw new Conflict(messages.lastOwner);
}
