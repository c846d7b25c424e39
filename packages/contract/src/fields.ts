import { z } from 'zod';
import { limits } from './constants';
import { messages } from './messages';
import { meetsPasswordClasses } from './password-policy';
import { EMAIL_PATTERN } from './sign-in-form';

/**
 * A message for a schema: a function, so the text is read in the language of the moment when a
 * value fails, not once when the schema is made. A plain text stays as it is.
 */
export type Text = string | (() => string);

/** A required text: the spec's "required" message first, then a length cap. */
export const requiredText = (requiredMessage: Text, max: number = limits.textMaxLength) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(max, { error: () => messages.tooLong(max) });

export const email = (
  requiredMessage: Text = () => messages.emailRequired,
  invalidMessage: Text = () => messages.emailInvalid,
) =>
  requiredText(requiredMessage, limits.emailMaxLength)
    .refine((value) => value === '' || EMAIL_PATTERN.test(value), { error: invalidMessage })
    .transform((value) => value.toLowerCase());

/** A password for sign-in: only required, never trimmed (spaces are characters). */
export const currentPassword = () =>
  z
    .string({ error: () => messages.passwordRequired })
    .min(1, { error: () => messages.passwordRequired })
    .max(limits.passwordMaxLength, { error: () => messages.tooLong(limits.passwordMaxLength) });

/** A new password under the policy of spec section 5. */
export const newPassword = (classesMessage: Text = () => messages.passwordClasses) =>
  currentPassword()
    .refine((value) => value === '' || value.length >= limits.passwordMinLength, {
      error: () => messages.passwordTooShort,
    })
    .refine((value) => value === '' || meetsPasswordClasses(value), { error: classesMessage });

export const phoneDigits = () =>
  z
    .string({ error: () => messages.phoneRequired })
    .trim()
    .min(1, { error: () => messages.phoneRequired })
    .refine((value) => value === '' || value.length >= limits.phoneMinDigits, {
      error: () => messages.phoneTooShort,
    })
    .refine((value) => /^\d*$/.test(value), { error: () => messages.phoneDigitsOnly })
    .refine((value) => value.length <= limits.phoneMaxDigits, { error: () => messages.phoneTooLong });

export const dialCode = () =>
  z
    .string({ error: () => messages.dialCodeInvalid })
    .regex(/^\+\d{1,4}$/, { error: () => messages.dialCodeInvalid });

export const totpCode = () =>
  z
    .string({ error: () => messages.codeRequired })
    .trim()
    .min(1, { error: () => messages.codeRequired })
    .regex(/^\d{6}$/, { error: () => messages.codeFormat });
