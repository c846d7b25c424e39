import type { Page } from '@playwright/test';
import { signedInOwner } from './support/arranged-states';
import { field } from './support/fields';
import { openFromMenu, tabTo } from './support/keyboard';
import { expect, test } from './support/test';

// A system that asks for less motion (prefers-reduced-motion) gets dialogs that appear and go at
// once, without the slide and fade of the default; the keyboard's way in and out stays the same.

test.use({ reducedMotion: 'reduce' });

type Recorded = { frames: string[] };
/**
 * Frames recorded from the dialog's first on screen: a second at 60 frames a second, time enough
 * for its transition (a fifth of a second) to start and end even when the machine is busy. Fifteen
 * frames were not: a transition that started a few frames late had not ended by the last.
 */
const FRAMES = 60;

/**
 * Opens a dialog and returns how it was drawn in its first frames on screen: whether it was moved
 * from its place and how opaque it was, frame by frame, as a person would see it slide and fade in.
 */
async function firstFramesOfDialog(page: Page, open: () => Promise<void>): Promise<string[]> {
  await page.evaluate((count) => {
    const recorded: Recorded = { frames: [] };
    (window as unknown as { opening: Recorded }).opening = recorded;
    const tick = () => {
      const dialog = document.querySelector('[role="dialog"]');
      if (dialog && dialog.getBoundingClientRect().height > 0) {
        const style = getComputedStyle(dialog);
        const inPlace = style.transform === 'none' || new DOMMatrix(style.transform).isIdentity;
        recorded.frames.push(`${inPlace ? 'in place' : 'moved'}, opacity ${style.opacity}`);
      }
      if (recorded.frames.length < count) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, FRAMES);
  await open();
  await page.waitForFunction(
    (count) => (window as unknown as { opening: Recorded }).opening.frames.length >= count,
    FRAMES,
  );
  return page.evaluate(() => (window as unknown as { opening: Recorded }).opening.frames);
}

/**
 * The system's motion preference changed as the page sees it, and the page has drawn two frames
 * since: the app hears of the change through the media query's change event, a moment after it.
 * A dialog opened within that moment still followed the old preference.
 */
async function motionPreferenceIs(page: Page, reducedMotion: 'reduce' | 'no-preference'): Promise<void> {
  await page.emulateMedia({ reducedMotion });
  await page.waitForFunction(
    (wanted) => matchMedia(`(prefers-reduced-motion: ${wanted})`).matches,
    reducedMotion,
  );
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

test('with less motion asked for, a dialog appears without moving, and the keyboard works as always', async ({
  page,
  request,
}) => {
  await signedInOwner(page, request, 'less-motion');
  await openFromMenu(page, 'Settings');
  const edit = page.getByRole('button', { name: 'Edit details' });
  const dialog = page.getByRole('dialog', { name: 'Edit details' });
  await tabTo(page, edit);
  const openWithEnter = () => page.keyboard.press('Enter');

  const still = await firstFramesOfDialog(page, openWithEnter);
  expect(new Set(still), 'in place and opaque from its first frame').toEqual(
    new Set(['in place, opacity 1']),
  );
  await expect(field(page, 'First name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();

  // The same dialog once the system no longer asks: it slides and fades in, as for everyone else.
  await motionPreferenceIs(page, 'no-preference');
  const moving = await firstFramesOfDialog(page, openWithEnter);
  expect(
    moving.some((frame) => frame !== 'in place, opacity 1'),
    'moving or fading in its first frames',
  ).toBe(true);
  expect(moving.at(-1), 'in place once it has come in').toBe('in place, opacity 1');
  await expect(field(page, 'First name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();
});
