import { paths } from '@ddp/contract';
import type { FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { requestOrigin } from '../../platform/http/request-origin';
import { verifiedClaims } from './assertion-signature';
import type { AuthenticatedClient, ClientAuthDeps } from './client-auth-deps';
import { grantRead, refuse } from './client-lookup';
import { OAuthError } from './oauth-error';
import { keySetOf } from './repo';

/** RFC 7523 section 2.2: a JWT as client authentication (OpenID Connect's private_key_jwt). */
export const JWT_BEARER_ASSERTION = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';
/** An assertion is a one-off: one that lives longer than this is refused, and its jti kept that long. */
const LONGEST_LIFE_S = 10 * 60;
const CLOCK_SKEW_S = 30;
/**
 * A jti is kept as part of a key of the database's index, whose entries have a size limit, and as
 * text, which cannot hold NUL: either would fail the statement that records it with the
 * assertions that arrived beside it (used-assertions.ts). Ours and common libraries' are UUIDs.
 */
const LONGEST_JTI = 256;

const isStorableJti = (jti: unknown): jti is string =>
  typeof jti === 'string' && jti !== '' && jti.length <= LONGEST_JTI && !jti.includes('\u0000');

type Form = Record<string, string | undefined>;

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * The registered claims of RFC 7519 as an assertion must have them (RFC 7523 section 3): the client
 * as issuer and subject, this server among the audiences, not expired, not before its time, with
 * the clock skew allowed either way.
 */
function claimsHold(
  claims: Record<string, unknown>,
  clientId: string,
  audiences: readonly string[] | undefined,
  nowS: number,
): boolean {
  const { iss, sub, aud, exp, nbf, iat } = claims;
  const named = (value: unknown) => typeof value === 'string' && (audiences ?? []).includes(value);
  const forUs = audiences === undefined || named(aud) || (Array.isArray(aud) && aud.some(named));
  return (
    iss === clientId &&
    sub === clientId &&
    forUs &&
    isTime(exp) &&
    exp > nowS - CLOCK_SKEW_S &&
    (nbf === undefined || (isTime(nbf) && nbf <= nowS + CLOCK_SKEW_S)) &&
    (iat === undefined || isTime(iat))
  );
}

/**
 * The client's key set, kept per client until the database announces a change of its row (a set
 * saved or removed, the client deleted), like the grant's row.
 */
async function keySetFor(clientId: string, { db, keySets }: ClientAuthDeps): Promise<string | null> {
  const read = async () => ({ jwks: await keySetOf(db, clientId) });
  const kept = keySets ? await keySets.load(clientId, read, () => [`credential:${clientId}`]) : undefined;
  return (kept ?? (await read())).jwks;
}

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
  const jwks = named ? await keySetFor(clientId, deps) : null;
  if (jwks === null) return refuse(req, read, subject, deps, false);
  const client = read as AuthenticatedClient;

  const issuer = deps.origin ? requestOrigin(req, deps.origin) : undefined;
  const audiences = issuer ? [issuer, `${issuer}${paths.oauthToken}`] : undefined;
  const nowS = Math.floor(deps.clock.now().getTime() / 1000);
  const claims = verifiedClaims(form.client_assertion, jwks);
  if (!claims || !claimsHold(claims, clientId, audiences, nowS))
    return refuse(req, read, subject, deps, false, 'The client assertion is not valid.');
  const { jti, exp } = claims as { jti: unknown; exp: number };
  if (!isStorableJti(jti) || exp > nowS + LONGEST_LIFE_S)
    return refuse(
      req,
      read,
      subject,
      deps,
      false,
      `The client assertion needs a jti of at most ${LONGEST_JTI} characters and must expire within 10 minutes.`,
    );
  const first = await deps.usedAssertions.firstUse(
    `${clientId} ${jti}`,
    new Date((exp + CLOCK_SKEW_S) * 1000),
  );
  if (!first) return refuse(req, read, subject, deps, false, 'The client assertion has been used before.');
  if (read.failures !== null) {
    await deps.guard.success(subject);
    deps.clients?.forget(subject);
  }
  return client;
}
