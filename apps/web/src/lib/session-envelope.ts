import { base64urlToBytes, bytesToBase64url } from '@ddp/contract';

/**
 * The `encryptData` envelope of a signed-in call: a compact JWE (RFC 7516) with `alg: dir` and
 * `enc: A256GCM`, sealed with the session's own AES key. Written on the browser's Web Crypto
 * rather than with jose, which stays for the RSA envelopes: loaded lazily, jose made every
 * signed-in screen's first calls wait for its download (docs/decisions.md, "Envelopes").
 */
const HEADER = bytesToBase64url(new TextEncoder().encode(JSON.stringify({ alg: 'dir', enc: 'A256GCM' })));
const TAG_BYTES = 16;
let imported: { raw: string; key: Promise<CryptoKey> } | undefined;

/** The session key as a Web Crypto key, imported once per key rather than once per call. */
function aesKey(raw: string): Promise<CryptoKey> {
  if (imported?.raw !== raw) {
    const key = crypto.subtle.importKey('raw', base64urlToBytes(raw), 'AES-GCM', false, ['encrypt']);
    imported = { raw, key };
  }
  return imported.key;
}

/** Seals `payload` as JSON for the server, which opens it with the same session key. */
export async function sealWithSessionKey(payload: object, sessionKey: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(HEADER), tagLength: TAG_BYTES * 8 },
      await aesKey(sessionKey),
      new TextEncoder().encode(JSON.stringify(payload)),
    ),
  );
  const ciphertext = sealed.subarray(0, sealed.length - TAG_BYTES);
  const tag = sealed.subarray(sealed.length - TAG_BYTES);
  return `${HEADER}..${bytesToBase64url(iv)}.${bytesToBase64url(ciphertext)}.${bytesToBase64url(tag)}`;
}
