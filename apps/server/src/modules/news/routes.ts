import { getNewsRequest, paths, updateTermsConditionRequest, viewNewsRequest } from '@ddp/contract';
import type { FastifyInstance } from 'fastify';
import { type Decrypter, readEncrypted, readPlain } from '../../platform/http/encrypted';
import { actorOf, sessionGuard } from '../auth/guard';
import type { Sessions } from '../auth/sessions';
import { newsItemReply, newsListReply, termsAnswerReply } from './present';
import type { NewsService } from './service';

export function newsRoutes(
  app: FastifyInstance,
  opts: { news: NewsService; sessions: Sessions; envelope: Decrypter },
) {
  const { news, sessions, envelope } = opts;
  const signedIn = { preHandler: sessionGuard(sessions) };

  app.get(paths.viewNews, signedIn, async (req) => {
    const input = await readEncrypted(req, envelope, viewNewsRequest);
    return newsListReply(await news.list(actorOf(req), input));
  });

  // The contract sends newsId and consumerId as plain query fields; an envelope is read as well.
  app.get(paths.getNews, signedIn, async (req) => {
    const query = req.query as Record<string, unknown> | undefined;
    const input =
      query && 'encryptData' in query
        ? await readEncrypted(req, envelope, getNewsRequest)
        : readPlain(req, getNewsRequest);
    return newsItemReply(await news.item(actorOf(req), input));
  });

  app.post(paths.updateTermsCondition, signedIn, async (req) => {
    const input = await readEncrypted(req, envelope, updateTermsConditionRequest);
    return termsAnswerReply(await news.answerTerms(actorOf(req), input));
  });
}
