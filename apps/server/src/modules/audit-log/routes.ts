import { paths, viewAuditLogRequest } from '@ddp/contract';
import type { FastifyInstance } from 'fastify';
import { type Decrypter, readEncrypted } from '../../platform/http/encrypted';
import { actorOf, sessionGuard } from '../auth/guard';
import type { Sessions } from '../auth/sessions';
import type { AuditLogService } from './service';

/** view-audit-log (ours, issue 20): the company's events for its Owners, newest first. */
export function auditLogRoutes(
  app: FastifyInstance,
  opts: { auditLog: AuditLogService; sessions: Sessions; envelope: Decrypter },
) {
  const { auditLog, sessions, envelope } = opts;
  app.post(paths.viewAuditLog, { preHandler: sessionGuard(sessions) }, async (req) => {
    const filters = await readEncrypted(req, envelope, viewAuditLogRequest);
    return { output: 'success', ...(await auditLog.ofCompany(actorOf(req), filters)) };
  });
}
