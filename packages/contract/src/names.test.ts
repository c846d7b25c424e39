import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as contract from './index';
import { messages } from './messages';
import { paths, routes } from './paths';

// One naming scheme: one object per kind, `paths` (every HTTP path a client calls), `routes`
// (every screen) and `messages` (every text). An area never gets objects of its own again.
describe("the contract's names", () => {
  it('has one object per kind: paths, routes and messages', () => {
    const perKind = Object.entries(contract)
      .filter(([name, value]) => typeof value === 'object' && /(paths?|routes?|messages?)$/i.test(name))
      .map(([name]) => name);
    expect(perKind.sort()).toEqual(['messages', 'paths', 'routes']);
  });

  it('names every path and every screen once', () => {
    for (const [kind, values] of [
      ['paths', Object.values(paths)],
      ['routes', Object.values(routes)],
    ] as const) {
      expect(new Set(values).size, kind).toBe(values.length);
      for (const value of values) expect(value, kind).toMatch(/^\//);
    }
  });

  it('keeps paths, routes and messages free of zod, as the first page needs', () => {
    // messages.ts reads its texts from the catalogues in i18n/, which import no zod either.
    for (const file of ['paths.ts', 'messages.ts', 'constants.ts']) {
      const source = readFileSync(new URL(file, import.meta.url), 'utf8');
      expect(source, file).not.toMatch(/from '(zod|\.\/(?!constants'|i18n\/)[^']*)'/);
    }
    expect(typeof messages.forbidden).toBe('string');
  });
});
