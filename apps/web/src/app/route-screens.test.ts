import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeScreens } from '../../route-screens';

// The router imports each lazily loaded screen; route-screens.ts names the same modules for the
// build, which lists their files in the page of each address (docs/web.md, "First files").
const webRoot = path.resolve(import.meta.dirname, '../..');
const routerSource = readFileSync(path.join(webRoot, 'src/app/router.tsx'), 'utf8');
const lazilyImported = new Set(
  [
    ...routerSource.matchAll(
      /lazyScreen\(\(\) => import\('([^']+)'\)\)|const \w+ = \(\) => import\('([^']+)'\)/g,
    ),
  ].map(([, lazy, loader]) =>
    path.relative(webRoot, path.resolve(webRoot, 'src/app', `${lazy ?? loader}.tsx`)),
  ),
);

describe('route-screens.ts', () => {
  it('finds the router’s lazily loaded screens', () => {
    expect(lazilyImported.size).toBeGreaterThanOrEqual(17);
    expect(lazilyImported).toContain('src/features/credentials/credentials-page.tsx');
  });

  it('names every module the router loads lazily, and only those', () => {
    const named = new Set(Object.values(routeScreens).flat());
    expect([...named].sort()).toEqual([...lazilyImported].sort());
  });

  it('gives every signed-in address the /home layout first', () => {
    for (const [route, modules] of Object.entries(routeScreens))
      if (route.startsWith('/home')) expect(modules[0]).toBe('src/app/layouts/home-layout.tsx');
  });
});
