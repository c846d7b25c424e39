import { describe, expect, it } from 'vitest';
import { loginRequest, totpValidateRequest } from './auth';
import { firstErrors } from './first-errors';
import { codeForm, signInForm } from './sign-in-form';

const outcome = (
  result: ReturnType<typeof signInForm.safeParse> | { success: boolean; data?: unknown; error?: unknown },
) =>
  result.success
    ? { data: (result as { data: unknown }).data }
    : { errors: firstErrors((result as { error: Parameters<typeof firstErrors>[0] }).error) };

describe('the zod-free sign-in forms', () => {
  const long = `${'a'.repeat(300)}@example.com`;
  it.each([
    { email: '', password: '' },
    { email: '  Ada@Example.COM ', password: ' secret ' },
    { email: 'not-an-address', password: 'x' },
    { email: 'ada@example', password: 'x' },
    { email: long, password: 'x' },
    { email: 'ada@example.com', password: 'p'.repeat(1000) },
    { email: 42, password: null },
  ])('judge the sign-in form %j as loginRequest does', (input) => {
    expect(outcome(signInForm.safeParse(input))).toEqual(outcome(loginRequest.safeParse(input)));
  });

  const codeRule = totpValidateRequest.pick({ userToken: true });
  it.each(['', '   ', '12345', '1234567', '12a456', ' 123456 ', '000000'])(
    'judge the code %j as totpValidateRequest does',
    (userToken) => {
      expect(outcome(codeForm.safeParse({ userToken }))).toEqual(outcome(codeRule.safeParse({ userToken })));
    },
  );
});
