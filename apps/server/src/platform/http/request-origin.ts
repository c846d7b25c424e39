import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The origin a reply tells its requester about: links, the OpenAPI servers of the portal's own
 * API, the token service's metadata and issuer.
 *
 * With PUBLIC_URL set (always in production) that is PUBLIC_URL. Without it (development, tests)
 * it is the origin the browser used, from the Host header (or X-Forwarded-Host and -Proto behind
 * a trusted proxy), so that the portal reached at 127.0.0.1, localhost or a LAN name keeps its
 * links, Try it and tokens on that host. The Host header is the client's to write: what follows
 * it is only ever reflected to the same requester (never mailed, never stored), and such replies
 * say so to caches (`varyByHost`). A Host that is not a plain host name or address, with an
 * optional port, is not followed.
 */
export interface OriginRule {
  publicUrl: string;
  followRequestHost: boolean;
  /** The port the portal listens on: with a loopback host, an address of this very server. */
  port: number;
}

// A DNS name or IPv4 address, or an IPv6 address in brackets; an optional port.
const PLAIN_HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export function requestOrigin(req: Pick<FastifyRequest, 'host' | 'protocol'>, rule: OriginRule): string {
  if (!rule.followRequestHost) return rule.publicUrl;
  const host = req.host;
  if (typeof host !== 'string' || host.length > 260 || !PLAIN_HOST.test(host)) return rule.publicUrl;
  const protocol = req.protocol === 'https' ? 'https' : 'http';
  return new URL(`${protocol}://${host.toLowerCase()}`).origin;
}

/**
 * A reply built from the request's host is not to be served to a request for another host: caches
 * key it by the headers it was made from, and keep it no longer than this request.
 */
export function varyByHost(reply: FastifyReply, rule: OriginRule): void {
  if (!rule.followRequestHost) return;
  reply.header('vary', 'Host, X-Forwarded-Host, X-Forwarded-Proto');
  reply.header('cache-control', 'no-store');
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origins at which a published server is this portal itself: PUBLIC_URL, and without it also
 * the origin the request used and the loopback addresses of the portal's port.
 */
export function ownOrigins(req: Pick<FastifyRequest, 'host' | 'protocol'>, rule: OriginRule): string[] {
  if (!rule.followRequestHost) return [rule.publicUrl];
  const loopback = [...LOOPBACK].map((host) => `http://${host}:${rule.port}`);
  return [...new Set([rule.publicUrl, requestOrigin(req, rule), ...loopback])];
}

/**
 * Where a published OpenAPI document names this portal itself at its default address (the demo
 * catalogue's sample API is seeded with http://localhost:PORT) or at a loopback address of its
 * port, the servers entry is shown at the origin the browser used, so that Try it and the code
 * samples call the host the page came from (the CSP allows no other: connect-src 'self'). Other
 * servers, and every document with PUBLIC_URL set, are shown as published.
 */
export function serversAtRequestOrigin(document: unknown, origin: string, rule: OriginRule): unknown {
  if (!rule.followRequestHost || !isObject(document) || !Array.isArray(document.servers)) return document;
  const servers = document.servers.map((server: unknown) => {
    if (!isObject(server) || typeof server.url !== 'string' || !URL.canParse(server.url)) return server;
    const url = new URL(server.url);
    const own =
      url.origin === rule.publicUrl ||
      (url.protocol === 'http:' && LOOPBACK.has(url.hostname) && url.port === String(rule.port));
    if (!own) return server;
    const path = server.url.slice(url.origin.length);
    return { ...server, url: `${origin}${path}` };
  });
  return { ...document, servers };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
