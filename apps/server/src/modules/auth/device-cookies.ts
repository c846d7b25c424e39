import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock';

export interface DeviceCookieRules {
  /** How long a browser stays known after a complete sign-in. */
  lifetimeMs: number;
  /** Only over https (PUBLIC_URL): the cookie is then never sent in the clear. */
  secure: boolean;
}

/** The API's own path: the cookie goes to the sign-in calls and nowhere else on the origin. */
export const DEVICE_COOKIE_PATH = '/v1/ddp/';
const NAME_PREFIX = 'ddp_device_';

/**
 * Device cookies (OWASP "Slow down online guessing attacks with device cookies"): a browser that
 * completed a sign-in to an account gets a signed cookie naming that account. Failures from it count
 * on its own counter, so that guesses from everywhere else cannot lock its owner out.
 *
 * The value is `deviceId.issuedAt.accountTag`, signed by @fastify/cookie (HMAC-SHA256 under a key
 * derived from the master key). The account tag is an HMAC of the address under a second derived
 * key, so the cookie names its account without showing the address, and a cookie earned for one
 * account is worth nothing for another. One cookie per account (its name carries the tag), so that
 * people sharing a browser keep their own.
 */
export class DeviceCookies {
  constructor(
    private readonly tagKey: Buffer,
    private readonly clock: Clock,
    private readonly rules: DeviceCookieRules,
  ) {}

  private tagOf(email: string): string {
    return createHmac('sha256', this.tagKey)
      .update(`device-account:${email.trim().toLowerCase()}`)
      .digest('base64url')
      .slice(0, 22);
  }

  private nameOf(tag: string): string {
    // 16 hex digits of the tag: short, and plain in any cookie parser.
    return `${NAME_PREFIX}${Buffer.from(tag, 'base64url').subarray(0, 8).toString('hex')}`;
  }

  /** The id of the known browser behind this request, if it carries a valid cookie for this address. */
  deviceOf(req: FastifyRequest, email: string): string | undefined {
    const tag = this.tagOf(email);
    const raw = req.cookies?.[this.nameOf(tag)];
    if (!raw) return undefined;
    const unsigned = req.unsignCookie(raw);
    if (!unsigned.valid || unsigned.value === null) return undefined;
    const [deviceId, issuedAt, cookieTag, ...rest] = unsigned.value.split('.');
    if (rest.length > 0 || !deviceId || !/^[A-Za-z0-9_-]{22}$/.test(deviceId) || !cookieTag) return undefined;
    if (!safeEqual(cookieTag, tag)) return undefined;
    const issuedMs = Number(issuedAt) * 1000;
    const now = this.clock.now().getTime();
    if (!Number.isSafeInteger(issuedMs) || issuedMs > now || now - issuedMs >= this.rules.lifetimeMs)
      return undefined;
    return deviceId;
  }

  /** After a complete sign-in: the browser is known from now on, for the full lifetime. */
  issue(reply: FastifyReply, email: string, deviceId = randomBytes(16).toString('base64url')): void {
    const tag = this.tagOf(email);
    const issuedAt = Math.floor(this.clock.now().getTime() / 1000);
    reply.setCookie(this.nameOf(tag), `${deviceId}.${issuedAt}.${tag}`, {
      signed: true,
      httpOnly: true,
      sameSite: 'strict',
      secure: this.rules.secure,
      path: DEVICE_COOKIE_PATH,
      maxAge: Math.floor(this.rules.lifetimeMs / 1000),
    });
  }
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
