/**
 * How long a connection may take over each part of its life (REQUEST_TIMEOUT_SECONDS and its
 * neighbours, docs/configuration.md). Node and Fastify enforce them; nothing here reads a socket.
 */
export interface HttpTimeouts {
  /** The whole request, headers and body, must have arrived by then. */
  requestMs: number;
  /** The headers must have arrived by then; at most `requestMs`. */
  headersMs: number;
  /** A connection without a byte either way for this long is closed (a reply nobody reads). */
  connectionMs: number;
  /** An idle kept-alive connection between two requests. */
  keepAliveMs: number;
}

export const defaultHttpTimeouts: HttpTimeouts = {
  requestMs: 30_000,
  headersMs: 10_000,
  connectionMs: 60_000,
  // Fastify's own default: longer than the 60 s after which common load balancers drop an idle
  // connection, so that a proxy never reuses one the server is closing.
  keepAliveMs: 72_000,
};

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
