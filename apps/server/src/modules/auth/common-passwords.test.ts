import zxcvbnCommon from '@zxcvbn-ts/language-common';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';

// The list the check reads, not one typed here: its first thousand entries that are plain words.
const listedWords = zxcvbnCommon.dictionary['passwords-common']
  .slice(0, 1000)
  .filter((word) => /^[a-z]{4,10}$/.test(word));
const capitalised = (word: string) => word[0]!.toUpperCase() + word.slice(1);
const leet = (word: string) =>
  word.replace(/a/g, '@').replace(/o/g, '0').replace(/e/g, '3').replace(/s/g, '$');
const repeatedTo16 = (part: string) => part.repeat(Math.ceil(16 / part.length));
// Each of these estimates about 900 passwords: seconds on a quiet machine, more on a busy one.
const OVER_THE_LIST = { timeout: 60_000 };

describe('common passwords', () => {
  it('reads a list of many entries', () => {
    expect(listedWords.length).toBeGreaterThan(500);
  });

  it('refuses the two passwords of the review', () => {
    expect(isCommonPassword('Password12345678')).toBe(true);
    expect(isCommonPassword('P@ssw0rdP@ssw0rd')).toBe(true);
  });

  it(
    'refuses every listed word capitalised and padded with a digit run to 16 characters',
    OVER_THE_LIST,
    () => {
      const passed = listedWords
        .map((word) => `${capitalised(word)}1234567890123456`.slice(0, Math.max(16, word.length + 4)))
        .filter((password) => !isCommonPassword(password));
      expect(passed).toEqual([]);
    },
  );

  it('refuses every listed word in l33t, capitalised and repeated to 16 characters', OVER_THE_LIST, () => {
    const passed = listedWords
      .map((word) => repeatedTo16(capitalised(leet(word))))
      .filter((password) => !isCommonPassword(password));
    expect(passed).toEqual([]);
  });

  it('accepts random passwords that meet the rules', OVER_THE_LIST, () => {
    const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789#?!@$%^&*-'.split('');
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...alphabet), { minLength: 16, maxLength: 40 }), (chars) => {
        const password = `Aa1${chars.join('')}`;
        expect(isCommonPassword(password)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });

  it('accepts the passphrases people are told to choose', () => {
    for (const password of ['Correct-Horse-Battery-9', 'Brand-New-Password-42', 'Yet-Another-Password-77']) {
      expect(isCommonPassword(password)).toBe(false);
    }
  });
});
