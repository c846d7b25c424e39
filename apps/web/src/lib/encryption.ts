import { type EncryptionKeyReply, paths } from '@ddp/contract';
import { sendJson } from './http';
import { sealWithSessionKey } from './session-envelope';

/**
 * The server hands out its public key instead of the client embedding it, so keys can rotate
 * (docs/api.md). The key is fetched once per page load and again after a refused envelope.
 */
interface LoadedKey {
  key: CryptoKey | Uint8Array;
  kid: string | undefined;
}

const ALG = 'RSA-OAEP-256';
const ENC = 'A256GCM';
let loading: Promise<LoadedKey> | undefined;

// The JOSE code is needed only for the RSA envelopes (signed-out forms), so it stays out of the
// first screen's bundle.
const loadJose = () => import('./jose-parts');

async function fetchKey(): Promise<LoadedKey> {
  const [reply, { importJWK }] = await Promise.all([
    sendJson<EncryptionKeyReply>(paths.encryptionKey, { method: 'GET' }),
    loadJose(),
  ]);
  const key = await importJWK({ ...reply.key }, ALG);
  return { key, kid: reply.key.kid };
}

export function loadEncryptionKey(): Promise<LoadedKey> {
  if (!loading) {
    loading = fetchKey().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  }
  return loading;
}

/** Forget the key so the next call fetches the current one. */
export function dropEncryptionKey(): void {
  loading = undefined;
}

/**
 * The `encryptData` value: a compact JWE of the JSON payload. Signed-in calls seal it with the
 * session's own AES key (`dir`), which the server opens in microseconds; others use the RSA key.
 */
export async function encryptPayload(payload: object, sessionKey?: string): Promise<string> {
  if (sessionKey) return sealWithSessionKey(payload, sessionKey);
  const [{ key, kid }, { CompactEncrypt }] = await Promise.all([loadEncryptionKey(), loadJose()]);
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader(kid ? { alg: ALG, enc: ENC, kid } : { alg: ALG, enc: ENC })
    .encrypt(key);
}
