import { firstErrors, messages } from '@ddp/contract';
import { describe, expect, it } from 'vitest';
import { completionForm } from './completion-form';

const good = {
  password: 'Correct-Horse-Battery-Staple-9',
  confirmPassword: 'Correct-Horse-Battery-Staple-9',
  countryCode: '+49',
  phonenumber: '1701234567',
};

const errorsOf = (values: typeof good) => {
  const result = completionForm.safeParse(values);
  return result.success ? {} : firstErrors(result.error);
};

describe('invitation completion form (spec section 5)', () => {
  it('accepts a policy password, its confirmation and a phone number', () => {
    expect(completionForm.safeParse(good).success).toBe(true);
  });

  it('applies the registration password rules', () => {
    expect(errorsOf({ ...good, password: 'short', confirmPassword: 'short' }).password).toBe(
      messages.passwordTooShort,
    );
    expect(
      errorsOf({ ...good, password: 'alllowercaseletters', confirmPassword: 'alllowercaseletters' }).password,
    ).toBe(messages.passwordClasses);
  });

  it('wants the confirmation identical', () => {
    expect(errorsOf({ ...good, confirmPassword: 'Correct-Horse-Battery-Staple-8' }).confirmPassword).toBe(
      messages.passwordsNotIdentical,
    );
    expect(errorsOf({ ...good, confirmPassword: '' }).confirmPassword).toBe(messages.passwordRequired);
  });

  it('wants a dial code and at least 5 digits', () => {
    expect(errorsOf({ ...good, countryCode: '' }).countryCode).toBe(messages.dialCodeInvalid);
    expect(errorsOf({ ...good, phonenumber: '' }).phonenumber).toBe(messages.phoneRequired);
    expect(errorsOf({ ...good, phonenumber: '1234' }).phonenumber).toBe(messages.phoneTooShort);
    expect(errorsOf({ ...good, phonenumber: '12345a' }).phonenumber).toBe(messages.phoneDigitsOnly);
  });
});
