import { loginRequest, messages, registrationForm } from '@ddp/contract';
import { describe, expect, it } from 'vitest';
import { mapFieldErrors, validate } from './form-validation';

describe('form validation with the contract schemas', () => {
  it('gives the parsed data of a valid form', () => {
    const result = validate(loginRequest, { email: 'Ada@Example.com', password: 'x' });
    expect(result.ok && result.data.email).toBe('ada@example.com');
  });

  it('gives the first message per field of an invalid form', () => {
    const result = validate(loginRequest, { email: '', password: '' });
    expect(result.errors).toEqual({ email: messages.emailRequired, password: messages.passwordRequired });
  });

  it('names the registration fields as the form does', () => {
    const result = validate(registrationForm, {});
    expect(result.ok).toBe(false);
    expect(result.errors.firstname).toBe(messages.firstNameRequired);
  });
});

describe('server field errors', () => {
  it('puts known fields on the form, aliases where needed, and keeps the rest', () => {
    const mapped = mapFieldErrors(
      { email: 'taken', mobile: 'bad mobile', countryCode: 'bad code', unknown: 'odd' },
      ['email', 'phonenumber'],
      { mobile: 'phonenumber', countryCode: 'phonenumber' },
    );
    expect(mapped.fields).toEqual({ email: 'taken', phonenumber: 'bad mobile' });
    expect(mapped.rest).toEqual(['odd']);
  });
});
