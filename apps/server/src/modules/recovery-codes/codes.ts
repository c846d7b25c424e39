import { createHmac, randomInt } from 'node:crypto';
import {
  normaliseRecoveryCode,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
} from '@ddp/contract';
import type { SecretBox } from '../../platform/secret-box';

/** Ten new codes, each 10 characters drawn uniformly from Crockford's base32 (50 random bits). */
export function newCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) {
    let code = '';
    for (let i = 0; i < RECOVERY_CODE_LENGTH; i++) code += RECOVERY_CODE_ALPHABET[randomInt(32)];
    codes.add(code);
  }
  return [...codes];
}

/**
 * What is stored of a code: HMAC-SHA256 under a key derived from the master key, bound to its
 * person. The codes are random, so no slow hash is needed against guessing; the key means that a
 * copy of the database alone cannot even test guesses offline.
 */
export class CodeHasher {
  readonly #key: Buffer;

  constructor(box: SecretBox) {
    this.#key = box.deriveKey('recovery-codes');
  }

  /** The hash of a normalised code. */
  hash(consumerId: string, code: string): string {
    return createHmac('sha256', this.#key).update(`${consumerId}:${code}`).digest('base64url');
  }

  /** The hash of what a person typed, or null when it is no code at all. */
  hashTyped(consumerId: string, typed: string): string | null {
    const code = normaliseRecoveryCode(typed);
    return code === null ? null : this.hash(consumerId, code);
  }
}
