import { endOtherSessionsRequest, endSessionRequest, paths, viewSessionsRequest } from '@ddp/contract';
import type { FastifyInstance } from 'fastify';
import { type Decrypter, readEncrypted } from '../../platform/http/encrypted';
import { actorOf, sessionGuard } from './guard';
import type { OwnSessions } from './own-sessions';
import type { Sessions } from './sessions';

/** Ours (issue 22): the signed-in person's sessions, and signing out one or all the others. */
export function ownSessionsRoutes(
  app: FastifyInstance,
  opts: { ownSessions: OwnSessions; sessions: Sessions; envelope: Decrypter },
) {
  const { ownSessions, sessions, envelope } = opts;
  const guarded = { preHandler: sessionGuard(sessions) };
  app.post(paths.viewSessions, guarded, async (req) => {
    await readEncrypted(req, envelope, viewSessionsRequest);
    return { output: 'success', data: await ownSessions.list(actorOf(req)) };
  });
  app.post(paths.endSession, guarded, async (req) => {
    const { handle } = await readEncrypted(req, envelope, endSessionRequest);
    return ownSessions.endOne(actorOf(req), handle);
  });
  app.post(paths.endOtherSessions, guarded, async (req) => {
    await readEncrypted(req, envelope, endOtherSessionsRequest);
    return ownSessions.endOthers(actorOf(req));
  });
}
