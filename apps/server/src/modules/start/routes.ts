import {
  dismissStartChecklistRequest,
  messages,
  paths,
  setLanguageRequest,
  startSummaryRequest,
} from '@ddp/contract';
import type { FastifyInstance } from 'fastify';
import { type Decrypter, readEncrypted } from '../../platform/http/encrypted';
import { inLanguage } from '../../platform/locale';
import { actorOf, sessionGuard } from '../auth/guard';
import type { Sessions } from '../auth/sessions';
import type { StartService } from './service';

/** The start page (ours, docs/api.md): one summary call, hiding the checklist; and the account's language. */
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

  // The account's language: the reply already speaks it.
  app.post(paths.setLanguage, signedIn, async (req) => {
    const input = await readEncrypted(req, envelope, setLanguageRequest);
    await start.setLanguage(actorOf(req), input);
    return inLanguage(input.language, () => ({
      output: 'success',
      message: messages.languageSaved,
      language: input.language,
    }));
  });
}
