import { editDetailsRequest, type PersonalDetailsReply } from '@ddp/contract';
import { describe, expect, it } from 'vitest';
import { detailRows, loginShown, mobileShown, NOTHING } from './details-text';
import { editRequestOf, initialEditValues } from './edit-details-values';

const details: PersonalDetailsReply = {
  output: 'success',
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.com',
  mobile: '+44 7700900123 GB',
  companyname: 'Analytical Engines Ltd',
  street: '12 St James Square',
  postal: 'SW1Y 4JH',
  city: 'London',
  country: 'United Kingdom',
  projectname: 'Notes',
  projectdescription: 'Bernoulli numbers',
  lastscucessfullogin: '2025-03-01T23:30:05.123Z',
  lastsucessuserip: '203.0.113.7',
  lastunsucessfulllogin: null,
  lastunsucessuserip: null,
};

describe('settings: what the screen shows', () => {
  it('shows login times in GMT with the IP, and a dash when there was none', () => {
    expect(loginShown(details.lastscucessfullogin, details.lastsucessuserip)).toEqual({
      time: '2025-03-01 23:30:05 GMT',
      ip: '203.0.113.7',
    });
    expect(loginShown(null, null)).toEqual({ time: NOTHING, ip: NOTHING });
  });

  it('shows the mobile number with its country in brackets', () => {
    expect(mobileShown('+44 7700900123 GB')).toBe('+44 7700900123 (GB)');
    expect(mobileShown('0170 1234567')).toBe('0170 1234567');
  });

  it('lists every detail but the purpose, which the server does not return', () => {
    const labels = detailRows(details).map((row) => row.label);
    expect(labels).toHaveLength(11);
    expect(labels).not.toContain('Purpose');
  });
});

describe('settings: the edit-details dialog', () => {
  it('starts with the stored details and the mobile number in parts', () => {
    const { values, iso2 } = initialEditValues(details);
    expect(values).toMatchObject({ countryCode: '+44', phonenumber: '7700900123', city: 'London' });
    expect(iso2).toBe('GB');
  });

  it('starts with an empty phone when the stored number has another shape', () => {
    const { values, iso2 } = initialEditValues({ ...details, mobile: 'call me' });
    expect(values.phonenumber).toBe('');
    expect(iso2).toBeNull();
  });

  it('sends what the contract asks for', () => {
    const { values } = initialEditValues(details);
    const request = editRequestOf(
      { ...values, editlastname: 'King', countryCode: '+44', phonenumber: '7700900999' },
      'GB',
      details.email,
    );
    expect(request).toEqual({
      editfirstname: 'Ada',
      editlastname: 'King',
      editmobile: '+44 7700900999 GB',
      email: 'ada@example.com',
      postal: 'SW1Y 4JH',
      city: 'London',
      country: 'United Kingdom',
      street: '12 St James Square',
    });
    expect(editDetailsRequest.safeParse(request).success).toBe(true);
  });
});
