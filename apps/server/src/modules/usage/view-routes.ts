import { paths, viewUsageRequest } from '@ddp/contract';
import type { FastifyInstance } from 'fastify';
import { type Decrypter, readEncrypted } from '../../platform/http/encrypted';
import { actorOf, sessionGuard } from '../auth/guard';
import type { Sessions } from '../auth/sessions';
import type { UsageView } from './usage-view';

/** view-usage (ours, issue 21): requests, errors, latency and quotas of the caller's clients. */
export function usageViewRoutes(
  app: FastifyInstance,
  opts: { usageView: UsageView; sessions: Sessions; envelope: Decrypter },
) {
  const { usageView, sessions, envelope } = opts;
  app.post(paths.viewUsage, { preHandler: sessionGuard(sessions) }, async (req) => {
    const request = await readEncrypted(req, envelope, viewUsageRequest);
    return { output: 'success', data: await usageView.figures(actorOf(req), request) };
  });
}
