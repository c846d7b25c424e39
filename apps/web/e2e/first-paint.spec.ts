import { messages } from '@ddp/contract';
import type { Page } from '@playwright/test';
import { signedInOwner } from './support/arranged-states';
import { expect, test } from './support/test';

// Issue 19, part 6: on a slow connection the page itself paints the portal's header bar, its mark
// and the loading indicator before any script has arrived; the app then draws the same frame in
// the same places, in both colour schemes, so nothing jumps when it takes over.

const firstMark = (page: Page) => page.locator('#root .first-paint-mark');
const firstLoader = (page: Page) => page.locator('#root .first-paint-loader');
const appMark = (page: Page) => page.getByRole('banner').locator('svg').first();
/** Where a frame's parts are: its bar, the mark in it, and the circle of its loading indicator. */
interface FrameParts {
  bar: string;
  mark: string;
  circle: string;
}
const firstPaint: FrameParts = {
  bar: '#root .first-paint-bar',
  mark: '#root .first-paint-mark svg',
  circle: '#root .first-paint-loader',
};
const appDrawn: FrameParts = {
  bar: '#root header',
  mark: '#root header svg',
  // The app draws its circle inside a padded status element.
  circle: `#root [role="status"][aria-label="${messages.kitLoading}"] span`,
};

/**
 * A frame as drawn: its mark's box, its circle's middle (a turning square's box grows and shrinks
 * around it) and its bar's colour, read in one task of the page. On a signed-in address the app
 * draws its frame at once, then draws the same frame again as the layout's loading fallback when
 * its first transition commits (main.tsx): read one part at a time, a part could be found in the
 * first drawing and measured after that drawing is gone.
 */
async function frameAsDrawn(page: Page, parts: FrameParts) {
  const frame = await page.evaluate(({ bar, mark, circle }) => {
    const barElement = document.querySelector(bar);
    const markBox = document.querySelector(mark)?.getBoundingClientRect();
    const circleBox = document.querySelector(circle)?.getBoundingClientRect();
    if (!barElement || !markBox || !circleBox) return undefined;
    return {
      mark: { x: markBox.x, y: markBox.y, width: markBox.width, height: markBox.height },
      loader: {
        x: Math.round(circleBox.x + circleBox.width / 2),
        y: Math.round(circleBox.y + circleBox.height / 2),
      },
      barColour: getComputedStyle(barElement).backgroundColor,
    };
  }, parts);
  if (!frame) throw new Error(`The frame's bar, mark or loading indicator is not on screen: ${parts.bar}`);
  return frame;
}

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
  const first = await frameAsDrawn(page, firstPaint);
  await expect(page.getByRole('banner')).toHaveCount(0);

  release.frame();
  await expect(appMark(page)).toBeVisible();
  await expect(firstMark(page)).toHaveCount(0);
  expect(await frameAsDrawn(page, appDrawn)).toEqual(first);
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
