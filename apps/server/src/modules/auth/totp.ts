import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** RFC 6238 TOTP over RFC 4226 HOTP. The portal uses SHA-1, 6 digits, 30-second steps. */
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

export function timeStep(at: Date, params: TotpParams = PORTAL_TOTP): number {
  return Math.floor(at.getTime() / 1000 / params.periodSeconds);
}

export function hotp(seed: Buffer, counter: number, params: TotpParams = PORTAL_TOTP): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(params.algorithm, seed).update(message).digest();
  // Dynamic truncation, RFC 4226 section 5.3.
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** params.digits).padStart(params.digits, '0');
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
  // Every candidate is compared, so the time taken does not tell which step matched.
  for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step++) {
    const expected = Buffer.from(hotp(seed, step, params));
    if (expected.length === given.length && timingSafeEqual(expected, given) && found === null) found = step;
  }
  return found;
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(data: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of data) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function otpauthUri(seed: Buffer, accountName: string, issuer: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(accountName)}`;
  const query = new URLSearchParams({
    secret: base32Encode(seed),
    issuer,
    algorithm: 'SHA1',
    digits: String(PORTAL_TOTP.digits),
    period: String(PORTAL_TOTP.periodSeconds),
  });
  return `otpauth://totp/${label}?${query.toString().replace(/\+/g, '%20')}`;
}
