import { constants, createPublicKey, type JsonWebKey, type KeyObject, verify } from 'node:crypto';
import { ASSERTION_ALGORITHMS } from '@ddp/contract';
import { BoundedMemo } from '../../platform/bounded-memo';

type Algorithm = (typeof ASSERTION_ALGORITHMS)[number];

interface Key {
  kid: string | undefined;
  alg: string | undefined;
  kty: string;
  crv: string | undefined;
  key: KeyObject;
}

/** Which keys may check which algorithm, as RFC 7518 and RFC 8037 pair them. */
const FITS: Record<Algorithm, (key: Key) => boolean> = {
  RS256: (key) => key.kty === 'RSA',
  PS256: (key) => key.kty === 'RSA',
  ES256: (key) => key.kty === 'EC' && key.crv === 'P-256',
  EdDSA: (key) => key.kty === 'OKP' && key.crv === 'Ed25519',
  Ed25519: (key) => key.kty === 'OKP' && key.crv === 'Ed25519',
};

const CHECK: Record<Algorithm, (data: Buffer, key: KeyObject, signature: Buffer) => boolean> = {
  RS256: (data, key, signature) => verify('sha256', data, key, signature),
  PS256: (data, key, signature) =>
    verify('sha256', data, { key, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 32 }, signature),
  // JWS carries ECDSA signatures as r and s side by side (RFC 7518 section 3.4), not DER.
  ES256: (data, key, signature) =>
    signature.length === 64 && verify('sha256', data, { key, dsaEncoding: 'ieee-p1363' }, signature),
  EdDSA: (data, key, signature) => verify(null, data, key, signature),
  Ed25519: (data, key, signature) => verify(null, data, key, signature),
};

/** A key set as stored (validated when it was saved: key-set.ts), its keys imported once per text. */
const imported = new BoundedMemo<Key[]>(256);
function keysOf(jwks: string): Key[] {
  return imported.get(jwks, () =>
    (
      JSON.parse(jwks) as {
        keys: Array<JsonWebKey & { kid?: string; alg?: string; use?: string; key_ops?: unknown }>;
      }
    ).keys
      .filter((jwk) => jwk.use === undefined || jwk.use === 'sig')
      .filter(
        (jwk) => jwk.key_ops === undefined || (Array.isArray(jwk.key_ops) && jwk.key_ops.includes('verify')),
      )
      .map((jwk) => ({
        kid: jwk.kid,
        alg: jwk.alg,
        kty: String(jwk.kty),
        crv: jwk.crv,
        key: createPublicKey({ key: jwk, format: 'jwk' }),
      })),
  );
}

const BASE64URL = /^[A-Za-z0-9_-]*$/;
const jsonObject = (part: string): Record<string, unknown> | undefined => {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The claims of a compact JWS whose signature one key of the set makes good, or undefined. Checked
 * by node:crypto in the calling task: jose checks through Web Crypto, a thread-pool job per
 * assertion that left the token endpoint waiting half the time (docs/decisions.md, "Assertion
 * signatures"). The key is chosen as jose's local key sets choose it: by `kid` when the header has
 * one, by the algorithm's key type and curve, by the key's own `alg`, `use` and `key_ops` when it
 * names them. Where several keys fit (no `kid`, two RSA keys during a key change) each is tried;
 * jose refuses such a token. A header with `crit` is refused: no extension is understood here.
 */
export function verifiedClaims(assertion: string, jwks: string): Record<string, unknown> | undefined {
  const parts = assertion.split('.');
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) return undefined;
  const [headerPart = '', payloadPart = '', signaturePart = ''] = parts;
  const header = jsonObject(headerPart);
  const alg = header?.alg;
  if (!header || 'crit' in header || !(ASSERTION_ALGORITHMS as readonly unknown[]).includes(alg))
    return undefined;
  const algorithm = alg as Algorithm;
  const kid = typeof header.kid === 'string' ? header.kid : undefined;
  const candidates = keysOf(jwks).filter(
    (key) =>
      (kid === undefined || key.kid === kid) &&
      FITS[algorithm](key) &&
      (key.alg === undefined || key.alg === algorithm),
  );
  const data = Buffer.from(`${headerPart}.${payloadPart}`);
  const signature = Buffer.from(signaturePart, 'base64url');
  if (!candidates.some((key) => CHECK[algorithm](data, key.key, signature))) return undefined;
  return jsonObject(payloadPart);
}
