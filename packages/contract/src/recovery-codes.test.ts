import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { formatRecoveryCode, normaliseRecoveryCode, recoveryCodeForm } from './recovery-code-input';
import { recoveryCodeValidateRequest } from './recovery-codes';

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

  it('is checked alike by the code screen (without zod) and by the server', () => {
    for (const typed of [
      '',
      '  ',
      'ABC',
      '7kq2m xd4nb',
      ' 7KQ2M-XD4NB ',
      'A'.repeat(41),
      '7KQ2M-XD4NU',
      42,
      null,
    ]) {
      const screen = recoveryCodeForm.safeParse({ recoveryCode: typed });
      const server = recoveryCodeValidateRequest.safeParse({ email: 'a@example.com', recoveryCode: typed });
      expect(screen.success, String(typed)).toBe(server.success);
      if (!screen.success && !server.success) {
        expect(screen.error.issues[0]?.message, String(typed)).toBe(server.error.issues[0]?.message);
      }
    }
  });
});
