import { createPrivateKey, type JsonWebKey, type KeyObject, sign } from 'node:crypto';
import type { JWK } from 'jose';

/**
 * Compact JWS with Ed25519 (`alg: EdDSA`), signed by node:crypto in the calling task. jose signs
 * through Web Crypto, whose every signature is a job on the thread pool and a promise: at the token
 * endpoint's rate that hand-off cost about as much as the rest of the grant (docs/decisions.md,
 * "Access token signatures"). Ed25519 signatures are deterministic, so `ed25519-jwt.test.ts` holds
 * every token to be byte for byte the one jose's SignJWT makes.
 */
export class Ed25519JwtSigner {
  readonly #key: KeyObject;
  readonly #headers = new Map<string, string>();

  constructor(
    privateJwk: JWK,
    readonly kid: string,
  ) {
    this.#key = createPrivateKey({ key: privateJwk as JsonWebKey, format: 'jwk' });
    if (this.#key.asymmetricKeyType !== 'ed25519') throw new Error('The signing key is not an Ed25519 key.');
  }

  /** The token: the protected header `{alg, typ, kid}`, the claims as given, the signature. */
  sign(typ: string, claims: object): string {
    let header = this.#headers.get(typ);
    if (header === undefined) {
      header = Buffer.from(JSON.stringify({ alg: 'EdDSA', typ, kid: this.kid })).toString('base64url');
      this.#headers.set(typ, header);
    }
    const input = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
    return `${input}.${sign(null, Buffer.from(input), this.#key).toString('base64url')}`;
  }
}
