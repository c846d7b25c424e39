import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { regexes, z } from 'zod';
import { email, newPassword, totpCode } from './fields';
import { firstErrors } from './first-errors';
import { messages } from './messages';
import { EMAIL_PATTERN } from './sign-in-form';
import { inviteUserRequest } from './teams';

/**
 * Addresses a mail library would read as another recipient, several recipients, or a header: display
 * names, angle brackets, comments, quoted strings, whitespace, lists, groups, domain literals.
 */
const HOSTILE_ADDRESSES = [
  'x<victim@example.org>',
  'Victim <victim@example.org>',
  '<victim@example.org>',
  'victim@example.org>',
  '"victim@example.org" <x@example.net>',
  '"quoted"@example.org',
  '"a b"@example.org',
  'victim@example.org,x@example.net',
  'x@example.net,victim@example.org',
  'victim@example.org;x@example.net',
  'victim@example.org x@example.net',
  '(comment)victim@example.org',
  'victim(comment)@example.org',
  'victim@example.org(comment)',
  'team:victim@example.org;',
  'victim@[127.0.0.1]',
  'victim@example.org\r\nbcc:x@example.net',
  'vic\ttim@example.org',
  'victim@example.org\u0000',
  'victim\\@example.org',
  'victim@example.org@example.net',
  'victim@@example.org',
  '.victim@example.org',
  'victim.@example.org',
  'vic..tim@example.org',
  'victim@exämple.org',
  'vïctim@example.org',
  'victim@example',
  'victim@-example.org',
] as const;

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

  it("checks addresses with zod's own e-mail rule", () => {
    // The same answer for the tables here and for random strings of the characters that matter.
    for (const address of [
      ...HOSTILE_ADDRESSES,
      'ada@example.com',
      "o'brien@example.ie",
      'a+b@x-y.example.org',
    ]) {
      expect([address, EMAIL_PATTERN.test(address)]).toEqual([address, regexes.email.test(address)]);
    }
    const unit = fc.constantFrom(...'aZ09._-+\'@<>()[],;: "\\é'.split(''));
    fc.assert(
      fc.property(
        fc.string({ unit, maxLength: 24 }),
        (text) => EMAIL_PATTERN.test(text) === regexes.email.test(text),
      ),
      { numRuns: 5_000 },
    );
  });

  it('refuses every address that is not one plain addr-spec, with the form texts', () => {
    for (const address of HOSTILE_ADDRESSES) {
      expect([address, firstError(email(), address)]).toEqual([address, messages.emailInvalid]);
      const invite = inviteUserRequest.safeParse({
        firstname: 'Zoe',
        lastname: 'Obrien',
        email: address,
        admin: false,
        createdUserId: '00000000-0000-4000-8000-000000000000',
      });
      expect([address, invite.success ? undefined : firstErrors(invite.error).email]).toEqual([
        address,
        messages.inviteEmailInvalid,
      ]);
    }
  });

  it('takes plain addresses, in lower case', () => {
    for (const address of [
      'ada@example.com',
      'Ada.Lovelace+portal@Mail.Example.co.uk',
      "o'brien@example.ie",
      'first_last-1@sub-domain.example.org',
    ]) {
      const parsed = z.object({ v: email() }).safeParse({ v: address });
      expect(parsed.success ? parsed.data.v : parsed.error).toBe(address.toLowerCase());
    }
  });
});
