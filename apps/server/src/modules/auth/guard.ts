import { MFA_HEADER } from '@ddp/contract';
import type { FastifyRequest } from 'fastify';
import { useLanguage } from '../../platform/locale';
import type { Actor } from './actor';
import type { Sessions } from './sessions';

/** A preHandler for every signed-in route: no valid session, no handler. */
export function sessionGuard(sessions: Sessions) {
  return async (req: FastifyRequest) => {
    const mfa = req.headers[MFA_HEADER];
    const actor = await sessions.authenticate(
      req.headers.authorization,
      typeof mfa === 'string' ? mfa : undefined,
    );
    actor.address = req.ip;
    req.actor = actor;
    req.envelopeKey = sessions.envelopeKeyFor(req.actor.sessionId);
    useLanguage(req.actor.language ?? 'en');
  };
}

export function actorOf(req: FastifyRequest): Actor {
  if (!req.actor) throw new Error('route is missing the session guard');
  return req.actor;
}
