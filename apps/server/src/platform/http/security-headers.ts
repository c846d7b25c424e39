import type { FastifyInstance, FastifyRequest } from 'fastify';

// Scripts only from our origin; Mantine sets inline styles, which CSP level 3 cannot nonce per element.
// Frames: the front-end apps screen shows operator-registered apps, on the portal or any https origin.
const DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' https:",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
];
const CSP = [...DIRECTIVES, "frame-ancestors 'none'"].join('; ');
// The demo front-end apps are made to be framed by the portal, and by nobody else.
const DEMO_APPS = '/demo-apps/';
const DEMO_APP_CSP = [...DIRECTIVES, "frame-ancestors 'self'"].join('; ');

const NEVER_STORED = ['/v1/', '/oauth2/', '/healthz', '/readyz'];

export function registerSecurityHeaders(app: FastifyInstance, opts: { hsts: boolean }) {
  app.addHook('onSend', async (req, reply, payload) => {
    reply.headers(securityHeaders(req, opts));
    return payload;
  });
}

/** The headers of every reply; also for the replies Fastify makes before any hook runs. */
export function securityHeaders(req: FastifyRequest, opts: { hsts: boolean }): Record<string, string> {
  return headersFor({ url: req.url, id: req.id, https: req.protocol === 'https' }, opts);
}

/**
 * The same set for a reply to no request Fastify has read: Node's own refusals of a connection
 * (client-errors.ts), which have no route, and so are never kept by a cache either.
 */
export function connectionRefusalHeaders(id: string, opts: { hsts: boolean }): Record<string, string> {
  return {
    ...headersFor({ url: '', id, https: false }, opts),
    'cache-control': 'no-store',
    pragma: 'no-cache',
  };
}

function headersFor(
  req: { url: string; id: string; https: boolean },
  opts: { hsts: boolean },
): Record<string, string> {
  const demoApp = req.url.startsWith(DEMO_APPS);
  const headers: Record<string, string> = {
    'content-security-policy': demoApp ? DEMO_APP_CSP : CSP,
    'x-content-type-options': 'nosniff',
    'x-frame-options': demoApp ? 'SAMEORIGIN' : 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'x-request-id': req.id,
  };
  if (opts.hsts || req.https) {
    headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  }
  const url = req.url;
  // API replies, and every reply of the token service, which RFC 6749 section 5.1 asks to be kept by
  // no cache (both headers): its successes carry tokens, and its refusals are of the same call.
  if (NEVER_STORED.some((prefix) => url.startsWith(prefix))) {
    headers['cache-control'] = 'no-store';
    headers.pragma = 'no-cache';
  }
  return headers;
}
