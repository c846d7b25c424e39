import path from 'node:path';
import { BASE_PATH, routes } from '@ddp/contract';
import type { Page } from '@playwright/test';
import { routeScreens } from '../route-screens';
import { signedInOwner } from './support/arranged-states';
import { holdRequests } from './support/code-held';
import { expect, test } from './support/test';

// Issue 19, part 6: an address opened from a link or a bookmark downloads its screen's code beside
// the portal's entry script, not after that script has run: the page the server sends names the
// files. Here the entry script is held back, so anything asked for meanwhile came from the page.

const SIGNED_IN = new Set(Object.keys(routeScreens).filter((route) => route.startsWith(`${routes.home}`)));

/** The file names a page has asked for under /assets/ so far; `missing`, those not found. */
function assetRequests(page: Page): Set<string> & { missing: string[] } {
  const asked = Object.assign(new Set<string>(), { missing: [] as string[] });
  const isAsset = (url: URL) => url.pathname.startsWith(`${BASE_PATH}assets/`);
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (isAsset(url)) asked.add(path.basename(url.pathname));
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (isAsset(url) && response.status() >= 400) asked.missing.push(path.basename(url.pathname));
  });
  return asked;
}

// The chunk of a screen's module is named after it (credentials-page-<hash>.js).
const chunkOf = (source: string) => path.basename(source).replace(/\.tsx?$/, '');
const askedFor = (asked: Set<string>, chunk: string) =>
  [...asked].some((name) => name.startsWith(`${chunk}-`) && name.endsWith('.js'));

test('every address with a lazily loaded screen asks for its code before the entry script runs', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signedInOwner(page, request, 'first-files');
  for (const [route, sources] of Object.entries(routeScreens)) {
    await page.goto('about:blank');
    const asked = assetRequests(page);
    const release = await holdRequests(page, '**/assets/index-*.js');
    await page.goto(route.slice(1), { waitUntil: 'commit' });
    for (const chunk of ['screens-kit', ...sources.map(chunkOf)])
      await expect.poll(() => askedFor(asked, chunk), `${route}: ${chunk}`).toBe(true);
    release();
    if (SIGNED_IN.has(route)) await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.unrouteAll({ behavior: 'wait' });
    // Every file the page names exists: a name left over from the build would be a failed download.
    expect(asked.missing, `${route}: files not found`).toEqual([]);
  }
});

test('the sign-in page asks for no screen’s code before its own has run', async ({ page }) => {
  const asked = assetRequests(page);
  const release = await holdRequests(page, '**/assets/index-*.js');
  await page.goto('', { waitUntil: 'commit' });
  // Its stylesheet is the last file the page names: by then every file named in it is asked for.
  await expect.poll(() => [...asked].some((name) => /^index-.*\.css$/.test(name))).toBe(true);
  expect(askedFor(asked, 'screens-kit')).toBe(false);
  release();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
