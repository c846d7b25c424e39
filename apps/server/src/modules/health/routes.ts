import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

const READY_TIMEOUT_MS = 2_000;

/**
 * `draining`: the instance is stopping (SIGTERM). Readiness goes first, so that a balancer that
 * polls it sends no new requests while those under way finish; liveness stays, so that nothing
 * restarts an instance that is only ending as it was asked to.
 */
export function healthRoutes(app: FastifyInstance, opts: { db: Db; draining: () => boolean }) {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (_req, reply) => {
    if (opts.draining()) return reply.code(503).send({ status: 'stopping' });
    try {
      await Promise.race([
        sql`SELECT 1`.execute(opts.db),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), READY_TIMEOUT_MS).unref()),
      ]);
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}
