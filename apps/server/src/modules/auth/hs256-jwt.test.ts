import { createHmac, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { CompactSign, compactVerify, jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signHs256, verifyHs256 } from './hs256-jwt';

const key = randomBytes(32);
const otherKey = randomBytes(32);

/** What jose accepts as an HS256 token under `key` with a JSON object as payload. */
async function joseAccepts(token: string): Promise<Record<string, unknown> | null> {
  try {
    const { payload, protectedHeader } = await compactVerify(token, key, { algorithms: ['HS256'] });
    if (protectedHeader.crit) return null;
    const value: unknown = JSON.parse(new TextDecoder().decode(payload));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const claims = fc.record({
  sid: fc.string(),
  knd: fc.constantFrom('pending', 'active'),
  sub: fc.string(),
  exp: fc.integer({ min: 0, max: 2 ** 40 }),
});

// Tokens of every kind the server might be handed: its own, edited, re-signed, or made up.
const tokens = fc.oneof(
  claims.map((c) => signHs256(c, key)),
  claims.map((c) => signHs256(c, otherKey)),
  fc.tuple(claims, fc.nat(), fc.string({ minLength: 1, maxLength: 1 })).map(([c, at, ch]) => {
    const token = signHs256(c, key);
    const i = at % token.length;
    return token.slice(0, i) + ch + token.slice(i + 1);
  }),
  fc
    .tuple(
      fc.record({ alg: fc.constantFrom('HS256', 'HS384', 'none'), typ: fc.constantFrom('JWT', 'jwt') }),
      fc.jsonValue(),
    )
    .map(([header, payload]) => {
      const h = Buffer.from(JSON.stringify(header)).toString('base64url');
      const p = Buffer.from(JSON.stringify(payload) ?? 'null').toString('base64url');
      return `${h}.${p}.${signHs256({}, key).split('.')[2]}`;
    }),
  // A valid HS256 MAC over a header that claims something else: only the header may refuse these.
  fc
    .tuple(
      fc.record(
        {
          alg: fc.constantFrom('HS256', 'HS384', 'none', 'RS256'),
          typ: fc.constant('JWT'),
          crit: fc.constant(['exp']),
        },
        { requiredKeys: ['alg'] },
      ),
      claims,
    )
    .map(([header, payload]) => {
      const body = [header, payload]
        .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
        .join('.');
      return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
    }),
  fc
    .jsonValue()
    .map((payload) =>
      new CompactSign(new TextEncoder().encode(JSON.stringify(payload) ?? 'null'))
        .setProtectedHeader({ alg: 'HS256' })
        .sign(key),
    ),
  fc.string(),
);

describe('HS256 session tokens on node:crypto', () => {
  it('accepts exactly what jose accepts, with the same payload', async () => {
    await fc.assert(
      fc.asyncProperty(tokens, async (made) => {
        const token = await made;
        expect(verifyHs256(token, key)).toEqual(await joseAccepts(token));
      }),
      { numRuns: 1_000 },
    );
  });

  it('signs what jose verifies, and verifies what jose signs', async () => {
    await fc.assert(
      // exp from 1: jose, like the session tokens, counts a token expired from its exp second on.
      fc.asyncProperty(
        claims.filter((c) => c.exp > 0),
        async (c) => {
          const ours = signHs256({ ...c, iss: 'ddp-portal' }, key);
          const { payload } = await jwtVerify(ours, key, { issuer: 'ddp-portal', currentDate: new Date(0) });
          expect(payload).toEqual({ ...c, iss: 'ddp-portal' });
          const theirs = await new SignJWT(c).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
          expect(verifyHs256(theirs, key)).toEqual(c);
        },
      ),
      { numRuns: 300 },
    );
  });
});
