import {
  bugReportQuery,
  createBugReportRequest,
  firstErrors,
  listBugReportsRequest,
  messages,
  paths,
  uploadReportFields,
} from '@ddp/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { BadRequest } from '../../platform/errors';
import { type Decrypter, readEncrypted, readPlain } from '../../platform/http/encrypted';
import { actorOf, sessionGuard } from '../auth/guard';
import type { Sessions } from '../auth/sessions';
import { jsonWithAttachments, reportDetailHead, reportItem } from './present';
import type { BugReportsService } from './service';
import { dropRestOfBody, readUpload, type Upload, uploadOptions } from './upload-reader';

function parseUploadFields(fields: Record<string, string>) {
  const result = uploadReportFields.safeParse(fields);
  if (result.success) return result.data;
  const errors = firstErrors(result.error);
  throw new BadRequest(Object.values(errors)[0] ?? messages.badRequest, errors);
}

/**
 * The bug report calls of spec section 7. They live in a scope of their own so that only the
 * upload call accepts multipart bodies; see docs/api.md for why its fields are not sealed.
 */
export async function bugReportRoutes(
  app: FastifyInstance,
  opts: { reports: BugReportsService; sessions: Sessions; envelope: Decrypter },
) {
  const { reports, sessions, envelope } = opts;
  await app.register(async (scope) => {
    await scope.register(multipart, uploadOptions);
    const signedIn = { preHandler: sessionGuard(sessions) };

    scope.post(paths.getListBugReport, signedIn, async (req) => {
      const { consumer_id, page, order } = await readEncrypted(req, envelope, listBugReportsRequest);
      const listed = await reports.list(actorOf(req), {
        consumerId: consumer_id,
        page: page ?? 1,
        order: order ?? 'desc',
      });
      return {
        output: 'success',
        message: listed.rows.map(reportItem),
        page: listed.page,
        pageSize: listed.pageSize,
        total: listed.total,
      };
    });

    scope.get(paths.getReport, signedIn, async (req, reply) => {
      const { id } = readPlain(req, bugReportQuery);
      const { report, files } = await reports.detail(actorOf(req), id);
      return reply.type('application/json; charset=utf-8').send(
        jsonWithAttachments({
          head: { output: 'success', message: 'success', ...reportDetailHead(report) },
          key: 'attachment',
          files,
          contentOf: (file) => reports.content(file),
        }),
      );
    });

    scope.post(paths.createBugReport, signedIn, async (req, reply) => {
      const { consumer_id, consumer_email, title, description, priority } = await readEncrypted(
        req,
        envelope,
        createBugReportRequest,
      );
      const claims = { consumerId: consumer_id, email: consumer_email };
      const id = await reports.submit(actorOf(req), claims, { title, description, priority }, []);
      return reply.code(201).send({ output: 'success', message: messages.bugReportSent, id });
    });

    scope.post(paths.uploadReportFile, signedIn, async (req, reply) => {
      const actor = actorOf(req);
      let budget: Awaited<ReturnType<BugReportsService['admitUpload']>> | undefined;
      let upload: Upload | undefined;
      try {
        budget = await reports.admitUpload(actor);
        upload = await readUpload(req, budget);
        const { consumer_id, consumer_email, title, description, priority, fileCount } = parseUploadFields(
          upload.fields,
        );
        const claims = { consumerId: consumer_id, email: consumer_email, fileCount };
        const id = await reports.submit(actor, claims, { title, description, priority }, upload.files);
        return reply.code(201).send({ output: 'success', message: messages.bugReportSent, id });
      } catch (error) {
        dropRestOfBody(req);
        throw error;
      } finally {
        budget?.release();
        await upload?.discard();
      }
    });
  });
}
