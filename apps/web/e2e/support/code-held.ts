import type { Page } from '@playwright/test';
import { expect } from './test';

interface HeldOpening {
  /** The screen's address, relative to the portal. */
  path: string;
  /** A glob for the screen's own code, held back until `awaited` have answered. */
  code: string;
  /** Paths of the calls asked for at start, whose whole answers come in before the code. */
  awaited: readonly string[];
  /** Paths whose requests are counted, from the screen's opening on. */
  counted: readonly string[];
}

/** Holds back every request to `url` (a glob) until the function it returns is called. */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.fallback();
  });
  return release;
}

/**
 * Opens a signed-in screen by its address as on a slow phone: its code arrives only after the
 * calls asked for at start have answered, bodies and all. The screen the sign-in landed on is
 * left for a blank page first, so that none of its late calls is counted. Returns the number of
 * requests made for each counted path, which goes on growing while the screen runs.
 */
export async function openWithCodeHeld(page: Page, opening: HeldOpening): Promise<Map<string, number>> {
  await page.goto('about:blank');
  const made = new Map<string, number>();
  page.on('request', (call) => {
    const path = new URL(call.url()).pathname;
    if (opening.counted.includes(path)) made.set(path, (made.get(path) ?? 0) + 1);
  });
  const answered = opening.awaited.map((path) =>
    page.waitForResponse((reply) => new URL(reply.url()).pathname === path),
  );
  const release = await holdRequests(page, opening.code);
  await page.goto(opening.path);
  for (const reply of await Promise.all(answered)) {
    expect(reply.status()).toBe(200);
    await reply.finished();
  }
  release();
  return made;
}
