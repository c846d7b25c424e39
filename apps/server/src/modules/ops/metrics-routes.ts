import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Metrics } from '../../platform/metrics';

/**
 * Prometheus' `/metrics`, in its text format, on the operator API's listener and behind the
 * operator token like every operator route: a scraper sends it as a bearer token.
 */
export function metricsRoutes(
  app: FastifyInstance,
  opts: { metrics: Metrics; guard: preHandlerAsyncHookHandler },
) {
  app.get('/metrics', { preHandler: opts.guard }, async (_req, reply) => {
    const { contentType, text } = await opts.metrics.exposition();
    return reply.type(contentType).send(text);
  });
}
