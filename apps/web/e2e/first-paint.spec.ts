import { messages } from '@ddp/contract';
import type { Locator, Page } from '@playwright/test';
import { signedInOwner } from './support/arranged-states';
import { expect, test } from './support/test';

// Issue 19, part 6: on a slow connection the page itself paints the portal's header bar, its mark
// and the loading indicator before any script has arrived; the app then draws the same frame in
// the same places, in both colour schemes, so nothing jumps when it takes over.

const firstMark = (page: Page) => page.locator('#root .first-paint-mark');
const firstLoader = (page: Page) => page.locator('#root .first-paint-loader');
const appMark = (page: Page) => page.getByRole('banner').locator('svg').first();
const appLoader = (page: Page) => page.getByRole('status', { name: messages.kitLoading });
const box = async (locator: Locator) => {
  await locator.waitFor();
  const found = await locator.boundingBox();
  if (!found) throw new Error(`not on screen: ${locator}`);
  return found;
};
/** The middle of what may be turning (a turning square's box grows and shrinks around it). */
const middle = async (locator: Locator) => {
  const { x, y, width, height } = await box(locator);
  return { x: Math.round(x + width / 2), y: Math.round(y + height / 2) };
};

/**
 * Holds back every script of the app; `frame()` lets all through but the screen's (`screen`), which
 * `screen()` then lets through, so that the app's own loading frame can be seen in between.
 */
async function holdScripts(page: Page, screen: RegExp) {
  const gate = () => {
    let open = () => {};
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    return { open, opened };
  };
  const frame = gate();
  const screenGate = gate();
  await page.route('**/assets/*.js', async (route) => {
    await frame.opened;
    if (screen.test(route.request().url())) await screenGate.opened;
    await route.fallback();
  });
  return { frame: frame.open, screen: screenGate.open };
}

async function expectSameFrame(page: Page, release: { frame: () => void; screen: () => void }) {
  await expect(firstMark(page)).toBeVisible();
  await expect(firstLoader(page)).toBeVisible();
  const mark = await box(firstMark(page).locator('svg'));
  const loader = await middle(firstLoader(page));
  const barColour = await page
    .locator('#root .first-paint-bar')
    .evaluate((bar) => getComputedStyle(bar).backgroundColor);
  await expect(page.getByRole('banner')).toHaveCount(0);

  release.frame();
  await expect(appMark(page)).toBeVisible();
  await expect(firstMark(page)).toHaveCount(0);
  expect(await box(appMark(page))).toEqual(mark);
  // The app draws its circle inside a padded status element.
  expect(await middle(appLoader(page).locator('span').first())).toEqual(loader);
  expect(await page.getByRole('banner').evaluate((bar) => getComputedStyle(bar).backgroundColor)).toBe(
    barColour,
  );
  release.screen();
}

for (const colorScheme of ['light', 'dark'] as const)
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    const label = `${viewport.width} px, ${colorScheme}`;

    test(`a public address paints its header before any script arrives (${label})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize(viewport);
      const release = await holdScripts(page, /\/registration-page-[^/]*\.js$/);
      await page.goto('user-registration', { waitUntil: 'commit' });
      await expectSameFrame(page, release);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test(`a signed-in address paints the signed-in frame before any script arrives (${label})`, async ({
      page,
      request,
    }) => {
      await signedInOwner(page, request, 'first-paint');
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize(viewport);
      await page.goto('about:blank');
      const release = await holdScripts(page, /\/(home-layout|screens-kit)-[^/]*\.js$/);
      await page.goto('home/view-teams', { waitUntil: 'commit' });
      await expectSameFrame(page, release);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
