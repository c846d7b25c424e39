import {
  bugReportMessages,
  bugReportPaths,
  bugReportQuery,
  createBugReportRequest,
  firstErrors,
  listBugReportsRequest,
  messages,
  uploadReportFields,
} from '@ddp/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { BadRequest } from '../../platform/errors';
import { type Decrypter, readEncrypted, readPlain } from '../../platform/http/encrypted';
import { actorOf, sessionGuard } from '../auth/guard';
import type { AuthService } from '../auth/service';
import { teamPolicy } from '../teams/policy';
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
  opts: { reports: BugReportsService; auth: AuthService; envelope: Decrypter },
) {
  const { reports, auth, envelope } = opts;
  await app.register(async (scope) => {
    await scope.register(multipart, uploadOptions);
    const signedIn = { preHandler: sessionGuard(auth) };

    scope.post(bugReportPaths.list, signedIn, async (req) => {
      const actor = actorOf(req);
      const { consumer_id, page, order } = await readEncrypted(req, envelope, listBugReportsRequest);
      teamPolicy.requireSelf(actor, { consumerId: consumer_id });
      const listed = await reports.list(actor, page ?? 1, order ?? 'desc');
      return {
        output: 'success',
        message: listed.rows.map(reportItem),
        page: listed.page,
        pageSize: listed.pageSize,
        total: listed.total,
      };
    });

    scope.get(bugReportPaths.detail, signedIn, async (req, reply) => {
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

    scope.post(bugReportPaths.create, signedIn, async (req, reply) => {
      const actor = actorOf(req);
      const { consumer_id, consumer_email, title, description, priority } = await readEncrypted(
        req,
        envelope,
        createBugReportRequest,
      );
      teamPolicy.requireSelf(actor, { consumerId: consumer_id, email: consumer_email });
      const id = await reports.submit(actor, { title, description, priority }, []);
      return reply.code(201).send({ output: 'success', message: bugReportMessages.sent, id });
    });

    scope.post(bugReportPaths.upload, signedIn, async (req, reply) => {
      const actor = actorOf(req);
      let budget: Awaited<ReturnType<BugReportsService['admitUpload']>> | undefined;
      let upload: Upload | undefined;
      try {
        budget = await reports.admitUpload(actor);
        upload = await readUpload(req, budget);
        const { consumer_id, consumer_email, title, description, priority, fileCount } = parseUploadFields(
          upload.fields,
        );
        teamPolicy.requireSelf(actor, { consumerId: consumer_id, email: consumer_email });
        if (fileCount !== upload.files.length) throw new BadRequest(bugReportMessages.fileCountMismatch);
        const id = await reports.submit(actor, { title, description, priority }, upload.files);
        return reply.code(201).send({ output: 'success', message: bugReportMessages.sent, id });
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
