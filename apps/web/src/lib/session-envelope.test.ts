import { base64url, compactDecrypt, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { sealWithSessionKey } from './session-envelope';

const sessionKey = base64url.encode(crypto.getRandomValues(new Uint8Array(32)));

describe('sealWithSessionKey', () => {
  it('makes a compact JWE that a JOSE library opens with the session key', async () => {
    const payload = { consumerId: 'a1b2', note: 'Grüße, 東京 🚀' };
    const envelope = await sealWithSessionKey(payload, sessionKey);
    expect(decodeProtectedHeader(envelope)).toEqual({ alg: 'dir', enc: 'A256GCM' });
    expect(envelope.split('.')[1]).toBe('');
    const { plaintext } = await compactDecrypt(envelope, base64url.decode(sessionKey));
    expect(JSON.parse(new TextDecoder().decode(plaintext))).toEqual(payload);
  });

  it('uses a fresh IV for every envelope', async () => {
    const [first, second] = await Promise.all([
      sealWithSessionKey({ same: true }, sessionKey),
      sealWithSessionKey({ same: true }, sessionKey),
    ]);
    expect(first.split('.')[2]).not.toBe(second.split('.')[2]);
    expect(first).not.toBe(second);
  });

  it('cannot be opened with another key, nor after a change', async () => {
    const envelope = await sealWithSessionKey({ consumerId: 'a1b2' }, sessionKey);
    const otherKey = crypto.getRandomValues(new Uint8Array(32));
    await expect(compactDecrypt(envelope, otherKey)).rejects.toThrow();
    const parts = envelope.split('.');
    const ciphertext = base64url.decode(parts[3] ?? '');
    ciphertext[0] = (ciphertext[0] ?? 0) ^ 1;
    const changed = [parts[0], parts[1], parts[2], base64url.encode(ciphertext), parts[4]].join('.');
    await expect(compactDecrypt(changed, base64url.decode(sessionKey))).rejects.toThrow();
  });

  it('follows a new session key', async () => {
    const nextKey = base64url.encode(crypto.getRandomValues(new Uint8Array(32)));
    await sealWithSessionKey({ n: 1 }, sessionKey);
    const envelope = await sealWithSessionKey({ n: 2 }, nextKey);
    await expect(compactDecrypt(envelope, base64url.decode(sessionKey))).rejects.toThrow();
    const { plaintext } = await compactDecrypt(envelope, base64url.decode(nextKey));
    expect(JSON.parse(new TextDecoder().decode(plaintext))).toEqual({ n: 2 });
  });
});
