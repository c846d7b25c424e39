import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM under a key derived from the master key, for secrets kept at rest (TOTP seeds, private
 * keys, client secrets). The purpose label binds a ciphertext to its use, so one kind of secret can
 * never be decrypted as another.
 */
export class SecretBox {
  readonly #masterKey: Buffer;

  constructor(masterKey: Buffer) {
    if (masterKey.length !== 32) throw new Error('the master key must be 32 bytes');
    this.#masterKey = masterKey;
  }

  deriveKey(purpose: string, length = 32): Buffer {
    return Buffer.from(hkdfSync('sha256', this.#masterKey, Buffer.alloc(0), `ddp:${purpose}`, length));
  }

  seal(purpose: string, plaintext: Buffer | string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.deriveKey(`box:${purpose}`), iv);
    cipher.setAAD(Buffer.from(purpose));
    const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    return [
      'v1',
      iv.toString('base64url'),
      body.toString('base64url'),
      cipher.getAuthTag().toString('base64url'),
    ].join('.');
  }

  open(purpose: string, sealed: string): Buffer {
    const [version, iv, body, tag] = sealed.split('.');
    if (version !== 'v1' || !iv || body === undefined || !tag) throw new Error('not a sealed secret');
    const decipher = createDecipheriv(
      'aes-256-gcm',
      this.deriveKey(`box:${purpose}`),
      Buffer.from(iv, 'base64url'),
    );
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
  }
}
