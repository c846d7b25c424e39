import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { formatRecoveryCode, normaliseRecoveryCode, recoveryCodeValidateRequest } from './recovery-codes';

describe('recovery codes as typed', () => {
  it('reads a code with spaces, dashes and any letter case as the stored one', () => {
    for (const typed of [
      '7KQ2M-XD4NB',
      '7kq2m-xd4nb',
      ' 7KQ2M XD4NB ',
      '7kq2mxd4nb',
      '7K-Q2M–XD 4NB',
      '7KQ2M\u2212XD4NB',
    ]) {
      expect(normaliseRecoveryCode(typed), typed).toBe('7KQ2MXD4NB');
    }
  });

  it('reads the letters Crockford counts as digits as those digits', () => {
    expect(normaliseRecoveryCode('OOIIL-ooil1')).toBe('0011100111');
  });

  it('refuses what cannot be a code', () => {
    for (const typed of [
      '',
      '-----',
      '7KQ2M-XD4N',
      '7KQ2M-XD4NBB',
      '7KQ2M-XD4NU',
      '7KQ2M_XD4NB',
      'ÄKQ2M-XD4NB',
    ]) {
      expect(normaliseRecoveryCode(typed), typed).toBeNull();
    }
  });

  it('shows a stored code in two groups of five, which reads back as itself', () => {
    expect(formatRecoveryCode('7KQ2MXD4NB')).toBe('7KQ2M-XD4NB');
    expect(normaliseRecoveryCode(formatRecoveryCode('7KQ2MXD4NB'))).toBe('7KQ2MXD4NB');
  });

  it('names the field of a missing or malformed code', () => {
    const missing = recoveryCodeValidateRequest.safeParse({ email: 'a@example.com', recoveryCode: ' ' });
    expect(missing.error?.issues[0]?.message).toBe(messages.recoveryCodeRequired);
    const malformed = recoveryCodeValidateRequest.safeParse({ email: 'a@example.com', recoveryCode: 'ABC' });
    expect(malformed.error?.issues[0]?.message).toBe(messages.recoveryCodeFormat);
    expect(
      recoveryCodeValidateRequest.parse({ email: 'a@example.com', recoveryCode: 'abcde-12345' }),
    ).toEqual({
      email: 'a@example.com',
      recoveryCode: 'abcde-12345',
    });
  });
});
