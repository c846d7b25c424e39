import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { CompactEncrypt, compactDecrypt } from 'jose';
import { describe, expect, it } from 'vitest';
import { openSessionEnvelope } from './session-envelope';

// The browser seals signed-in payloads with jose; the server opens them with its own few lines. These
// hold the two to the same answers, and to refusing whatever is not exactly dir + A256GCM.
const key = new Uint8Array(randomBytes(32));
const seal = (text: string) =>
  new CompactEncrypt(new TextEncoder().encode(text))
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .encrypt(key);

const joseOpens = async (jwe: string) => {
  try {
    const { plaintext } = await compactDecrypt(jwe, key, {
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
    });
    return new TextDecoder('utf-8', { fatal: true }).decode(plaintext);
  } catch {
    return null;
  }
};
const weOpen = (jwe: string) => {
  try {
    return openSessionEnvelope(jwe, key);
  } catch {
    return null;
  }
};

describe('session envelopes', () => {
  it('opens what jose sealed, unicode included', async () => {
    const text = JSON.stringify({ emailid: 'zoë@example.com', note: '𝄞 \u2028 "quoted"' });
    expect(openSessionEnvelope(await seal(text), key)).toBe(text);
  });

  it('refuses another key, extra or missing parts, and other algorithms', async () => {
    const jwe = await seal('{}');
    expect(() => openSessionEnvelope(jwe, new Uint8Array(randomBytes(32)))).toThrow();
    expect(() => openSessionEnvelope(`${jwe}.x`, key)).toThrow();
    expect(() => openSessionEnvelope(jwe.split('.').slice(0, 4).join('.'), key)).toThrow();
    expect(() => openSessionEnvelope(jwe.replace('.', '.c29tZWtleQ.'), key)).toThrow();
    const [, , iv, ciphertext, tag] = jwe.split('.');
    for (const header of [
      { alg: 'dir', enc: 'A128GCM' },
      { alg: 'A256KW', enc: 'A256GCM' },
      { alg: 'dir', enc: 'A256GCM', zip: 'DEF' },
      { alg: 'dir', enc: 'A256GCM', crit: ['exp'], exp: 1 },
    ]) {
      const forged = `${Buffer.from(JSON.stringify(header)).toString('base64url')}..${iv}.${ciphertext}.${tag}`;
      expect(() => openSessionEnvelope(forged, key), JSON.stringify(header)).toThrow();
    }
    expect(() => openSessionEnvelope(`${jwe.slice(0, -4)}AAAA`, key)).toThrow();
    expect(() => openSessionEnvelope(jwe.replace(/\.([^.]+)$/, '.$1AAAA'), key)).toThrow();
  });

  it('refuses bytes that are not UTF-8', async () => {
    const jwe = await new CompactEncrypt(new Uint8Array([0xff, 0xfe, 0x7b]))
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .encrypt(key);
    expect(() => openSessionEnvelope(jwe, key)).toThrow();
  });

  it('agrees with jose on every changed character', async () => {
    const jwe = await seal(JSON.stringify({ emailid: 'ada@example.com' }));
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.=+/ ';
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: jwe.length - 1 }),
        fc.constantFrom(...alphabet),
        async (at, character) => {
          const changed = `${jwe.slice(0, at)}${character}${jwe.slice(at + 1)}`;
          const ours = weOpen(changed);
          // Ours is stricter on one point: characters outside base64url, which jose skips over.
          if (ours !== null) expect(await joseOpens(changed)).toBe(ours);
          else if (/^[A-Za-z0-9_.-]*$/.test(changed)) expect(await joseOpens(changed)).toBeNull();
        },
      ),
      { numRuns: 500 },
    );
  });
});
