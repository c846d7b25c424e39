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

/*
 * The checks of a field are given to one `.check()`, not chained: each chained `.trim()`, `.min()`
 * or `.refine()` clones the schema, and the forms' schemas are built as their file arrives on a
 * phone, where those clones were most of the time it took (docs/benchmarks.md). The checks run in
 * the order given, as chained ones do.
 */

/** A required text: the spec's "required" message first, then a length cap. */
export const requiredText = (requiredMessage: Text, max: number = limits.textMaxLength) =>
  z.string({ error: requiredMessage }).check(...requiredTextChecks(requiredMessage, max));

const requiredTextChecks = (requiredMessage: Text, max: number) =>
  [
    z.trim(),
    z.minLength(1, { error: requiredMessage }),
    z.maxLength(max, { error: () => messages.tooLong(max) }),
  ] as const;

/** An address as EMAIL_PATTERN allows, kept in lower case. */
export const email = (
  requiredMessage: Text = () => messages.emailRequired,
  invalidMessage: Text = () => messages.emailInvalid,
) =>
  z.string({ error: requiredMessage }).check(
    ...requiredTextChecks(requiredMessage, limits.emailMaxLength),
    z.refine((value: string) => value === '' || EMAIL_PATTERN.test(value), { error: invalidMessage }),
    z.toLowerCase(),
  );

/** A password for sign-in: only required, never trimmed (spaces are characters). */
export const currentPassword = () =>
  z.string({ error: () => messages.passwordRequired }).check(...passwordChecks());

const passwordChecks = () =>
  [
    z.minLength(1, { error: () => messages.passwordRequired }),
    z.maxLength(limits.passwordMaxLength, { error: () => messages.tooLong(limits.passwordMaxLength) }),
  ] as const;

/** A new password under the policy of spec section 5. */
export const newPassword = (classesMessage: Text = () => messages.passwordClasses) =>
  z.string({ error: () => messages.passwordRequired }).check(
    ...passwordChecks(),
    z.refine((value: string) => value === '' || value.length >= limits.passwordMinLength, {
      error: () => messages.passwordTooShort,
    }),
    z.refine((value: string) => value === '' || meetsPasswordClasses(value), { error: classesMessage }),
  );

export const phoneDigits = () =>
  z.string({ error: () => messages.phoneRequired }).check(
    z.trim(),
    z.minLength(1, { error: () => messages.phoneRequired }),
    z.refine((value: string) => value === '' || value.length >= limits.phoneMinDigits, {
      error: () => messages.phoneTooShort,
    }),
    z.refine((value: string) => /^\d*$/.test(value), { error: () => messages.phoneDigitsOnly }),
    z.refine((value: string) => value.length <= limits.phoneMaxDigits, {
      error: () => messages.phoneTooLong,
    }),
  );

export const dialCode = () =>
  z
    .string({ error: () => messages.dialCodeInvalid })
    .check(z.regex(/^\+\d{1,4}$/, { error: () => messages.dialCodeInvalid }));

export const totpCode = () =>
  z
    .string({ error: () => messages.codeRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: () => messages.codeRequired }),
      z.regex(/^\d{6}$/, { error: () => messages.codeFormat }),
    );
