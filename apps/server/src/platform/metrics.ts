import { performance } from 'node:perf_hooks';
import { paths } from '@ddp/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryId } from 'kysely';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Mailer } from './mail/mailer';

const SECONDS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

// What the sign-in's logged events say about its outcome: which step, and whether it passed.
const SIGN_IN_EVENTS: Record<string, { step: string; outcome: string }> = {
  'login.password_ok': { step: 'password', outcome: 'accepted' },
  'login.failed': { step: 'password', outcome: 'refused' },
  'login.code_refused': { step: 'code', outcome: 'refused' },
  'login.succeeded': { step: 'code', outcome: 'accepted' },
};

const GRANT_OUTCOMES: Record<number, string> = {
  200: 'granted',
  400: 'invalid_request',
  401: 'invalid_client',
  429: 'limited',
};

/**
 * The portal's Prometheus metrics (prom-client), one registry per app so that servers in one
 * process never mix their counts. Requests by route and status with their latency, the sign-in's
 * outcomes, lockouts and every other logged event, token grants, mail sent, the database's query
 * time (and, from its module, its pool and the outbox), and Node's own: event-loop lag, memory, GC.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly #requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Requests answered, by method, route and status, with the time to answer (its _count is the request rate)',
    labelNames: ['method', 'route', 'status_code'],
    buckets: SECONDS,
    registers: [this.registry],
  });
  readonly #events = new Counter({
    name: 'ddp_events_total',
    help: 'Events the portal logs (docs/configuration.md, Logs), by event, whatever the log level',
    labelNames: ['event'],
    registers: [this.registry],
  });
  readonly #signIns = new Counter({
    name: 'ddp_sign_ins_total',
    help: 'Sign-in steps by step (password, code) and outcome (accepted, refused); a code accepted is a sign-in',
    labelNames: ['step', 'outcome'],
    registers: [this.registry],
  });
  readonly #lockouts = new Counter({
    name: 'ddp_lockouts_total',
    help: 'Counters locked after repeated failures: sign-in (scope account or device) and token service clients',
    labelNames: ['counter', 'scope'],
    registers: [this.registry],
  });
  readonly #grants = new Counter({
    name: 'ddp_token_grants_total',
    help: 'Token requests by outcome: granted, invalid_client, invalid_request, limited, error',
    labelNames: ['outcome'],
    registers: [this.registry],
  });
  readonly #mail = new Counter({
    name: 'ddp_mail_sent_total',
    help: 'Mails handed to SMTP or the dev mailbox, by outcome (sent, failed)',
    labelNames: ['outcome'],
    registers: [this.registry],
  });
  readonly #queries = new Histogram({
    name: 'ddp_db_query_duration_seconds',
    help: 'Time from a statement leaving the portal to its answer, waiting for a connection included',
    buckets: SECONDS,
    registers: [this.registry],
  });

  constructor() {
    // Event-loop lag, CPU, memory, heap, GC and handles, under Node's usual names.
    collectDefaultMetrics({ register: this.registry });
  }

  /** Every answer of `app` by method, route template and status; token grants by outcome. */
  observeRequests(app: FastifyInstance): void {
    app.addHook('onResponse', async (req, reply) => {
      // The route's template keeps the series few: ids in paths are not labels.
      const route = req.routeOptions.url ?? '(unmatched)';
      this.#requests.labels(req.method, route, String(reply.statusCode)).observe(reply.elapsedTime / 1000);
      if (req.method === 'POST' && route === paths.oauthToken) {
        this.#grants.inc({ outcome: GRANT_OUTCOMES[reply.statusCode] ?? 'error' });
      }
    });
  }

  /**
   * The services' logger, counting each event it is given (`{ event: 'login.failed', ... }`) before
   * the log level decides whether the line is written: the counts never depend on LOG_LEVEL.
   */
  countingEvents(log: FastifyBaseLogger): FastifyBaseLogger {
    const counting = Object.create(log) as FastifyBaseLogger;
    for (const level of ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const) {
      counting[level] = ((first: unknown, ...rest: unknown[]) => {
        this.#count(first);
        return (log[level] as (...args: unknown[]) => void)(first, ...rest);
      }) as FastifyBaseLogger[typeof level];
    }
    counting.child = (bindings, options) => this.countingEvents(log.child(bindings, options));
    return counting;
  }

  #count(entry: unknown): void {
    if (typeof entry !== 'object' || entry === null || !('event' in entry)) return;
    const { event, scope } = entry as { event: unknown; scope?: unknown };
    if (typeof event !== 'string') return;
    this.#events.inc({ event });
    const signIn = SIGN_IN_EVENTS[event];
    if (signIn) this.#signIns.inc(signIn);
    if (event.endsWith('.locked')) {
      const counter = event.slice(0, -'.locked'.length);
      this.#lockouts.inc({ counter, scope: typeof scope === 'string' ? scope : counter });
    }
  }

  /** The mailer, counting what it sent and what failed. */
  countingMail(mailer: Mailer): Mailer {
    return {
      send: async (message) => {
        try {
          await mailer.send(message);
          this.#mail.inc({ outcome: 'sent' });
        } catch (error) {
          this.#mail.inc({ outcome: 'failed' });
          throw error;
        }
      },
      close: () => mailer.close(),
    };
  }

  /** A Kysely plugin timing each statement from its leaving to its answer. */
  timingQueries(): KyselyPlugin {
    const started = new WeakMap<QueryId, number>();
    return {
      transformQuery: ({ node, queryId }: PluginTransformQueryArgs) => {
        started.set(queryId, performance.now());
        return node;
      },
      transformResult: async ({ result, queryId }: PluginTransformResultArgs) => {
        const start = started.get(queryId);
        if (start !== undefined) this.#queries.observe((performance.now() - start) / 1000);
        return result;
      },
    };
  }

  /** A gauge read when Prometheus scrapes, for values that live elsewhere (the database). */
  gauge(name: string, help: string, labelNames: string[], read: (gauge: Gauge) => Promise<void>): void {
    new Gauge({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        await read(this);
      },
    });
  }

  /** The text Prometheus reads, and its content type. */
  async exposition(): Promise<{ contentType: string; text: string }> {
    return { contentType: this.registry.contentType, text: await this.registry.metrics() };
  }
}
