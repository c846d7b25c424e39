import { paths, viewSecurityLogRequest } from '@ddp/contract';
import type { FastifyInstance } from 'fastify';
import { type Decrypter, readEncrypted } from '../../platform/http/encrypted';
import { actorOf, sessionGuard } from '../auth/guard';
import type { Sessions } from '../auth/sessions';
import type { SecurityLogService } from './service';

/** view-security-log (ours, issue 22): every member reads their own events, nobody else's. */
export function securityLogRoutes(
  app: FastifyInstance,
  opts: { securityLog: SecurityLogService; sessions: Sessions; envelope: Decrypter },
) {
  const { securityLog, sessions, envelope } = opts;
  app.post(paths.viewSecurityLog, { preHandler: sessionGuard(sessions) }, async (req) => {
    const request = await readEncrypted(req, envelope, viewSecurityLogRequest);
    return securityLog.ofPerson(actorOf(req), request);
  });
}
