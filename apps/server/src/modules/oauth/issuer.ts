import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type JWK, type JWTPayload, jwtVerify } from 'jose';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { SecretBox } from '../../platform/secret-box';
import { ServerKeys, type StoredKey } from '../keys/server-keys';
import { Ed25519JwtSigner } from './ed25519-jwt';

const PURPOSE = 'oauth-signing';
const ALG = 'EdDSA';
// A key that stopped signing this long ago cannot have a live token out: it leaves the JWKS.
const RETIRED_AFTER_MS = 24 * 60 * 60_000;
const RELOAD_AT_MOST_EVERY_MS = 5_000;
// Other instances see a rotation made elsewhere within this time.
const REFRESH_EVERY_MS = 60_000;
/**
 * A rotated key is published this long before it signs, so that every instance and every client
 * holding the JWKS (cached up to 5 minutes) knows it before the first token it signs.
 */
export const PUBLISH_AHEAD_MS = 10 * 60_000;

/**
 * The type of the tokens that tell a front-end app who is signed in (RFC 8725 section 3.11: an
 * explicit type, so that no verifier can take one for an access token or the reverse).
 */
export const USER_TOKEN_TYPE = 'ddp-user+jwt';

type Key = Awaited<ReturnType<typeof importJWK>>;

export interface IssuerSettings {
  issuer: string;
  audience: string;
  lifetimeMs: number;
}

export interface AccessTokenClaims extends JWTPayload {
  client_id: string;
  scope: string;
  jti: string;
  iat: number;
  exp: number;
}

/**
 * Signs RFC 9068 JWT access tokens with Ed25519 keys kept sealed in the database. A key's
 * created_at is the moment it starts signing: a rotation publishes the next key ahead of time, and
 * from then on the newest key whose time has come signs. Every key still within reach of a live
 * token is published and verifies, so a rotation never breaks tokens in flight; instances reload
 * the keys every minute, and at once when they meet an unknown kid.
 */
export class TokenIssuer {
  #signing!: Ed25519JwtSigner;
  #verifying = new Map<string, Key>();
  #published: JWK[] = [];
  #loadedAt = 0;
  #nextSwitchAt = Number.POSITIVE_INFINITY;

  private constructor(
    private readonly keys: ServerKeys,
    private readonly clock: Clock,
    readonly settings: IssuerSettings,
  ) {}

  static async load(db: Db, box: SecretBox, clock: Clock, settings: IssuerSettings): Promise<TokenIssuer> {
    const keys = new ServerKeys(db, box);
    const issuer = new TokenIssuer(keys, clock, settings);
    if ((await keys.list(PURPOSE)).length === 0) await keys.addFirst(PURPOSE, await issuer.#newKey());
    await issuer.#reload();
    return issuer;
  }

  /**
   * A new signing key, published now and signing after PUBLISH_AHEAD_MS; `immediately` (for a
   * compromised key) signs with it at once, accepting that caches of the JWKS miss it for a while.
   */
  async rotate(options: { immediately?: boolean } = {}): Promise<{ kid: string; signsFrom: Date }> {
    const signsFrom = new Date(this.clock.now().getTime() + (options.immediately ? 0 : PUBLISH_AHEAD_MS));
    const key = await this.#newKey(signsFrom);
    await this.keys.add(PURPOSE, key);
    await this.#reload();
    return { kid: key.kid, signsFrom };
  }

  async jwks(): Promise<{ keys: JWK[] }> {
    await this.#refreshIfStale();
    return { keys: this.#published };
  }

  /**
   * `issuer`: the origin the token is asked for at, where that follows the request's host
   * (platform/http/request-origin.ts); the configured issuer otherwise.
   */
  /** The audience of a token asked for without a resource (TOKEN_AUDIENCE). */
  get audience(): string {
    return this.settings.audience;
  }

  async issue(
    clientId: string,
    scope: string,
    issuer: string = this.settings.issuer,
    /** The resource asked for (RFC 8707); the configured audience without one. */
    audience: string = this.settings.audience,
  ): Promise<{ token: string; expiresIn: number; claims: AccessTokenClaims }> {
    await this.#refreshIfStale();
    const iat = Math.floor(this.clock.now().getTime() / 1000);
    const expiresIn = Math.floor(this.settings.lifetimeMs / 1000);
    const claims: AccessTokenClaims = {
      iss: issuer,
      aud: audience,
      sub: clientId,
      client_id: clientId,
      scope,
      iat,
      exp: iat + expiresIn,
      jti: randomUUID(),
    };
    const token = this.#signing.sign('at+jwt', claims);
    return { token, expiresIn, claims };
  }

  /**
   * A token for one front-end app (`audience`, its origin) naming the signed-in person: identifying
   * claims only, no session, client or scope. Partners check it against the JWKS.
   */
  async issueUserToken(user: {
    consumerId: string;
    companyId: string;
    audience: string;
    expiresAt: Date;
    issuer?: string;
  }): Promise<{ token: string; expiresIn: number }> {
    await this.#refreshIfStale();
    const iat = Math.floor(this.clock.now().getTime() / 1000);
    const exp = Math.max(iat, Math.floor(user.expiresAt.getTime() / 1000));
    const token = this.#signing.sign(USER_TOKEN_TYPE, {
      iss: user.issuer ?? this.settings.issuer,
      sub: user.consumerId,
      aud: user.audience,
      company_id: user.companyId,
      iat,
      exp,
      jti: randomUUID(),
    });
    return { token, expiresIn: exp - iat };
  }

