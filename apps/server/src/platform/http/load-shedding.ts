import { messages, OUTPUT_ERROR } from '@ddp/contract';
import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface SheddingRules {
  /** The mean delay of the event loop's timers over a sample that means overload; 0: not watched. */
  maxEventLoopDelayMs: number;
  /** Calls waiting for a database connection that mean overload; 0: not watched. */
  maxPoolWaiting: number;
  /** Requests being served at once above which a new one is refused; 0: no limit. */
  maxInFlight: number;
  retryAfterSeconds: number;
}

// Short samples, so that shedding starts and stops within a fraction of a second of the load.
const SAMPLE_MS = 200;
const POOL_CHECK_MS = 250;
const REPORT_EVERY_MS = 1_000;
// Liveness and readiness answer whatever the load: an orchestrator must not restart a busy instance.
const NEVER_SHED = new Set(['/healthz', '/readyz', '/metrics']);
const isProbe = (req: FastifyRequest) => NEVER_SHED.has(req.url.split('?', 1)[0] ?? '');

/** The contract's refusal: 503 with Retry-After; the body is returned for the caller to send. */
function overloaded(reply: FastifyReply, retryAfterSeconds: number) {
  reply.code(503).header('retry-after', String(retryAfterSeconds));
  return { output: OUTPUT_ERROR, message: messages.overloaded };
}

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
  const refused = refusalLog(app.log);
  if (rules.maxInFlight > 0) limitRequestsInFlight(app, rules, refused);
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
    pressureHandler: refuse(rules.retryAfterSeconds, () => performance.now() >= sheddingFrom, refused),
  });
}

/**
 * A request is refused at once while `maxInFlight` others are being served. The signals above see
 * overload only once the requests admitted have waited (a late loop, a queue for the pool), so the
 * admitted ones wait ever longer while the crowd grows; a limit on what is in flight bounds that
 * wait to what the admitted requests take among themselves, and a refusal costs little more than
 * reading the request, so the queue in front of the server drains. @fastify/under-pressure has no
 * such limit; counting is a hook and an event (docs/decisions.md, "Load shedding").
 *
 * A request counts once it has been read whole (preHandler), not while its body is still arriving:
 * a client that sends its body slowly costs a connection, not the server's work, and counted from
 * its first byte a few dozen such clients would hold every place until the request timeout and
 * shut everyone else out.
 */
function limitRequestsInFlight(app: FastifyInstance, rules: SheddingRules, refused: RefusalLog): void {
  let inFlight = 0;
  const finished = () => {
    inFlight--;
  };
  app.addHook('preHandler', (req, reply, done) => {
    if (isProbe(req)) return done();
    if (inFlight >= rules.maxInFlight) {
      refused('inFlight');
      reply.send(overloaded(reply, rules.retryAfterSeconds));
      return;
    }
    inFlight++;
    // 'close' comes once whether the answer was sent or the client went away first.
    reply.raw.once('close', finished);
    done();
  });
}

type RefusalLog = (type: string) => void;

/**
 * One warning a second at most, with how many were refused and why: under overload a line per
 * refusal would cost more than the refusal itself and bury every other line.
 */
function refusalLog(log: FastifyBaseLogger): RefusalLog {
  let counts: Record<string, number> = {};
  let reportDue = false;
  const report = () => {
    reportDue = false;
    log.warn({ event: 'overload.shed', refused: counts }, 'requests refused under overload');
    counts = {};
  };
  return (type) => {
    counts[type] = (counts[type] ?? 0) + 1;
    if (reportDue) return;
    reportDue = true;
    setTimeout(report, REPORT_EVERY_MS).unref();
  };
}

type PressureHandler = NonNullable<FastifyUnderPressureOptions['pressureHandler']>;

/**
 * The refusal in the contract's shape. The plugin sends what the handler returns and lets the
 * request through when it returns nothing (its types say `void`, its code reads the value).
 */
function refuse(retryAfterSeconds: number, shedding: () => boolean, refused: RefusalLog): PressureHandler {
  const handler = (req: FastifyRequest, reply: FastifyReply, type: string) => {
    if (!shedding() || isProbe(req)) return undefined;
    refused(type);
    return overloaded(reply, retryAfterSeconds);
  };
  return handler as unknown as PressureHandler;
}
