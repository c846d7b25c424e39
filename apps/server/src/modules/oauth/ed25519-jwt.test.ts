import { exportJWK, generateKeyPair, jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { Ed25519JwtSigner } from './ed25519-jwt';

async function keyPair() {
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const kid = crypto.randomUUID();
  return {
    publicKey,
    privateKey,
    kid,
    signer: new Ed25519JwtSigner({ ...(await exportJWK(privateKey)), kid }, kid),
  };
}

const claimSets = [
  {
    iss: 'https://portal.example',
    aud: 'ddp-api',
    sub: 'c1',
    client_id: 'c1',
    scope: '',
    iat: 1,
    exp: 301,
    jti: 'a',
  },
  {
    iss: 'http://127.0.0.1:8080',
    sub: 'ü-€-東京-🚀',
    aud: 'https://app.example',
    company_id: 'x',
    iat: 1795828629,
    exp: 1795830429,
    jti: crypto.randomUUID(),
  },
  { nested: { list: [1, 'two', null], empty: {} }, quote: 'say "hi"\\n', iat: 0 },
];

describe('Ed25519JwtSigner', () => {
  it("makes, byte for byte, the token jose's SignJWT makes", async () => {
    const { privateKey, kid, signer } = await keyPair();
    for (const typ of ['at+jwt', 'ddp-user+jwt']) {
      for (const claims of claimSets) {
        const expected = await new SignJWT(claims)
          .setProtectedHeader({ alg: 'EdDSA', typ, kid })
          .sign(privateKey);
        expect(signer.sign(typ, claims)).toBe(expected);
      }
    }
  });

  it('makes tokens that verify with the public key and not with another', async () => {
    const { publicKey, signer } = await keyPair();
    const other = await keyPair();
    const token = signer.sign('at+jwt', { sub: 'c1', iat: 1, exp: 4_000_000_000 });
    const { payload, protectedHeader } = await jwtVerify(token, publicKey, {
      algorithms: ['EdDSA'],
      typ: 'at+jwt',
    });
    expect(payload.sub).toBe('c1');
    expect(protectedHeader).toEqual({ alg: 'EdDSA', typ: 'at+jwt', kid: signer.kid });
    await expect(jwtVerify(token, other.publicKey, { algorithms: ['EdDSA'] })).rejects.toThrow();
  });

  it('refuses a key that is not an Ed25519 private key', async () => {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const ecJwk = await exportJWK(privateKey);
    expect(() => new Ed25519JwtSigner(ecJwk, 'k')).toThrow('not an Ed25519 key');
    const { publicKey } = await keyPair();
    const publicJwk = await exportJWK(publicKey);
    expect(() => new Ed25519JwtSigner(publicJwk, 'k')).toThrow();
  });
});
