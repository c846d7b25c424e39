import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { DARK_SCHEME as DARK, followPortalScheme } from './viewer-dark-mode';

// The stylesheet the viewer adds to the page (openapi-viewer.tsx), as Swagger UI ships it.
const shipped = readFileSync(
  createRequire(import.meta.url).resolve('swagger-ui-react/swagger-ui.css'),
  'utf8',
);

/** Each rule's selector list, split into selectors (at-rules' own preludes left out). */
const selectorsOf = (css: string) =>
  [...css.matchAll(/([^{}]+)\{[^{}]*\}/g)].flatMap((rule) =>
    (rule[1] as string)
      .replace(/^@[^{]*$/, '')
      .split(',')
      .map((selector) => selector.trim())
      .filter(Boolean),
  );

describe("Swagger UI's dark mode in the portal", () => {
  const followed = followPortalScheme(shipped);

  it("switches with the portal's scheme, not with a class on the page", () => {
    expect(shipped).toContain('html.dark-mode .swagger-ui');
    expect(followed).not.toContain('dark-mode .swagger-ui');
    expect(selectorsOf(followed).filter((selector) => selector.startsWith(DARK)).length).toBeGreaterThan(150);
  });

  it('styles nothing outside the viewer in the dark scheme', () => {
    const outside = selectorsOf(followed).filter(
      (selector) => selector.startsWith(DARK) && !selector.includes('.swagger-ui'),
    );
    expect(outside).toEqual([]);
  });

  it('leaves the light rules as they were', () => {
    const light = (css: string) =>
      selectorsOf(css).filter((selector) => !selector.includes('dark-mode') && !selector.startsWith(DARK));
    expect(light(followed)).toEqual(light(shipped));
  });
});
