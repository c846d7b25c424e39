import type { HttpTimeouts } from '../config';

// Node looks for requests over their bound every 30 s by default, which would let a trickle live
// up to twice its bound; a look a second costs a walk over the open connections.
const CHECK_EVERY_MS = 1_000;

/** The Fastify options that carry the timeouts onto Node's HTTP server. */
export function timeoutOptions(timeouts: HttpTimeouts) {
  return {
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.connectionMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: Math.min(CHECK_EVERY_MS, timeouts.headersMs),
    },
  };
}
