import * as OTPAuth from 'otpauth';
import { describe, expect, it } from 'vitest';
import { base32Encode, hotp, matchingStep, otpauthUri, type TotpParams, totpAt } from './totp';

// RFC 6238 Appendix B: seeds are the ASCII digits repeated to the hash's block-free key length.
const seeds = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
};

const vectors: Array<[number, string, keyof typeof seeds]> = [
  [59, '94287082', 'sha1'],
  [59, '46119246', 'sha256'],
  [59, '90693936', 'sha512'],
  [1111111109, '07081804', 'sha1'],
  [1111111109, '68084774', 'sha256'],
  [1111111109, '25091201', 'sha512'],
  [1111111111, '14050471', 'sha1'],
  [1111111111, '67062674', 'sha256'],
  [1111111111, '99943326', 'sha512'],
  [1234567890, '89005924', 'sha1'],
  [1234567890, '91819424', 'sha256'],
  [1234567890, '93441116', 'sha512'],
  [2000000000, '69279037', 'sha1'],
  [2000000000, '90698825', 'sha256'],
  [2000000000, '38618901', 'sha512'],
  [20000000000, '65353130', 'sha1'],
  [20000000000, '77737706', 'sha256'],
  [20000000000, '47863826', 'sha512'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(vectors)('at %i s gives %s with %s (Appendix B)', (seconds, expected, algorithm) => {
    const params: TotpParams = { algorithm, digits: 8, periodSeconds: 30 };
    expect(totpAt(seeds[algorithm], new Date(seconds * 1000), params)).toBe(expected);
  });

  it('matches the RFC 4226 Appendix D HOTP values', () => {
    const params: TotpParams = { algorithm: 'sha1', digits: 6, periodSeconds: 30 };
    expect([0, 1, 2, 9].map((c) => hotp(seeds.sha1, c, params))).toEqual([
      '755224',
      '287082',
      '359152',
      '520489',
    ]);
  });

  it('accepts the previous and next step and nothing further', () => {
    const at = new Date(1_700_000_000_000);
    const step = Math.floor(at.getTime() / 30_000);
    const code = (s: number) => hotp(seeds.sha1, s);
    expect(matchingStep(seeds.sha1, code(step - 1), at)).toBe(step - 1);
    expect(matchingStep(seeds.sha1, code(step + 1), at)).toBe(step + 1);
    expect(matchingStep(seeds.sha1, code(step - 2), at)).toBeNull();
    expect(matchingStep(seeds.sha1, code(step + 2), at)).toBeNull();
  });

  it('writes an otpauth URI that an independent authenticator library reads back', () => {
    const uri = otpauthUri(seeds.sha1, 'ada@example.com', 'Developer Portal');
    const parsed = OTPAuth.URI.parse(uri);
    expect(parsed).toBeInstanceOf(OTPAuth.TOTP);
    expect(parsed.issuer).toBe('Developer Portal');
    expect(parsed.label).toBe('ada@example.com');
    const at = new Date(1_700_000_000_000);
    expect((parsed as OTPAuth.TOTP).generate({ timestamp: at.getTime() })).toBe(totpAt(seeds.sha1, at));
  });

  it('encodes base32 as RFC 4648 does', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
  });
});
