import type { SecretBox } from '../../platform/secret-box';
import { newTotpSeed } from './totp';

// TOTP seeds are kept sealed under the master key; this names them for the secret box.
const TOTP_SEAL_PURPOSE = 'totp-seed';

/** A new second factor's seed, sealed as `consumers.totp_secret` keeps it. */
export function sealNewSeed(box: SecretBox): string {
  return box.seal(TOTP_SEAL_PURPOSE, newTotpSeed());
}

export function openSeed(box: SecretBox, sealed: string): Buffer {
  return box.open(TOTP_SEAL_PURPOSE, sealed);
}
