import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { strictTransportSecurity } from 'helmet';

// Scripts only from our origin; Mantine sets inline styles, which CSP level 3 cannot nonce per element.
// Frames: the front-end apps screen shows operator-registered apps, on the portal or any https origin.
const DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'", 'https:'],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  objectSrc: ["'none'"],
};

/**
 * The portal's header set, made by helmet. Helmet's defaults beyond the set the portal has always
 * sent (Cross-Origin-Resource-Policy, Origin-Agent-Cluster, X-DNS-Prefetch-Control,
 * X-Download-Options, X-Permitted-Cross-Domain-Policies, X-XSS-Protection) stay off, so that no
 * reply changed with the swap (docs/decisions.md). HSTS is decided per request, below.
 */
const PORTAL = {
  contentSecurityPolicy: { useDefaults: false, directives: { ...DIRECTIVES, frameAncestors: ["'none'"] } },
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  xContentTypeOptions: true,
  xPoweredBy: true,
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} as const;

/** Pages made to be framed by the portal, and by nobody else (the demo apps). */
const FRAMED = {
  ...PORTAL,
  contentSecurityPolicy: { useDefaults: false, directives: { ...DIRECTIVES, frameAncestors: ["'self'"] } },
  xFrameOptions: { action: 'sameorigin' },
} as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's pages are framed by the portal (FRAMED's headers instead of PORTAL's). */
    framedByThePortal?: boolean;
  }
}

/** Route options of pages made to be framed by the portal, and by nobody else. */
export const framedByThePortal = { config: { framedByThePortal: true } } as const;

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** The headers a helmet middleware writes, for replies that no request hook of Fastify reaches. */
function headersOf(middleware: Middleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

// Helmet's header sets, made once: @fastify/helmet made helmet's middleware anew for every request
// (its options parsed, its CSP written), a twentieth of a token grant's CPU (docs/decisions.md).
const PORTAL_HEADERS = headersOf(helmet(PORTAL));
const FRAMED_HEADERS = headersOf(helmet(FRAMED));
// A year, with subdomains: helmet's defaults.
const HSTS = headersOf(strictTransportSecurity());

// Helmet has no Permissions-Policy; the request id traces a reply to its log lines.
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';
const NEVER_STORED = ['/v1/', '/oauth2/', '/healthz', '/readyz'];

/**
 * The rules helmet cannot state, beside its set: HSTS only where the browser reached the portal
 * over TLS (the public URL is https, or a trusted proxy says it terminated TLS: helmet's HSTS is
 * per server, not per request), the request id, Permissions-Policy, and no-store for API replies
 * and every reply of the token service, which RFC 6749 section 5.1 asks to be kept by no cache
 * (both headers): its successes carry tokens, and its refusals are of the same call.
 */
function besideHelmet(req: { url: string; id: string; https: boolean }, opts: { hsts: boolean }) {
  const headers: Record<string, string> = {
    'permissions-policy': PERMISSIONS_POLICY,
    'x-request-id': req.id,
    ...(opts.hsts || req.https ? HSTS : {}),
  };
  if (NEVER_STORED.some((prefix) => req.url.startsWith(prefix))) {
    headers['cache-control'] = 'no-store';
    headers.pragma = 'no-cache';
  }
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, opts: { hsts: boolean }) {
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(req.routeOptions.config.framedByThePortal ? FRAMED_HEADERS : PORTAL_HEADERS);
    done();
  });
  // On the way out, so that no-store wins over what a route set.
  app.addHook('onSend', async (req, reply, payload) => {
    reply.headers(besideHelmet({ url: req.url, id: req.id, https: req.protocol === 'https' }, opts));
    return payload;
  });
}

/** The whole set for the replies Fastify makes before any hook runs (a malformed URL). */
export function securityHeaders(req: FastifyRequest, opts: { hsts: boolean }): Record<string, string> {
  return {
    ...PORTAL_HEADERS,
    ...besideHelmet({ url: req.url, id: req.id, https: req.protocol === 'https' }, opts),
  };
}

/**
 * The same set for a reply to no request Fastify has read: Node's own refusals of a connection
 * (client-errors.ts), which have no route, and so are never kept by a cache either.
 */
export function connectionRefusalHeaders(id: string, opts: { hsts: boolean }): Record<string, string> {
  return {
    ...PORTAL_HEADERS,
    ...besideHelmet({ url: '', id, https: false }, opts),
    'cache-control': 'no-store',
    pragma: 'no-cache',
  };
}
