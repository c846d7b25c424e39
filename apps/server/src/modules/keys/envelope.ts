import { randomUUID } from 'node:crypto';
import { compactDecrypt, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { Decrypter } from '../../platform/http/encrypted';
import type { SecretBox } from '../../platform/secret-box';
import { ServerKeys } from './server-keys';
import { openSessionEnvelope } from './session-envelope';

const PURPOSE = 'envelope';
export const ENVELOPE_ALG = 'RSA-OAEP-256';
export const ENVELOPE_ENC = 'A256GCM';
const MODULUS_BITS = 3072;

type PrivateKey = Awaited<ReturnType<typeof importJWK>>;

/**
 * The key pair behind `encryptData`. Made once, kept sealed under the master key in the database, so
 * that every instance on the same database decrypts what any of them published.
 */
export class Envelope implements Decrypter {
  private constructor(
    readonly publicJwk: JWK,
    private readonly privateKeys: Map<string, PrivateKey>,
  ) {}

  static async load(db: Db, box: SecretBox, clock: Clock): Promise<Envelope> {
    const stored = new ServerKeys(db, box);
    let keys = await stored.list(PURPOSE);
    if (keys.length === 0) {
      const { publicKey, privateKey } = await generateKeyPair(ENVELOPE_ALG, {
        modulusLength: MODULUS_BITS,
        extractable: true,
      });
      const kid = randomUUID();
      const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: ENVELOPE_ALG, use: 'enc' };
      const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: ENVELOPE_ALG };
      await stored.addFirst(PURPOSE, {
        kid,
        publicJwk: JSON.stringify(publicJwk),
        privateSealed: stored.sealPrivate(PURPOSE, JSON.stringify(privateJwk)),
        createdAt: clock.now(),
      });
      keys = await stored.list(PURPOSE);
    }
    const privateKeys = new Map<string, PrivateKey>();
    for (const key of keys) {
      const jwk = JSON.parse(stored.openPrivate(PURPOSE, key.privateSealed)) as JWK;
      privateKeys.set(key.kid, await importJWK(jwk, ENVELOPE_ALG));
    }
    const newest = keys[0]!;
    return new Envelope(JSON.parse(newest.publicJwk) as JWK, privateKeys);
  }

  /**
   * Throws on anything that is not a JWE made for one of our keys with the agreed algorithms. A
   * signed-in call may instead use its session's symmetric key (`alg: dir`), which costs microseconds
   * where RSA costs milliseconds.
   */
  async decrypt(jwe: string, sessionKey?: Uint8Array): Promise<string> {
    const header: unknown = JSON.parse(Buffer.from(jwe.split('.')[0] ?? '', 'base64url').toString('utf8'));
    if (header === null || typeof header !== 'object' || Array.isArray(header))
      throw new Error('not a JWE header');
    // Compression (RFC 7516 4.1.3) makes a small envelope open into a large payload, and no client of
    // ours compresses: refused before any key is used, on both kinds of envelope.
    if ('zip' in header) throw new Error('compressed JWE');
    const { alg, kid } = header as { alg?: unknown; kid?: unknown };
    if (alg === 'dir') {
      if (!sessionKey) throw new Error('a session envelope outside a session');
      return openSessionEnvelope(jwe, sessionKey);
    }
    const key =
      typeof kid === 'string' ? this.privateKeys.get(kid) : this.privateKeys.get(String(this.publicJwk.kid));
    if (!key) throw new Error('unknown key');
    const { plaintext } = await compactDecrypt(jwe, key, {
      keyManagementAlgorithms: [ENVELOPE_ALG],
      contentEncryptionAlgorithms: [ENVELOPE_ENC],
      // jose would inflate a `zip: DEF` payload; 0 makes it refuse one, should the check above go.
      maxDecompressedLength: 0,
    });
    return new TextDecoder('utf-8', { fatal: true }).decode(plaintext);
  }
}
