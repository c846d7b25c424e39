import { randomBytes, timingSafeEqual } from 'node:crypto';
import { HOTP, Secret, TOTP } from 'otpauth';

/**
 * RFC 6238 TOTP over RFC 4226 HOTP, computed by the otpauth library. The portal uses SHA-1, 6 digits,
 * 30-second steps; which step a code was for is claimed in SQL (repo.ts), so that a code is used once.
 */
export interface TotpParams {
  algorithm: 'sha1' | 'sha256' | 'sha512';
  digits: number;
  periodSeconds: number;
}

export const PORTAL_TOTP: TotpParams = { algorithm: 'sha1', digits: 6, periodSeconds: 30 };
export const TOTP_SEED_BYTES = 20;
/** Steps T-1..T+1 are accepted: one step of clock drift either way (RFC 6238 section 5.2). */
export const TOTP_WINDOW = 1;

export function newTotpSeed(): Buffer {
  return randomBytes(TOTP_SEED_BYTES);
}

const secretOf = (seed: Buffer) => new Secret({ buffer: Uint8Array.from(seed).buffer });

export function timeStep(at: Date, params: TotpParams = PORTAL_TOTP): number {
  return TOTP.counter({ period: params.periodSeconds, timestamp: at.getTime() });
}

export function hotp(seed: Buffer, counter: number, params: TotpParams = PORTAL_TOTP): string {
  return HOTP.generate({
    secret: secretOf(seed),
    algorithm: params.algorithm.toUpperCase(),
    digits: params.digits,
    counter,
  });
}

export function totpAt(seed: Buffer, at: Date, params: TotpParams = PORTAL_TOTP): string {
  return hotp(seed, timeStep(at, params), params);
}

/** The step whose code matches, within the window around `at`; null when none does. */
export function matchingStep(
  seed: Buffer,
  code: string,
  at: Date,
  params: TotpParams = PORTAL_TOTP,
): number | null {
  const now = timeStep(at, params);
  const given = Buffer.from(code);
  let found: number | null = null;
  // Every candidate is compared (otpauth's own validate stops at the first match), so the time
  // taken does not tell which step matched.
  for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step++) {
    const expected = Buffer.from(hotp(seed, step, params));
    if (expected.length === given.length && timingSafeEqual(expected, given) && found === null) found = step;
  }
  return found;
}

export function base32Encode(data: Buffer): string {
  return secretOf(data).base32;
}

export function otpauthUri(seed: Buffer, accountName: string, issuer: string): string {
  return new TOTP({
    issuer,
    label: accountName,
    secret: secretOf(seed),
    algorithm: 'SHA1',
    digits: PORTAL_TOTP.digits,
    period: PORTAL_TOTP.periodSeconds,
  }).toString();
}
