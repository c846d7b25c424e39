import { ASSERTION_ALGORITHMS, paths } from '@ddp/contract';
import type { FastifyRequest } from 'fastify';
import { createLocalJWKSet, decodeJwt, type JSONWebKeySet, jwtVerify } from 'jose';
import { BoundedMemo } from '../../platform/bounded-memo';
import { requestOrigin } from '../../platform/http/request-origin';
import type { AuthenticatedClient, ClientAuthDeps } from './client-auth-deps';
import { grantRead, refuse } from './client-lookup';
import { OAuthError } from './oauth-error';
import { keySetOf } from './repo';

/** RFC 7523 section 2.2: a JWT as client authentication (OpenID Connect's private_key_jwt). */
export const JWT_BEARER_ASSERTION = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';
/** An assertion is a one-off: one that lives longer than this is refused, and its jti kept that long. */
const LONGEST_LIFE_S = 10 * 60;
const CLOCK_SKEW_S = 30;

type Form = Record<string, string | undefined>;

/**
 * The key sets in use, by their text: jose's set imports each key once and keeps it, where a set
 * made per request would import the key for every assertion. A changed set is another text.
 */
const keySets = new BoundedMemo<ReturnType<typeof createLocalJWKSet>>(256);
const keySetFrom = (jwks: string) =>
  keySets.get(jwks, () => createLocalJWKSet(JSON.parse(jwks) as JSONWebKeySet));

/** The client the assertion names (iss and sub alike), before its signature is checked. */
function namedClient(assertion: string): string | undefined {
  try {
    const { iss, sub } = decodeJwt(assertion);
    return typeof sub === 'string' && iss === sub ? sub : undefined;
  } catch {
    return undefined;
  }
}

/**
 * private_key_jwt: the client signs a short-lived JWT with a key of the set it registered in the
 * portal, for this server (aud: the issuer or the token endpoint), naming itself as iss and sub.
 * Each assertion is accepted once (its jti is kept until it expires); every failure counts toward
 * the same limits as a wrong secret.
 */
export async function authenticateByAssertion(
  req: FastifyRequest,
  form: Form,
  deps: ClientAuthDeps,
): Promise<AuthenticatedClient> {
  if (req.headers.authorization !== undefined || form.client_secret !== undefined)
    throw new OAuthError(400, 'invalid_request', 'Use exactly one client authentication method.');
  if (form.client_assertion_type !== JWT_BEARER_ASSERTION)
    throw new OAuthError(400, 'invalid_request', `client_assertion_type must be ${JWT_BEARER_ASSERTION}.`);
  if (!form.client_assertion) throw new OAuthError(400, 'invalid_request', 'client_assertion is required.');

  const clientId = namedClient(form.client_assertion) ?? '';
  const subject = `${clientId} ${req.ip}`;
  const read = await grantRead(clientId, subject, deps);
  const named =
    read.client_id !== null &&
    read.secret_hash !== null &&
    !read.pending_view &&
    (form.client_id === undefined || form.client_id === clientId);
  const jwks = named ? await keySetOf(deps.db, clientId) : null;
  if (jwks === null) return refuse(req, read, subject, deps, false);
  const client = read as AuthenticatedClient;

  const issuer = deps.origin ? requestOrigin(req, deps.origin) : undefined;
  const now = deps.clock.now();
  let claims: { jti?: unknown; exp?: unknown };
  try {
    ({ payload: claims } = await jwtVerify(form.client_assertion, keySetFrom(jwks), {
      algorithms: [...ASSERTION_ALGORITHMS],
      issuer: clientId,
      subject: clientId,
      ...(issuer ? { audience: [issuer, `${issuer}${paths.oauthToken}`] } : {}),
      requiredClaims: ['exp', 'jti'],
      currentDate: now,
      clockTolerance: CLOCK_SKEW_S,
    }));
  } catch {
    return refuse(req, read, subject, deps, false, 'The client assertion is not valid.');
  }
  const nowS = Math.floor(now.getTime() / 1000);
  const exp = Number(claims.exp);
  if (typeof claims.jti !== 'string' || claims.jti === '' || exp > nowS + LONGEST_LIFE_S)
    return refuse(
      req,
      read,
      subject,
      deps,
      false,
      'The client assertion needs a jti and must expire within 10 minutes.',
    );
  const first = await deps.db
    .insertInto('used_client_assertions')
    .values({ key: `${clientId} ${claims.jti}`, expires_at: new Date((exp + CLOCK_SKEW_S) * 1000) })
    .onConflict((conflict) => conflict.doNothing())
    .returning('key')
    .executeTakeFirst();
  if (!first) return refuse(req, read, subject, deps, false, 'The client assertion has been used before.');
  if (read.failures !== null) {
    await deps.guard.success(subject);
    deps.clients?.forget(subject);
  }
  return client;
}
