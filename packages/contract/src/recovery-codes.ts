import { z } from 'zod';
import { currentPassword, email } from './fields';
import { messages } from './messages';
import type { BaseReply, TotpValidateReply } from './replies';

/**
 * Recovery codes (ours, issue 22): ten single-use codes that stand in for a code from the
 * authenticator on the code screen. A code is 10 characters of Crockford's base32 (50 random
 * bits), shown as two groups of five: `7KQ2M-XD4NB`.
 */
export const RECOVERY_CODE_COUNT = 10;
/** At this many codes left or fewer, Settings warns. */
export const RECOVERY_CODES_LOW = 3;
export const RECOVERY_CODE_LENGTH = 10;
/** Crockford's base32: digits and capitals without I, L, O and U. */
export const RECOVERY_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** The longest text accepted as a code (spaces and dashes a person may type included). */
export const RECOVERY_CODE_INPUT_MAX = 40;

const CODE = new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`);

/**
 * A typed code as it is stored: spaces and dashes dropped, capitals, and the letters Crockford
 * reads as digits (O as 0, I and L as 1). Null when what is left is no code at all.
 */
export function normaliseRecoveryCode(input: string): string | null {
  const plain = input
    .replace(/[\s\-\u2010-\u2015\u2212]/g, '')
    .toUpperCase()
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  return CODE.test(plain) ? plain : null;
}

/** A stored code as it is shown: two groups of five. */
export const formatRecoveryCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

export const recoveryCode = () =>
  z
    .string({ error: () => messages.recoveryCodeRequired })
    .trim()
    .min(1, { error: () => messages.recoveryCodeRequired })
    .max(RECOVERY_CODE_INPUT_MAX, { error: () => messages.recoveryCodeFormat })
    .refine((value) => normaliseRecoveryCode(value) !== null, { error: () => messages.recoveryCodeFormat });

/** recovery-code-validate: the code screen's other way, with the temporary token of the password step. */
export const recoveryCodeValidateRequest = z.object({ email: email(), recoveryCode: recoveryCode() });
export type RecoveryCodeValidateRequest = z.infer<typeof recoveryCodeValidateRequest>;

/** The code screen's form in its recovery-code mode. */
export const recoveryCodeForm = z.object({ recoveryCode: recoveryCode() });
export type RecoveryCodeForm = z.input<typeof recoveryCodeForm>;

export interface RecoveryCodeValidateReply extends TotpValidateReply {
  /** How many unused codes the person has after this one. */
  recoveryCodesLeft: number;
}

/** view-recovery-codes: the caller's own codes, never the codes themselves. */
export const viewRecoveryCodesRequest = z.object({});
export type ViewRecoveryCodesRequest = z.infer<typeof viewRecoveryCodesRequest>;

export interface RecoveryCodesStatusReply extends BaseReply {
  /** When the current set was made (ISO 8601); null when none was made yet. */
  madeAt: string | null;
  left: number;
  total: number;
}

/** make-recovery-codes: a fresh proof, the current password, because a session alone is not enough. */
export const makeRecoveryCodesRequest = z.object({ password: currentPassword() });
export type MakeRecoveryCodesRequest = z.infer<typeof makeRecoveryCodesRequest>;

export interface MakeRecoveryCodesReply extends BaseReply {
  /** The ten new codes, formatted, shown this once. */
  codes: string[];
  madeAt: string;
}
