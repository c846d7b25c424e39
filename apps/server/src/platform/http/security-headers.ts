import type { FastifyInstance } from 'fastify';

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

export function registerSecurityHeaders(app: FastifyInstance, opts: { hsts: boolean }) {
  app.addHook('onSend', async (req, reply, payload) => {
    const demoApp = req.url.startsWith(DEMO_APPS);
    reply.header('content-security-policy', demoApp ? DEMO_APP_CSP : CSP);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', demoApp ? 'SAMEORIGIN' : 'DENY');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    reply.header('x-request-id', req.id);
    if (opts.hsts || req.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    const url = req.url;
    if (url.startsWith('/v1/') || url.startsWith('/healthz') || url.startsWith('/readyz')) {
      reply.header('cache-control', 'no-store');
      reply.header('pragma', 'no-cache');
    }
    return payload;
  });
}
