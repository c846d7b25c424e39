import { BoundedMemo } from '../../platform/bounded-memo';
import type { Clock } from '../../platform/clock';
import type { SecretBox } from '../../platform/secret-box';
import { signHs256, verifyHs256 } from './hs256-jwt';

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
  // Keyed by the whole token, so only someone holding that exact token is answered from here.
  readonly #verified = new BoundedMemo<{ claims: TokenClaims; expMs: number }>(10_000);

  constructor(
    box: SecretBox,
    private readonly clock: Clock,
  ) {
    this.#key = box.deriveKey('session-token-hs256');
  }

  async sign(claims: TokenClaims, expiresAt: Date): Promise<string> {
    return signHs256(
      {
        sid: claims.sessionId,
        knd: claims.kind,
        iss: ISSUER,
        sub: claims.consumerId,
        iat: Math.floor(this.clock.now().getTime() / 1000),
        exp: Math.floor(expiresAt.getTime() / 1000),
      },
      this.#key,
    );
  }

  /**
   * Returns null for anything forged or malformed. A genuine token past its exp (by the injected
   * clock) comes back flagged, so the caller can say which limit was reached.
   */
  async verify(token: string): Promise<(TokenClaims & { expired: boolean }) | null> {
    // A token's signature checks out or not once and for all; only its expiry moves with the clock.
    const known = this.#verified.peek(token);
    if (known) return { ...known.claims, expired: this.clock.now().getTime() >= known.expMs };
    const payload = verifyHs256(token, this.#key);
    if (!payload || payload.iss !== ISSUER || typeof payload.exp !== 'number') return null;
    // As RFC 7519 4.1.4: the token is expired from its exp second on.
    const expired = Math.floor(this.clock.now().getTime() / 1000) >= payload.exp;
    const { sid, knd, sub } = payload;
    if (typeof sid !== 'string' || typeof sub !== 'string' || (knd !== 'pending' && knd !== 'active'))
      return null;
    const claims: TokenClaims = { sessionId: sid, consumerId: sub, kind: knd };
    if (!expired) this.#verified.set(token, { claims, expMs: payload.exp * 1000 });
    return { ...claims, expired };
  }
}
