import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SecretBox } from '../../platform/secret-box';

const SEAL_PURPOSE = 'client-secret';

/**
 * Client secrets: 256 random bits, checked through a keyed hash in constant time. The sealed copy
 * exists only for the spec's team view; authentication never decrypts it.
 */
export class ClientSecrets {
  readonly #hmacKey: Buffer;

  constructor(private readonly box: SecretBox) {
    this.#hmacKey = box.deriveKey('client-secret-hmac');
  }

  create(): { secret: string; hash: string; sealed: string } {
    const secret = randomBytes(32).toString('base64url');
    return { secret, hash: this.hash(secret), sealed: this.box.seal(SEAL_PURPOSE, secret) };
  }

  hash(secret: string): string {
    return createHmac('sha256', this.#hmacKey).update(secret).digest('hex');
  }

  matches(storedHash: string, secret: string): boolean {
    const given = Buffer.from(this.hash(secret), 'hex');
    const stored = Buffer.from(storedHash, 'hex');
    return given.length === stored.length && timingSafeEqual(given, stored);
  }

  reveal(sealed: string): string {
    return this.box.open(SEAL_PURPOSE, sealed).toString('utf8');
  }

  static newClientId(): string {
    return `ddp-${randomBytes(16).toString('hex')}`;
  }
}
