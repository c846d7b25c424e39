import { messages } from './messages';

/**
 * Recovery codes as typed and shown (ours, issue 22), without zod: the code screen is part of the
 * first download (docs/benchmarks.md), so its form's check lives here; `recovery-codes.ts` builds
 * the requests' schemas on the same rule. A code is 10 characters of Crockford's base32 (50 random
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

/** What is wrong with a typed code, in words; undefined when it can be a code. */
export function recoveryCodeProblem(value: unknown): string | undefined {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  if (trimmed === '') return messages.recoveryCodeRequired;
  if (trimmed.length > RECOVERY_CODE_INPUT_MAX) return messages.recoveryCodeFormat;
  return normaliseRecoveryCode(trimmed) === null ? messages.recoveryCodeFormat : undefined;
}

type Parsed =
  | { success: true; data: { recoveryCode: string } }
  | { success: false; error: { issues: { path: string[]; message: string }[] } };

/** The code screen's form in its recovery-code mode, with the `safeParse` shape the web forms use. */
export const recoveryCodeForm = {
  safeParse(value: unknown): Parsed {
    const input = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
    const problem = recoveryCodeProblem(input.recoveryCode);
    if (problem) return { success: false, error: { issues: [{ path: ['recoveryCode'], message: problem }] } };
    return { success: true, data: { recoveryCode: String(input.recoveryCode).trim() } };
  },
};
export type RecoveryCodeForm = { recoveryCode: string };