  /**
   * Signature, type, issuer, audience and lifetime; null for anything else. `issuer`: the one
   * expected, the configured one unless the request's host decides it.
   */
  async verify(
    token: string,
    issuer: string = this.settings.issuer,
    /** The audiences accepted: the configured one, and the resources the caller serves. */
    audiences: readonly string[] = [this.settings.audience],
  ): Promise<AccessTokenClaims | null> {
    const kid = kidOf(token);
    if (!kid) return null;
    if (!this.#verifying.has(kid) && this.clock.now().getTime() - this.#loadedAt > RELOAD_AT_MOST_EVERY_MS) {
      await this.#reload();
    }
    const key = this.#verifying.get(kid);
    if (!key) return null;
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALG],
        typ: 'at+jwt',
        issuer,
        audience: [...audiences],
        currentDate: this.clock.now(),
        requiredClaims: ['exp', 'iat', 'jti', 'client_id', 'sub'],
      });
      return typeof payload.client_id === 'string' && typeof payload.jti === 'string'
        ? (payload as AccessTokenClaims)
        : null;
    } catch {
      return null;
    }
  }

  #refreshing: Promise<void> | undefined;

  /** One reload at a time, and only when the keys are older than REFRESH_EVERY_MS or a switch is due. */
  async #refreshIfStale(): Promise<void> {
    const now = this.clock.now().getTime();
    if (now - this.#loadedAt < REFRESH_EVERY_MS && now < this.#nextSwitchAt) return;
    this.#refreshing ??= this.#reload().finally(() => {
      this.#refreshing = undefined;
    });
    await this.#refreshing;
  }

  async #newKey(signsFrom = this.clock.now()): Promise<StoredKey> {
    const { publicKey, privateKey } = await generateKeyPair(ALG, { crv: 'Ed25519', extractable: true });
    const kid = randomUUID();
    return {
      kid,
      publicJwk: JSON.stringify({ ...(await exportJWK(publicKey)), kid, alg: ALG, use: 'sig' }),
      privateSealed: this.keys.sealPrivate(
        PURPOSE,
        JSON.stringify({ ...(await exportJWK(privateKey)), kid, alg: ALG }),
      ),
      createdAt: signsFrom,
    };
  }

  async #reload(): Promise<void> {
    const now = this.clock.now().getTime();
    const keys = await this.keys.list(PURPOSE);
    // Key i stopped signing when key i-1 started; keep it while tokens it signed may live.
    const live = keys.filter((_, i) => i === 0 || now - keys[i - 1]!.createdAt.getTime() < RETIRED_AFTER_MS);
    const verifying = new Map<string, Key>();
    for (const key of live) verifying.set(key.kid, await importJWK(JSON.parse(key.publicJwk) as JWK, ALG));
    const due = live.filter((key) => key.createdAt.getTime() <= now);
    // A database holding only keys of the future (a clock set back) still signs with the oldest.
    const newest = due[0] ?? live[live.length - 1]!;
    const upcoming = live
      .filter((key) => key.createdAt.getTime() > now)
      .map((key) => key.createdAt.getTime());
    this.#nextSwitchAt = upcoming.length > 0 ? Math.min(...upcoming) : Number.POSITIVE_INFINITY;
    const privateJwk = JSON.parse(this.keys.openPrivate(PURPOSE, newest.privateSealed)) as JWK;
    this.#signing = new Ed25519JwtSigner(privateJwk, newest.kid);
    this.#verifying = verifying;
    this.#published = live.map((key) => JSON.parse(key.publicJwk) as JWK);
    this.#loadedAt = now;
  }
}

function kidOf(token: string): string | undefined {
  try {
    const header = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8')) as {
      kid?: unknown;
    };
    return typeof header.kid === 'string' ? header.kid : undefined;
  } catch {
    return undefined;
  }
}
