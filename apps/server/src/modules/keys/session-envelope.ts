import { createDecipheriv } from 'node:crypto';

const BASE64URL = /^[A-Za-z0-9_-]*$/;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Opens a compact JWE made with a session's key: `alg: dir`, `enc: A256GCM` (RFC 7516, 7518 5.3)
 * and nothing else. Synchronous node:crypto instead of the Web Crypto job queue: this runs on every
 * signed-in call, where that queue cost more than the decryption. Throws on anything else.
 */
export function openSessionEnvelope(jwe: string, key: Uint8Array): string {
  const parts = jwe.split('.');
  if (parts.length !== 5 || !parts.every((part) => BASE64URL.test(part)))
    throw new Error('not a compact JWE');
  const [protectedHeader, encryptedKey, iv, ciphertext, tag] = parts as [
    string,
    string,
    string,
    string,
    string,
  ];
  const header: unknown = JSON.parse(Buffer.from(protectedHeader, 'base64url').toString('utf8'));
  if (
    header === null ||
    typeof header !== 'object' ||
    Array.isArray(header) ||
    (header as { alg?: unknown }).alg !== 'dir' ||
    (header as { enc?: unknown }).enc !== 'A256GCM' ||
    // Compression and critical extensions are not ours; refusing them beats half-understanding them.
    'zip' in header ||
    'crit' in header
  ) {
    throw new Error('unsupported JWE header');
  }
  if (encryptedKey !== '' || key.length !== 32) throw new Error('not a direct-key JWE');
  const ivBytes = Buffer.from(iv, 'base64url');
  const tagBytes = Buffer.from(tag, 'base64url');
  if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) throw new Error('bad IV or tag');
  const decipher = createDecipheriv('aes-256-gcm', key, ivBytes, { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(protectedHeader, 'ascii'));
  decipher.setAuthTag(tagBytes);
  const plaintext = Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]);
  return new TextDecoder('utf-8', { fatal: true }).decode(plaintext);
}
