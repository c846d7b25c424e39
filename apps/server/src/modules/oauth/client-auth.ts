import type { FastifyRequest } from 'fastify';
import { authenticateByAssertion } from './client-assertion';
import type { AuthenticatedClient, ClientAuthDeps } from './client-auth-deps';
import { grantRead, refuse } from './client-lookup';

export type { AuthenticatedClient, ClientAuthDeps } from './client-auth-deps';

import { OAuthError } from './oauth-error';
import type { ClientForGrant } from './repo';

type Form = Record<string, string | undefined>;

/**
 * Client authentication for the token, introspection and revocation endpoints:
 * client_secret_basic or client_secret_post, never both (RFC 6749 section 2.3).
 *
 * Client ids are not secret (every token names one), so failures never lock a client: they count
 * per client id and source address, and per address. Past either limit a wrong secret from there
 * is answered 429 with Retry-After, uncounted; the right secret always authenticates, from anywhere
 * (docs/decisions.md, "Client authentication limits").
 */
export async function authenticateClient(
  req: FastifyRequest,
  form: Form,
  deps: ClientAuthDeps,
): Promise<AuthenticatedClient> {
  if (form.client_assertion !== undefined || form.client_assertion_type !== undefined)
    return authenticateByAssertion(req, form, deps);
  const basic = parseBasic(req.headers.authorization);
  const viaBody = form.client_id !== undefined || form.client_secret !== undefined;
  if (basic === 'malformed' || (basic && viaBody)) {
    throw new OAuthError(400, 'invalid_request', 'Use exactly one client authentication method.');
  }
  const clientId = basic ? basic.id : form.client_id;
  const secret = basic ? basic.secret : form.client_secret;
  const challenge = Boolean(basic);
  if (!clientId || !secret)
    throw new OAuthError(401, 'invalid_client', 'Client authentication is required.', true);

  const subject = `${clientId} ${req.ip}`;
  const read = await grantRead(clientId, subject, deps);
  const matched = isClient(read) && !read.pending_view ? matchingSecret(read, secret, deps) : undefined;
  if (isClient(read) && matched) {
    // The right secret past its end: said plainly, and not counted as a guess (issue 20, part 2).
    if (matched.expiresAt && matched.expiresAt.getTime() <= deps.clock.now().getTime()) {
      throw new OAuthError(401, 'invalid_client', 'The client secret has expired.', challenge);
    }
    // Clearing costs a write: only when there was something to clear.
    if (read.failures !== null) {
      await deps.guard.success(subject);
      deps.clients?.forget(subject);
    }
    return { ...read, usedSecret: matched };
  }

  return refuse(req, read, subject, deps, challenge);
}

const isClient = (read: ClientForGrant): read is AuthenticatedClient =>
  read.client_id !== null && read.secret_hash !== null;

/**
 * Which of the client's secrets (one, or two during a rotation) the caller gave. Both are always
 * compared, so the time taken does not tell which one matched.
 */
function matchingSecret(read: AuthenticatedClient, secret: string, { secrets }: ClientAuthDeps) {
  const first = secrets.matches(read.secret_hash, secret);
  const added = read.added_secret_hash !== null && secrets.matches(read.added_secret_hash, secret);
  if (first)
    return {
      id: read.secret_id ?? '',
      lastUsedAt: read.secret_last_used_at,
      expiresAt: read.secret_expires_at,
    };
  if (added)
    return {
      id: read.added_secret_id ?? '',
      lastUsedAt: read.added_secret_last_used_at,
      expiresAt: read.added_secret_expires_at,
    };
  return undefined;
}

function parseBasic(header: string | undefined): { id: string; secret: string } | 'malformed' | undefined {
  const match = /^Basic\s+(\S+)$/i.exec(header ?? '');
  if (!header) return undefined;
  if (!match) return 'malformed';
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return 'malformed';
  try {
    // RFC 6749 section 2.3.1: both parts are form-urlencoded before joining.
    const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));
    return { id: decode(decoded.slice(0, colon)), secret: decode(decoded.slice(colon + 1)) };
  } catch {
    return 'malformed';
  }
}
