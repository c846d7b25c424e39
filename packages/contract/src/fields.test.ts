import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { email, newPassword, totpCode } from './fields';
import { firstErrors } from './first-errors';
import { messages } from './messages';

const firstError = (schema: z.ZodType, value: unknown) => {
  const result = z.object({ v: schema }).safeParse({ v: value });
  return result.success ? undefined : firstErrors(result.error).v;
};

describe('shared field rules', () => {
  it('gives the required message before the format message', () => {
    expect(firstError(email(), '')).toBe(messages.emailRequired);
    expect(firstError(email(), undefined)).toBe(messages.emailRequired);
  });

  it('refuses a missing or non-text value with the required message', () => {
    expect(firstError(newPassword(), 42)).toBe(messages.passwordRequired);
  });

  it('uses the reset wording of the class rule where asked', () => {
    expect(firstError(newPassword(messages.passwordClassesReset), 'aaaaaaaaaaaaaaaaaaaa')).toBe(
      'Password must match at least 3 out of 4 criteria (1 Uppercase, 1 lowercase, 1 numeric, and 1 special character).',
    );
  });

  it('caps lengths so that huge input is refused, not stored', () => {
    expect(firstError(email(), `${'a'.repeat(300)}@example.com`)).toBe(messages.tooLong(254));
  });

  it('wants a six-digit code', () => {
    expect(firstError(totpCode(), '')).toBe(messages.codeRequired);
    expect(firstError(totpCode(), '12345')).toBe(messages.codeFormat);
    expect(firstError(totpCode(), '123456')).toBe(undefined);
  });
});
