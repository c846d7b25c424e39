import { webcrypto } from 'node:crypto';
import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import { BoundedMemo } from '../../platform/bounded-memo';
import type { Clock } from '../../platform/clock';
import type { SecretBox } from '../../platform/secret-box';

export type TokenKind = 'pending' | 'active';

export interface TokenClaims {
  sessionId: string;
  consumerId: string;
  kind: TokenKind;
}

const ISSUER = 'ddp-portal';

/**
 * Session tokens are short JWTs naming a sessions row; the row is what makes logout, idle time-out
 * and revocation real. The HMAC key is derived from the master key, so every instance shares it.
 */
export class SessionTokens {
  readonly #key: Uint8Array;
  // Imported once: importing the raw key on every call cost more than the HMAC itself.
  #cryptoKey: Promise<webcrypto.CryptoKey> | undefined;
  // Keyed by the whole token, so only someone holding that exact token is answered from here.
  readonly #verified = new BoundedMemo<{ claims: TokenClaims; expMs: number }>(10_000);

  constructor(
    box: SecretBox,
    private readonly clock: Clock,
  ) {
    this.#key = box.deriveKey('session-token-hs256');
  }

  #hmacKey(): Promise<webcrypto.CryptoKey> {
    this.#cryptoKey ??= webcrypto.subtle.importKey(
      'raw',
      this.#key,
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    return this.#cryptoKey;
  }

  async sign(claims: TokenClaims, expiresAt: Date): Promise<string> {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    return new SignJWT({ sid: claims.sessionId, knd: claims.kind })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setSubject(claims.consumerId)
      .setIssuedAt(now)
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(await this.#hmacKey());
  }

  /**
   * Returns null for anything forged or malformed. A genuine token past its exp (by the injected
   * clock) comes back flagged, so the caller can say which limit was reached.
   */
  async verify(token: string): Promise<(TokenClaims & { expired: boolean }) | null> {
    // A token's signature checks out or not once and for all; only its expiry moves with the clock.
    const known = this.#verified.peek(token);
    if (known) return { ...known.claims, expired: this.clock.now().getTime() >= known.expMs };
    let payload: JWTPayload;
    let expired = false;
    try {
      ({ payload } = await jwtVerify(token, await this.#hmacKey(), {
        issuer: ISSUER,
        algorithms: ['HS256'],
        currentDate: this.clock.now(),
      }));
    } catch (error) {
      if (!(error instanceof errors.JWTExpired)) return null;
      payload = error.payload;
      expired = true;
    }
    const { sid, knd, sub } = payload;
    if (typeof sid !== 'string' || typeof sub !== 'string' || (knd !== 'pending' && knd !== 'active'))
      return null;
    const claims: TokenClaims = { sessionId: sid, consumerId: sub, kind: knd };
    if (!expired && typeof payload.exp === 'number')
      this.#verified.set(token, { claims, expMs: payload.exp * 1000 });
    return { ...claims, expired };
  }
}
