import type { CompiledCatalogue } from './locale';

/** Where a pseudo-locale text starts and ends: a text outside them did not come from the catalogue. */
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

const accented: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ö',
  u: 'ü',
  y: 'ý',
  c: 'ç',
  n: 'ñ',
  s: 'š',
  z: 'ž',
  A: 'Á',
  E: 'É',
  I: 'Í',
  O: 'Ö',
  U: 'Ü',
  Y: 'Ý',
  C: 'Ç',
  N: 'Ñ',
  S: 'Š',
  Z: 'Ž',
};

/**
 * The pseudo-locale (docs/web.md, "Languages"): English with accented letters between markers, so a
 * screen shows at once which of its texts bypassed the catalogue, and that accents and longer words
 * fit. Made from the English catalogue when asked for, never shipped as a file of its own.
 */
export function pseudoCatalogue(english: CompiledCatalogue): CompiledCatalogue {
  return Object.fromEntries(
    Object.entries(english).map(([key, format]) => [
      key,
      (values?: Record<string, unknown>) =>
        `${PSEUDO_OPEN}${format(values).replace(/[a-zA-Z]/g, (letter) => accented[letter] ?? letter)}${PSEUDO_CLOSE}`,
    ]),
  ) as unknown as CompiledCatalogue;
}
