import { createHmac, timingSafeEqual } from 'node:crypto';

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export type JwtPayload = Record<string, unknown>;

/**
 * Compact JWS with HS256 (RFC 7515, 7519) for the session tokens, on synchronous node:crypto: the
 * Web Crypto job queue cost a sign-in more than ten times the HMAC itself. Only what the portal
 * signs is accepted: this header's algorithm, a JSON object as payload.
 */
export function signHs256(payload: JwtPayload, key: Uint8Array): string {
  const body = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${body}.${mac(body, key).toString('base64url')}`;
}

/** The payload of a token whose signature checks out under `key`, else null. Claims are the caller's. */
export function verifyHs256(token: string, key: Uint8Array): JwtPayload | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(`${header}.${payload}`, key);
  // The signature is checked before anything of the token is read: nothing forged gets parsed.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const head = parseObject(header);
  if (head?.alg !== 'HS256' || 'crit' in head) return null;
  return parseObject(payload);
}

function mac(body: string, key: Uint8Array): Buffer {
  return createHmac('sha256', key).update(body).digest();
}

function parseObject(part: string): JwtPayload | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as JwtPayload)
      : null;
  } catch {
    return null;
  }
}
