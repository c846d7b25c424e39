import { BUG_STATUSES } from '@ddp/contract';
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import { z } from 'zod';
import { readPlain } from '../../platform/http/encrypted';
import { jsonWithAttachments, reportItem } from './present';
import type { BugReportsService } from './service';

const listQuery = z.object({
  status: z.enum(BUG_STATUSES).optional(),
  companyId: z.uuid().optional(),
});
const setStatus = z.object({ id: z.string().min(1).max(40), status: z.string().min(1).max(40) });

/** Operator calls for bug reports (see `npm run ops -- bug-reports`). */
export function bugReportOpsRoutes(
  app: FastifyInstance,
  opts: { guard: preHandlerHookHandler; reports: BugReportsService },
) {
  const { guard, reports } = opts;
  const guarded = { preHandler: guard };

  app.get('/v1/ops/bug-reports', guarded, async (req) => ({
    output: 'success',
    reports: (await reports.listAll(readPlain(req, listQuery))).map((row) => ({
      ...reportItem(row),
      company: row.company_name,
      companyId: row.company_id,
      reporter: row.consumer_email,
      files: Number(row.files),
    })),
  }));

  app.get<{ Params: { id: string } }>('/v1/ops/bug-reports/:id', guarded, async (req, reply) => {
    const { report, files } = await reports.operatorDetail(req.params.id);
    return reply.type('application/json; charset=utf-8').send(
      jsonWithAttachments({
        wrap: { outer: { output: 'success' }, key: 'report' },
        head: {
          ...reportItem(report),
          description: report.description,
          reporter: report.consumer_email,
          companyId: report.company_id,
          updatedAt: report.updated_at.toISOString(),
        },
        key: 'attachments',
        files,
        contentOf: (file) => reports.content(file),
      }),
    );
  });

  app.post('/v1/ops/bug-reports/status', guarded, async (req) => {
    const { id, status } = readPlain(req, setStatus);
    await reports.setStatus(id, status);
    return { output: 'success', message: `${id} is now ${status}.` };
  });
}

/** The input schemas by telling names, for the hostile-input (fuzzing) suite. */
export { listQuery as opsBugReportsQuery, setStatus as opsBugReportStatus };
