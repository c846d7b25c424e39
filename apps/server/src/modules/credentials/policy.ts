import { messages } from '@ddp/contract';
import { BadRequest, Forbidden, NotFound } from '../../platform/errors';
import type { Actor } from '../auth/actor';

/**
 * Who may do what with a credential (spec sections 6 and 8). A credential of another company, or
 * one the caller does not hold, answers exactly as an unknown one: nobody learns that it exists.
 */
interface Credential {
  company_id: string;
  consumer_id: string;
  pending_view: boolean;
}

/** Team secrets: an Owner of a company with multi-consumer authorisation sees and regenerates them. */
export function maySeeTeamSecrets(actor: Actor, company: { multiConsumer: boolean }): boolean {
  return actor.isOwner && company.multiConsumer;
}

/** Deleting needs the holder. */
export function requireHolder<C extends Credential>(actor: Actor, credential: C | undefined): C {
  if (!credential || credential.consumer_id !== actor.consumerId) throw new NotFound(messages.notFound);
  return credential;
}

/** Transferring and issuing a token need the holder, once a transferred secret has been viewed. */
export function requireInHand<C extends Credential>(actor: Actor, credential: C | undefined): C {
  if (!credential || credential.consumer_id !== actor.consumerId || credential.pending_view) {
    throw new NotFound(messages.notFound);
  }
  return credential;
}

export function requireInCompany<C extends Credential>(actor: Actor, credential: C | undefined): C {
  if (!credential || credential.company_id !== actor.companyId) throw new NotFound(messages.notFound);
  return credential;
}

/** Its holder regenerates a secret; so does whoever may see the team's secrets. */
export function requireMayRegenerate(actor: Actor, credential: Credential, teamSecrets: boolean): void {
  if (credential.consumer_id !== actor.consumerId && !teamSecrets) {
    throw new Forbidden(messages.noSecretPermission);
  }
}

/** A credential goes only to another member of the caller's company who can sign in. */
export function requireTransferTarget<T extends { id: string; company_id: string; is_dummy: boolean }>(
  actor: Actor,
  target: T | undefined,
): T {
  if (!target || target.company_id !== actor.companyId || target.id === actor.consumerId || target.is_dummy) {
    throw new BadRequest(messages.transferTargetUnknown, { consumer: messages.transferTargetUnknown });
  }
  return target;
}
