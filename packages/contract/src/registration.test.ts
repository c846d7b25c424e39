import { describe, expect, it } from 'vitest';
import { firstErrors } from './first-errors';
import { messages } from './messages';
import { composeMobile, registerUserRequest, registrationForm } from './registration';

const validForm = () => ({
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'Ada@Example.com',
  password: 'Correct-Horse-Battery-9',
  confirmPassword: 'Correct-Horse-Battery-9',
  countryCode: '+49',
  phonenumber: '1701234567',
  companyname: 'Analytical Engines GmbH',
  street: 'Unter den Linden 1',
  postal: '10117',
  city: 'Berlin',
  country: 'Germany',
  projectname: 'Difference',
  projectdescription: 'Computes tables',
  purpose: 'Research',
  acceptTerms: true,
  acceptPrivacy: true,
});

const errorsOf = (form: Record<string, unknown>) => {
  const result = registrationForm.safeParse(form);
  return result.success ? {} : firstErrors(result.error);
};

describe('registration form rules (spec section 5)', () => {
  it('accepts a complete form and lower-cases the e-mail', () => {
    const result = registrationForm.parse(validForm());
    expect(result.email).toBe('ada@example.com');
  });

  it.each([
    ['firstname', messages.firstNameRequired],
    ['lastname', messages.lastNameRequired],
    ['companyname', messages.companyNameRequired],
    ['projectname', messages.projectNameRequired],
    ['projectdescription', messages.projectDescriptionRequired],
    ['street', messages.fieldRequired],
    ['postal', messages.fieldRequired],
    ['purpose', messages.fieldRequired],
    ['country', messages.countryRequired],
    ['email', messages.emailRequired],
    ['password', messages.passwordRequired],
    ['phonenumber', messages.phoneRequired],
  ])('names the empty field %s with its message', (field, message) => {
    expect(errorsOf({ ...validForm(), [field]: '' })[field]).toBe(message);
  });

  it('treats a name of spaces as empty', () => {
    expect(errorsOf({ ...validForm(), firstname: '   ' }).firstname).toBe('First Name field is required');
  });

  it('checks the e-mail format', () => {
    expect(errorsOf({ ...validForm(), email: 'ada@' }).email).toBe('Please provide valid email');
  });

  it('wants a password of at least 16 characters', () => {
    expect(errorsOf({ ...validForm(), password: 'Short-1a', confirmPassword: 'Short-1a' }).password).toBe(
      'Password should be at least 16 characters long',
    );
  });

  it('wants at least 3 of the 4 character classes', () => {
    const weak = 'onlylowercaseletters';
    expect(errorsOf({ ...validForm(), password: weak, confirmPassword: weak }).password).toBe(
      'Password must match at least 3 out of 4 criteria (1 Uppercase, 1 lowercase, 1 numeric and 1 special character).',
    );
    const threeClasses = 'lowercaseUPPERCASE123';
    expect(errorsOf({ ...validForm(), password: threeClasses, confirmPassword: threeClasses }).password).toBe(
      undefined,
    );
  });

  it('counts only the listed special characters as specials', () => {
    const underscoreOnly = 'lowercase_UPPERCASE_';
    expect(
      errorsOf({ ...validForm(), password: underscoreOnly, confirmPassword: underscoreOnly }).password,
    ).toBe(messages.passwordClasses);
  });

  it('wants the confirmation to be identical', () => {
    expect(errorsOf({ ...validForm(), confirmPassword: 'Correct-Horse-Battery-8' }).confirmPassword).toBe(
      'Passwords must be identical.',
    );
  });

  it('wants the city once a country is picked', () => {
    expect(errorsOf({ ...validForm(), city: '' }).city).toBe('City Name field is required');
    expect(errorsOf({ ...validForm(), country: '', city: '' }).city).toBe(undefined);
  });

  it('wants a phone number of at least 5 digits and digits only', () => {
    expect(errorsOf({ ...validForm(), phonenumber: '1234' }).phonenumber).toBe(
      'Phone number should be at least 5 digits long',
    );
    expect(errorsOf({ ...validForm(), phonenumber: '12345a' }).phonenumber).toBe(
      'Phone number must be in digits',
    );
  });

  it('wants both consents', () => {
    const errors = errorsOf({ ...validForm(), acceptTerms: false, acceptPrivacy: false });
    expect(errors.acceptTerms).toBe('Please accept terms and conditions');
    expect(errors.acceptPrivacy).toBe('Please accept Data Protection Declaration');
  });
});

describe('register-user payload', () => {
  const payload = () => {
    const { confirmPassword, acceptTerms, acceptPrivacy, ...fields } = validForm();
    return { Data: { ...fields, mobile: composeMobile(fields.countryCode, fields.phonenumber, 'DE') } };
  };

  it('accepts the composed mobile', () => {
    expect(registerUserRequest.safeParse(payload()).success).toBe(true);
  });

  it('refuses a mobile that disagrees with the dial code and number', () => {
    const body = payload();
    body.Data.mobile = '+44 1701234567 DE';
    const result = registerUserRequest.safeParse(body);
    expect(result.success).toBe(false);
    if (!result.success) expect(firstErrors(result.error).mobile).toBe(messages.mobileMismatch);
  });

  it('refuses a body without Data', () => {
    expect(registerUserRequest.safeParse({}).success).toBe(false);
  });
});
