import { dismissStartChecklistRequest, paths, startSummaryRequest } from '@ddp/contract';
import type { FastifyInstance } from 'fastify';
import { type Decrypter, readEncrypted } from '../../platform/http/encrypted';
import { actorOf, sessionGuard } from '../auth/guard';
import type { Sessions } from '../auth/sessions';
import type { StartService } from './service';

/** The start page (ours, docs/api.md): one summary call, and hiding the checklist. */
export function startRoutes(
  app: FastifyInstance,
  opts: { start: StartService; sessions: Sessions; envelope: Decrypter },
) {
  const { start, sessions, envelope } = opts;
  const signedIn = { preHandler: sessionGuard(sessions) };

  app.get(paths.startSummary, signedIn, async (req) => {
    const input = await readEncrypted(req, envelope, startSummaryRequest);
    return { output: 'success', ...(await start.summary(actorOf(req), input)) };
  });

  app.post(paths.dismissStartChecklist, signedIn, async (req) => {
    const input = await readEncrypted(req, envelope, dismissStartChecklistRequest);
    await start.dismissChecklist(actorOf(req), input);
    return { output: 'success', checklistDismissed: true };
  });
}
