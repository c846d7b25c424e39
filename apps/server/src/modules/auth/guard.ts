import { MFA_HEADER } from '@ddp/contract';
import type { FastifyRequest } from 'fastify';
import type { Actor } from './actor';
import type { AuthService } from './service';

/** A preHandler for every signed-in route: no valid session, no handler. */
export function sessionGuard(auth: AuthService) {
  return async (req: FastifyRequest) => {
    const mfa = req.headers[MFA_HEADER];
    req.actor = await auth.authenticate(req.headers.authorization, typeof mfa === 'string' ? mfa : undefined);
    req.envelopeKey = auth.envelopeKeyFor(req.actor.sessionId);
  };
}

export function actorOf(req: FastifyRequest): Actor {
  if (!req.actor) throw new Error('route is missing the session guard');
  return req.actor;
}
