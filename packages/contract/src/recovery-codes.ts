import { z } from 'zod';
import { currentPassword, email } from './fields';
import { messages } from './messages';
import { recoveryCodeProblem } from './recovery-code-input';
import type { BaseReply, TotpValidateReply } from './replies';

/** A typed recovery code: the rule of `recoveryCodeProblem` (recovery-code-input.ts). */
export const recoveryCode = () =>
  z.string({ error: () => messages.recoveryCodeRequired }).superRefine((value, ctx) => {
    const problem = recoveryCodeProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** recovery-code-validate: the code screen's other way, with the temporary token of the password step. */
export const recoveryCodeValidateRequest = z.object({ email: email(), recoveryCode: recoveryCode() });
export type RecoveryCodeValidateRequest = z.infer<typeof recoveryCodeValidateRequest>;

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
