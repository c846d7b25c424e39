import { describe, expect, it } from 'vitest';
import { composeMobile } from './registration';
import { editDetailsForm, parseMobile } from './settings';

describe('mobile number of the edit-details dialog', () => {
  it('splits what composeMobile joined', () => {
    expect(parseMobile(composeMobile('+49', '1701234567', 'DE'))).toEqual({
      countryCode: '+49',
      phonenumber: '1701234567',
      iso2: 'DE',
    });
  });

  it('gives up on numbers of another shape', () => {
    expect(parseMobile('01701234567')).toBeUndefined();
    expect(parseMobile('+49 170 123 DE')).toBeUndefined();
    expect(parseMobile('')).toBeUndefined();
  });
});

describe('edit-details form', () => {
  const valid = {
    editfirstname: 'Ada',
    editlastname: 'Lovelace',
    countryCode: '+44',
    phonenumber: '7700900123',
    street: '1 Example Road',
    postal: 'NW1 6XE',
    city: 'London',
    country: 'United Kingdom',
  };

  it('accepts complete details', () => {
    expect(editDetailsForm.safeParse(valid).success).toBe(true);
  });

  it('uses the registration texts for the phone number', () => {
    const result = editDetailsForm.safeParse({ ...valid, phonenumber: '12a45' });
    expect(result.error?.issues.map((issue) => issue.message)).toContain('Phone number must be in digits');
  });

  it('requires the names', () => {
    const result = editDetailsForm.safeParse({ ...valid, editfirstname: ' ' });
    expect(result.error?.issues[0]?.message).toBe('First Name field is required');
  });
});
