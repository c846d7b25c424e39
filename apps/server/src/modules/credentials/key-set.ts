import { createPublicKey, type JsonWebKey } from 'node:crypto';
import { ASSERTION_ALGORITHMS, JWKS_MAX_KEYS, messages } from '@ddp/contract';
import { BadRequest } from '../../platform/errors';

const invalid = () => new BadRequest(messages.jwksInvalid, { jwks: messages.jwksInvalid });
// Members that only a private or a symmetric key has (RFC 7518 section 6).
const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'];
const MIN_RSA_BITS = 2048;

/** A key is public, of a type and curve private_key_jwt accepts here, and strong enough. */
function checkedKey(key: unknown): JsonWebKey {
  if (typeof key !== 'object' || key === null || Array.isArray(key)) throw invalid();
  const jwk = key as Record<string, unknown>;
  if (PRIVATE_MEMBERS.some((member) => member in jwk)) {
    throw new BadRequest(messages.jwksPrivate, { jwks: messages.jwksPrivate });
  }
  const typeOk =
    jwk.kty === 'RSA' ||
    (jwk.kty === 'EC' && jwk.crv === 'P-256') ||
    (jwk.kty === 'OKP' && jwk.crv === 'Ed25519');
  const algOk = jwk.alg === undefined || (ASSERTION_ALGORITHMS as readonly unknown[]).includes(jwk.alg);
  const useOk = jwk.use === undefined || jwk.use === 'sig';
  if (!typeOk || !algOk || !useOk) throw invalid();
  try {
    const parsed = createPublicKey({ key: jwk as JsonWebKey, format: 'jwk' });
    const bits = parsed.asymmetricKeyDetails?.modulusLength;
    if (jwk.kty === 'RSA' && !(bits !== undefined && bits >= MIN_RSA_BITS)) throw invalid();
  } catch {
    throw invalid();
  }
  return jwk as JsonWebKey;
}

/**
 * A client's JSON Web Key Set as pasted, checked: one to five public signing keys that node can
 * read. Returned as the JSON to store, the keys as given (their kid and alg included).
 */
export function parseKeySet(text: string): string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalid();
  }
  const keys = (value as { keys?: unknown } | null)?.keys;
  if (!Array.isArray(keys) || keys.length === 0 || keys.length > JWKS_MAX_KEYS) throw invalid();
  return JSON.stringify({ keys: keys.map(checkedKey) });
}
