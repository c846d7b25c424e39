import { expect, type Page } from '@playwright/test';

/** The scheme the portal shows, as Mantine marks it on the page's root ('light' or 'dark'). */
export const schemeShown = (page: Page): Promise<string | null> =>
  page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

export interface Painted {
  scheme: string | null;
  background: string;
}

/**
 * What the page shows before the app runs, then once it has: the app's entry script is held back
 * until the page has been parsed and its stylesheet applied, which is the page a person sees first.
 * The background is compared once it is set at all (the stylesheet may still be on its way).
 */
export async function beforeAndAfterTheApp(
  page: Page,
  path: string,
  appReady: () => Promise<void>,
): Promise<{ before: Painted; after: Painted }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const entry = /\/dev-portal\/assets\/index-[\w-]+\.js$/;
  await page.route(entry, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await expect.poll(() => page.evaluate(() => document.readyState)).toBe('interactive');
  await expect.poll(() => bodyBackground(page)).not.toBe('rgba(0, 0, 0, 0)');
  // The page's own first paint only (docs/web.md, "First paint"): nothing the app draws yet.
  expect(
    await page.evaluate(() =>
      [...(document.getElementById('root')?.children ?? [])].map((child) => child.className),
    ),
    'the app waits',
  ).toEqual(['first-paint']);
  const before = { scheme: await schemeShown(page), background: await bodyBackground(page) };
  release();
  await appReady();
  await page.unroute(entry);
  return { before, after: { scheme: await schemeShown(page), background: await bodyBackground(page) } };
}
