import { z } from 'zod';
import { email, totpCode } from './fields';
import { messages } from './messages';
import { recoveryCode } from './recovery-codes';

/** The digits of the code mailed at the first sign-in of an account that enrols on screen. */
export const ENROLMENT_MAIL_CODE_DIGITS = 8;

export const enrolmentMailCode = () =>
  z
    .string({ error: () => messages.enrolMailCodeRequired })
    .trim()
    .min(1, { error: () => messages.enrolMailCodeRequired })
    .regex(/^\d{8}$/, { error: () => messages.enrolMailCodeFormat });

/** enrolment-start: the code mailed at the password step proves the mailbox; the new key comes back. */
export const enrolmentStartRequest = z.object({ email: email(), mailCode: enrolmentMailCode() });
export type EnrolmentStartRequest = z.infer<typeof enrolmentStartRequest>;

/** enrolment-confirm: a code of the new authenticator; it completes the sign-in. */
export const enrolmentConfirmRequest = z.object({ email: email(), userToken: totpCode() });
export type EnrolmentConfirmRequest = z.infer<typeof enrolmentConfirmRequest>;

/**
 * authenticator-change-start: a fresh code of the current authenticator, or, for someone who lost
 * it, one of their recovery codes (used up like at sign-in). Exactly one of the two.
 */
export const authenticatorChangeStartRequest = z
  .object({ userToken: totpCode().optional(), recoveryCode: recoveryCode().optional() })
  .refine((proof) => (proof.userToken === undefined) !== (proof.recoveryCode === undefined), {
    path: ['userToken'],
    error: () => messages.codeRequired,
  });
export type AuthenticatorChangeStartRequest = z.infer<typeof authenticatorChangeStartRequest>;

/** authenticator-change-confirm: a code of the new authenticator; only then it replaces the old one. */
export const authenticatorChangeConfirmRequest = z.object({ userToken: totpCode() });
export type AuthenticatorChangeConfirmRequest = z.infer<typeof authenticatorChangeConfirmRequest>;

/** The forms of the two screens, with the same rules as the requests. */
export const enrolmentMailCodeForm = z.object({ mailCode: enrolmentMailCode() });
export const authenticatorCodeForm = z.object({ userToken: totpCode() });
