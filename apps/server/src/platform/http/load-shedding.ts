import { messages, OUTPUT_ERROR } from '@ddp/contract';
import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface SheddingRules {
  /** The mean delay of the event loop's timers over a sample that means overload; 0: not watched. */
  maxEventLoopDelayMs: number;
  /** Calls waiting for a database connection that mean overload; 0: not watched. */
  maxPoolWaiting: number;
  retryAfterSeconds: number;
}

// Short samples, so that shedding starts and stops within a fraction of a second of the load.
const SAMPLE_MS = 200;
const POOL_CHECK_MS = 250;
// Liveness and readiness answer whatever the load: an orchestrator must not restart a busy instance.
const NEVER_SHED = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * Under overload a new request is answered at once with 503 and Retry-After instead of joining a
 * queue in which every request would wait until all of them time out (@fastify/under-pressure).
 * Overload is the event loop running late (the CPU is saturated: with the embedded database its
 * statements run on this thread too) or calls queueing for a database connection (PostgreSQL's
 * pool is the bottleneck). Requests under way finish; the signal is re-read every sample.
 */
export async function shedLoadWhenOverloaded(
  app: FastifyInstance,
  rules: SheddingRules,
  poolWaiting: () => number | undefined,
): Promise<void> {
  const watchesLoop = rules.maxEventLoopDelayMs > 0;
  const watchesPool = rules.maxPoolWaiting > 0 && poolWaiting() !== undefined;
  if (!watchesLoop && !watchesPool) return;
  // Start-up (migrations, the embedded database's first statements) blocks the loop for a while:
  // what it left in the first samples says nothing of the load, so shedding waits for fresh ones.
  let sheddingFrom = Number.POSITIVE_INFINITY;
  app.addHook('onReady', async () => {
    sheddingFrom = performance.now() + 2 * SAMPLE_MS;
  });
  await app.register(underPressure, {
    sampleInterval: SAMPLE_MS,
    ...(watchesLoop ? { maxEventLoopDelay: rules.maxEventLoopDelayMs } : {}),
    ...(watchesPool
      ? {
          healthCheck: async () => (poolWaiting() ?? 0) <= rules.maxPoolWaiting,
          healthCheckInterval: POOL_CHECK_MS,
        }
      : {}),
    pressureHandler: refuse(rules.retryAfterSeconds, () => performance.now() >= sheddingFrom),
  });
}

type PressureHandler = NonNullable<FastifyUnderPressureOptions['pressureHandler']>;

/**
 * The refusal in the contract's shape. The plugin sends what the handler returns and lets the
 * request through when it returns nothing (its types say `void`, its code reads the value).
 */
function refuse(retryAfterSeconds: number, shedding: () => boolean): PressureHandler {
  const handler = (req: FastifyRequest, reply: FastifyReply, type: string) => {
    if (!shedding() || NEVER_SHED.has(req.url.split('?', 1)[0] ?? '')) return undefined;
    req.log.warn({ event: 'overload.shed', type }, 'request refused under overload');
    reply.code(503).header('retry-after', String(retryAfterSeconds));
    return { output: OUTPUT_ERROR, message: messages.overloaded };
  };
  return handler as unknown as PressureHandler;
}
