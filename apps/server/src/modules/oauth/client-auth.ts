import { CLIENT_ID_PATTERN } from '@ddp/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import type { NoticedCache } from '../../db/noticed-cache';
import type { IpRateLimit } from '../../platform/http/ip-rate-limit';
import type { BruteForceGuard } from '../auth/brute-force';
import type { ClientSecrets } from '../credentials/client-secrets';
import { OAuthError } from './oauth-error';
import { type ClientForGrant, clientForGrant } from './repo';

export interface ClientAuthDeps {
  db: Db;
  secrets: ClientSecrets;
  guard: BruteForceGuard;
  ipFailures: IpRateLimit;
  /** Clients kept between grants; without one every grant reads its client. */
  clients?: NoticedCache<ClientForGrant>;
}

type Form = Record<string, string | undefined>;

/**
 * Client authentication for the token, introspection and revocation endpoints:
 * client_secret_basic or client_secret_post, never both (RFC 6749 section 2.3). Failures count per
 * client id and per IP; past either limit the endpoint answers 429 before checking anything.
 */
export async function authenticateClient(req: FastifyRequest, form: Form, deps: ClientAuthDeps) {
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

  if (deps.ipFailures.exceeded(req.ip)) throw tooMany();
  const client = CLIENT_ID_PATTERN.test(clientId) ? await knownClient(clientId, deps) : undefined;
  try {
    deps.guard.assess(client);
  } catch {
    throw tooMany();
  }
  if (!client || client.pending_view || !deps.secrets.matches(client.secret_hash, secret)) {
    deps.ipFailures.count(req.ip);
    await deps.guard.failure(clientId, { ip: req.ip });
    deps.clients?.forget(clientId);
    throw new OAuthError(401, 'invalid_client', 'Client authentication failed.', challenge);
  }
  // Clearing costs a write: only when there was something to clear.
  if (client.failures !== null) {
    await deps.guard.success(clientId);
    deps.clients?.forget(clientId);
  }
  return client;
}

/** Only existing clients are kept, so made-up ids cannot fill the memory. */
function knownClient(clientId: string, { db, guard, clients }: ClientAuthDeps) {
  const attemptsKey = guard.keyOf(clientId);
  const read = () => clientForGrant(db, clientId, attemptsKey);
  if (!clients) return read();
  return clients.load(clientId, read, () => [`credential:${clientId}`, `attempt:${attemptsKey}`]);
}

function tooMany() {
  return new OAuthError(429, 'invalid_client', 'Too many failed client authentications; try again later.');
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
