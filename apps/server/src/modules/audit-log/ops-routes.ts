import { AUDIT_AREAS, AUDIT_EVENT_TYPES, AUDIT_PAGE_MAX, auditCsv, auditDay } from '@ddp/contract';
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import { z } from 'zod';
import { readPlain } from '../../platform/http/encrypted';
import type { AuditLogService } from './service';

export const opsAuditLogQuery = z.object({
  company: z.uuid({ error: 'company must be a company id.' }).optional(),
  area: z.enum(AUDIT_AREAS).optional(),
  type: z.enum(AUDIT_EVENT_TYPES).optional(),
  actor: z.string().max(254).optional(),
  from: auditDay(),
  to: auditDay(),
  before: z
    .string()
    .regex(/^[1-9]\d{0,17}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(100),
  format: z.enum(['json', 'csv']).default('json'),
});

/** Operators read the audit log of every company, or of one (`npm run ops -- audit-log`). */
export function auditLogOpsRoutes(
  app: FastifyInstance,
  opts: { guard: preHandlerHookHandler; auditLog: AuditLogService },
) {
  const { guard, auditLog } = opts;
  app.get('/v1/ops/audit-log', { preHandler: guard }, async (req, reply) => {
    const { company, format, ...filters } = readPlain(req, opsAuditLogQuery);
    const page = await auditLog.operatorView({ ...filters, companyId: company });
    if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(auditCsv(page.data));
    return { output: 'success', events: page.data, ...(page.next ? { next: page.next } : {}) };
  });
}
