import { CLIENT_ID_PATTERN } from '@ddp/contract';
import type { FastifyRequest } from 'fastify';
import type { ClientAuthDeps } from './client-auth-deps';
import { OAuthError } from './oauth-error';
import { type ClientForGrant, clientForGrant } from './repo';

// What every way of client authentication shares: the client's read and the answer to a failure.

/**
 * The client with the pair's counter, in one query. Only existing clients are kept, so made-up ids
 * cannot fill the memory; each is kept per address, as its counter is.
 */
export function grantRead(clientId: string, subject: string, { db, guard, clients }: ClientAuthDeps) {
  const attemptsKey = guard.keyOf(subject);
  // A made-up id that cannot be a client is not looked up; its counter still is.
  const read = () => clientForGrant(db, CLIENT_ID_PATTERN.test(clientId) ? clientId : '', attemptsKey);
  if (!clients) return read();
  return clients
    .load(subject, read, (row) =>
      row.client_id === null ? undefined : [`credential:${clientId}`, `attempt:${attemptsKey}`],
    )
    .then((row) => row ?? read());
}

/**
 * A failed client authentication: counted per client id and address and per address, or, past
 * either limit, answered 429 uncounted. `description` says why when the caller may know it.
 */
export async function refuse(
  req: FastifyRequest,
  read: ClientForGrant,
  subject: string,
  deps: ClientAuthDeps,
  challenge: boolean,
  description = 'Client authentication failed.',
): Promise<never> {
  const waitMs = Math.max(pairWaitMs(read, deps), await ipWaitMs(req, deps));
  if (waitMs > 0) {
    throw new OAuthError(
      429,
      'invalid_client',
      'Too many failed client authentications from this address; try again later.',
      false,
      Math.ceil(waitMs / 1000),
    );
  }
  await Promise.all([deps.ipFailures.count(req), deps.guard.failure(subject, { ip: req.ip })]);
  deps.clients?.forget(subject);
  throw new OAuthError(401, 'invalid_client', description, challenge);
}

/** How long the pair's counter still refuses wrong secrets; 0 while it does not. */
function pairWaitMs(read: ClientForGrant, { guard, clock }: ClientAuthDeps): number {
  try {
    guard.assess(read);
    return 0;
  } catch {
    const until = read.locked_until?.getTime();
    // A refusal without a lock end is a wait the guard's rules impose; a second says when to look again.
    return until === undefined ? 1000 : Math.max(1000, until - clock.now().getTime());
  }
}

async function ipWaitMs(req: FastifyRequest, { ipFailures }: ClientAuthDeps): Promise<number> {
  const waitMs = await ipFailures.waitMs(req);
  return waitMs > 0 ? Math.max(1000, waitMs) : 0;
}
