import { messages } from '@ddp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Unauthorized } from '../../platform/errors';
import { operatorTokenMatches } from '../../platform/operator-token';
import { parseUsageBatch } from './ingest-formats';
import type { UsageIngest } from './usage-ingest';

export const USAGE_EVENTS_PATH = '/v1/ops/usage-events';

/** A full batch of Kong's records, with their headers, stays well within this. */
const BATCH_BODY_LIMIT = 8 * 1024 * 1024;

/**
 * The gateway's access log comes in here (issue 21, part 1): batches in our format or as Kong's
 * http-log plugin sends them. Its token is its own (USAGE_INGEST_TOKEN), not the operator's: a
 * gateway's configuration that holds it can report calls and do nothing else.
 */
export function usageIngestRoutes(app: FastifyInstance, opts: { token: string; usage: UsageIngest }) {
  const guard = async (req: FastifyRequest) => {
    const given = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (!operatorTokenMatches(opts.token, given))
      throw new Unauthorized(messages.sessionMissing, 'ingest_token');
  };

  app.post(USAGE_EVENTS_PATH, { preHandler: guard, bodyLimit: BATCH_BODY_LIMIT }, async (req, reply) => {
    const parsed = parseUsageBatch(req.body);
    const result = parsed.ok ? await opts.usage.ingest(parsed.records) : parsed;
    if (!result.ok)
      return reply.code(400).send({
        output: 'error',
        message: 'The batch was refused whole: nothing of it was stored.',
        problems: result.problems,
      });
    req.log.info({ event: 'usage.ingested', ...result.summary }, 'usage batch stored');
    return { output: 'success', ...result.summary };
  });
}
