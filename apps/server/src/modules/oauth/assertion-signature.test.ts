import { generateKeyPairSync, type KeyObject, sign as nodeSign } from 'node:crypto';
import { createLocalJWKSet, type JWK, jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { verifiedClaims } from './assertion-signature';

const ALGORITHMS = ['RS256', 'PS256', 'ES256', 'EdDSA'] as const;
type Alg = (typeof ALGORITHMS)[number];

// node:crypto's keys, not Web Crypto's: one RSA key signs both RS256 and PS256 here.
function nodePair(alg: Alg): { publicKey: KeyObject; privateKey: KeyObject } {
  if (alg === 'ES256') return generateKeyPairSync('ec', { namedCurve: 'P-256' });
  if (alg === 'EdDSA') return generateKeyPairSync('ed25519');
  return generateKeyPairSync('rsa', { modulusLength: 2048 });
}

async function keyPair(alg: Alg, kid: string) {
  const { publicKey, privateKey } = nodePair(alg);
  return { kid, alg, privateKey, jwk: { ...publicKey.export({ format: 'jwk' }), kid } as JWK };
}

/** A header jose will not sign (a critical extension), signed by node:crypto. */
function withCrit(key: Awaited<ReturnType<typeof keyPair>>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${part({ alg: 'EdDSA', kid: key.kid, crit: ['x'], x: 1 })}.${part({ iss: 'c', sub: 'c' })}`;
  return `${input}.${nodeSign(null, Buffer.from(input), key.privateKey).toString('base64url')}`;
}

const sign = (key: Awaited<ReturnType<typeof keyPair>>, header: Record<string, unknown> = {}) =>
  new SignJWT({ iss: 'c', sub: 'c', jti: 'j', exp: 2_000_000_000 })
    .setProtectedHeader({ alg: key.alg, kid: key.kid, ...header })
    .sign(key.privateKey);

/**
 * What jose says, with a local key set, as the server asked it before: the reference answer. Its
 * claim checks pass for every token here (no expiry yet, nothing else asked), so the signature decides.
 */
async function joseAccepts(token: string, jwks: { keys: JWK[] }): Promise<boolean> {
  try {
    await jwtVerify(token, createLocalJWKSet(jwks), { algorithms: [...ALGORITHMS, 'Ed25519'] });
    return true;
  } catch {
    return false;
  }
}

const tamper = (token: string, part: number, change: (text: string) => string) =>
  token
    .split('.')
    .map((piece, i) =>
      i === part
        ? Buffer.from(change(Buffer.from(piece, 'base64url').toString())).toString('base64url')
        : piece,
    )
    .join('.');

describe('the signature of a client assertion, checked by node:crypto', () => {
  it('accepts and refuses exactly what jose accepts and refuses, for every algorithm and many forgeries', async () => {
    const keys = await Promise.all(ALGORITHMS.map((alg) => keyPair(alg, `k-${alg}`)));
    const stranger = await Promise.all(ALGORITHMS.map((alg) => keyPair(alg, `k-${alg}`)));
    const jwks = { keys: keys.map((key) => key.jwk) };
    const text = JSON.stringify(jwks);
    const cases: Array<[string, string]> = [];
    for (const [i, key] of keys.entries()) {
      const token = await sign(key);
      const other = stranger[i];
      if (!other) throw new Error('no stranger key');
      cases.push(
        [`${key.alg} right`, token],
        [`${key.alg} unknown kid`, await sign(key, { kid: 'nobody' })],
        [`${key.alg} signed by a stranger under the same kid`, await sign(other)],
        [`${key.alg} payload changed`, tamper(token, 1, (t) => t.replace('"c"', '"d"'))],
        [
          `${key.alg} header alg changed`,
          tamper(token, 0, (t) => t.replace(key.alg, key.alg === 'RS256' ? 'PS256' : 'RS256')),
        ],
        [`${key.alg} alg none`, tamper(token, 0, (t) => t.replace(key.alg, 'none'))],
        [`${key.alg} signature cut`, token.slice(0, -4)],
        [`${key.alg} signature empty`, `${token.split('.').slice(0, 2).join('.')}.`],
        [`${key.alg} four parts`, `${token}.x`],
      );
    }
    const eddsa = keys.find((key) => key.alg === 'EdDSA');
    if (eddsa) cases.push(['EdDSA with a critical extension', withCrit(eddsa)]);
    for (const [name, token] of cases) {
      expect(verifiedClaims(token, text) !== undefined, name).toBe(await joseAccepts(token, jwks));
    }
    expect(verifiedClaims(cases[0]?.[1] ?? '', text)).toEqual({
      iss: 'c',
      sub: 'c',
      jti: 'j',
      exp: 2_000_000_000,
    });
  });

  it('finds the key that signed among several that fit, where the header names none', async () => {
    const [first, second] = [await keyPair('RS256', 'a'), await keyPair('RS256', 'b')];
    const jwks = JSON.stringify({ keys: [first.jwk, second.jwk] });
    for (const key of [first, second])
      expect(verifiedClaims(await sign(key, { kid: undefined }), jwks)).toBeDefined();
    const alone = await keyPair('EdDSA', 'c');
    const token = await sign(alone, { kid: undefined });
    // One fitting key, as jose has it: the same answer.
    const single = { keys: [alone.jwk, first.jwk] };
    expect(verifiedClaims(token, JSON.stringify(single)) !== undefined).toBe(
      await joseAccepts(token, single),
    );
    expect(verifiedClaims(token, jwks)).toBeUndefined();
  });

  it("keeps to a key's own alg, use and key_ops, as jose's key sets do", async () => {
    const key = await keyPair('RS256', 'k');
    const token = await sign({ ...key, alg: 'PS256' } as never);
    for (const jwk of [
      { ...key.jwk, alg: 'RS256' },
      { ...key.jwk, alg: 'PS256' },
      { ...key.jwk, use: 'enc' },
      { ...key.jwk, key_ops: ['encrypt'] },
      { ...key.jwk, key_ops: ['verify'] },
      key.jwk,
    ]) {
      const jwks = { keys: [jwk] };
      expect(
        verifiedClaims(token, JSON.stringify(jwks)) !== undefined,
        JSON.stringify(jwk.alg ?? jwk.use),
      ).toBe(await joseAccepts(token, jwks));
    }
  });
});
