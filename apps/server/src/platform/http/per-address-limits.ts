import { messages } from '@ddp/contract';
import fastifyRateLimit, { type FastifyRateLimitStoreCtor, normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { TooManyRequests } from '../errors';

const MINUTE_MS = 60_000;
// The plugin's own grouping: an IPv6 visitor holds a whole /64, and counts as one address.
const address = (req: FastifyRequest) => normalizeIP(req.ip, 64);

/** The limit a route takes as its preHandler: so many calls a minute per client address and route. */
export interface PerAddressLimit {
  hook(): preHandlerAsyncHookHandler;
}

/** Failures counted per client address, whatever they were for (the token service's wrong secrets). */
export interface AddressFailures {
  /** How long further failures from the request's address are refused; 0 while they are not. */
  waitMs(req: FastifyRequest): Promise<number>;
  /** Counts one failure from the request's address. */
  count(req: FastifyRequest): Promise<void>;
}

/**
 * @fastify/rate-limit on `app`, counting in `store` (one the instances share), on the routes that ask
 * for it only. A refusal is the contract's 429 with its text, and no header tells a guesser how many
 * tries it has left: the sign-in calls answer as before the plugin.
 */
export async function registerPerAddressLimits(app: FastifyInstance, store: FastifyRateLimitStoreCtor) {
  await app.register(fastifyRateLimit, {
    global: false,
    store,
    // After the body is read, as before: a request refused for its form is no try.
    hook: 'preHandler',
    addHeaders: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
      'retry-after': false,
    },
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    errorResponseBuilder: () => new TooManyRequests(messages.tooManyRequests),
  });
}

/** `perMinute` calls a minute per client address and route, for the sign-in calls. */
export function perAddressLimit(app: FastifyInstance, perMinute: number): PerAddressLimit {
  return {
    hook: () =>
      app.rateLimit({
        max: perMinute,
        timeWindow: MINUTE_MS,
        keyGenerator: (req) => `${req.method} ${req.routeOptions.url ?? req.url} ${address(req)}`,
      }),
  };
}

/** At most `perMinute` failures a minute per client address, counted only when a failure happens. */
export function addressFailures(app: FastifyInstance, name: string, perMinute: number): AddressFailures {
  const limit = app.createRateLimit({
    max: perMinute,
    timeWindow: MINUTE_MS,
    keyGenerator: (req) => `${name} ${address(req)}`,
  });
  return {
    async waitMs(req) {
      const state = await limit(req, { increment: false });
      return !state.isAllowed && state.remaining === 0 ? state.ttl : 0;
    },
    async count(req) {
      await limit(req);
    },
  };
}
