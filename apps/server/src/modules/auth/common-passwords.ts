import { messages } from '@ddp/contract';
import zxcvbnCore from '@zxcvbn-ts/core';
import zxcvbnCommon from '@zxcvbn-ts/language-common';
import { BadRequest } from '../../platform/errors';

/**
 * Passwords from zxcvbn-ts's maintained lists of common passwords (with its matching of case,
 * l33t substitutions, repeats, sequences, dates and keyboard walks) that would fall within 10^8
 * guesses: zxcvbn's scores 0 to 2. `Password12345678` and `P@ssw0rdP@ssw0rd` meet the spec's length
 * and class rules yet are among the first an attacker tries.
 */
const LOWEST_ACCEPTED_SCORE = 3;
/**
 * The estimate runs on the event loop and grows with length (a 128-character repeat costs a few
 * hundred milliseconds). No list holds passwords this long, and guessing one takes far beyond 10^8
 * tries whatever its pattern, so longer ones are not estimated.
 */
const LONGEST_ESTIMATED = 64;

let estimator: InstanceType<typeof zxcvbnCore.ZxcvbnFactory> | undefined;

function estimate(password: string): number {
  // Built on first use: the dictionaries take some 60 ms and 6 MB that a server which never sees a
  // new password need not pay at start.
  estimator ??= new zxcvbnCore.ZxcvbnFactory({
    dictionary: zxcvbnCommon.dictionary,
    graphs: zxcvbnCommon.adjacencyGraphs,
    maxLength: LONGEST_ESTIMATED,
  });
  return estimator.check(password).score;
}

export function isCommonPassword(password: string): boolean {
  return password.length <= LONGEST_ESTIMATED && estimate(password) < LOWEST_ACCEPTED_SCORE;
}

/** Every path that sets a new password calls this after the spec's rules have passed. */
export function refuseCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) {
    throw new BadRequest(messages.passwordTooCommon, { [field]: messages.passwordTooCommon });
  }
}
