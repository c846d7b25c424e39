import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encode } from './encode';

/** The encoding one character at a time, as the fuzz suite first wrote it: the reference. */
function encodeEachCharacter(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    out +=
      code >= 0xd800 && code <= 0xdfff
        ? '%ED%A0%80'
        : /[A-Za-z0-9\-_.~]/.test(char)
          ? char
          : encodeURIComponent(char);
  }
  return out;
}

describe('the fuzz suite encoding of query and form values', () => {
  it('escapes what encodeURIComponent escapes, like the reference', () => {
    expect(encode("a-Z_0.9~ !'()*&=+/?#%é😀")).toBe(encodeEachCharacter("a-Z_0.9~ !'()*&=+/?#%é😀"));
    expect(encode("a b&c=d!'()*")).toBe("a%20b%26c%3Dd!'()*");
  });

  it('keeps a lone surrogate as the broken UTF-8 a client may send', () => {
    expect(encode('a\uD800b')).toBe('a%ED%A0%80b');
  });

  it('gives the reference bytes for any text, well-formed or not', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 40 }),
        fc.string({ unit: 'grapheme' }),
        (any, graphemes) => {
          expect(encode(any)).toBe(encodeEachCharacter(any));
          expect(encode(graphemes)).toBe(encodeEachCharacter(graphemes));
        },
      ),
      { numRuns: 2000 },
    );
    // 2,000 runs take about a second alone, and several times that on a busy machine.
  }, 30_000);
});
