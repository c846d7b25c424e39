import { newsLimits, paths, publishNewsRequest, withdrawNewsRequest } from '@ddp/contract';
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import { readPlain } from '../../platform/http/encrypted';
import { opsNewsRow } from './present';
import type { NewsService } from './service';

// Base64 grows a file by a third; the rest of the body is small beside the files.
const PUBLISH_BODY_LIMIT =
  Math.ceil((newsLimits.attachmentsMax * newsLimits.attachmentMaxBytes * 4) / 3) + 1024 * 1024;

/** Operator calls for news (see `npm run ops -- news`): plain JSON behind the operator token. */
export function newsOpsRoutes(
  app: FastifyInstance,
  opts: { guard: preHandlerHookHandler; news: NewsService },
) {
  const { guard, news } = opts;

  app.post(paths.opsNews, { preHandler: guard, bodyLimit: PUBLISH_BODY_LIMIT }, async (req, reply) => {
    const published = await news.publish(readPlain(req, publishNewsRequest));
    const audience = published.companies === 'all' ? 'all companies' : `${published.companies} company(ies)`;
    return reply.code(201).send({
      output: 'success',
      id: published.id,
      message: `Published news ${published.id} to ${audience}.`,
    });
  });

  app.get(paths.opsNews, { preHandler: guard }, async () => ({
    output: 'success',
    news: (await news.listAll()).map(opsNewsRow),
  }));

  app.post(paths.opsNewsWithdraw, { preHandler: guard }, async (req) => {
    const { id } = readPlain(req, withdrawNewsRequest);
    await news.withdraw(id);
    return { output: 'success', message: `Withdrew news ${id}; its files and answers are gone with it.` };
  });
}
