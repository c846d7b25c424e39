import type { Page } from '@playwright/test';

/**
 * One API call of the screen fails as a lost connection does ('Internal Server Error'), each time
 * it is made, so the client's own retry fails too, until the journey lets it through.
 */
export async function failingCall(page: Page, path: string): Promise<{ letThrough: () => Promise<void> }> {
  const pattern = `**${path}*`;
  await page.route(pattern, (route) => route.abort('connectionrefused'));
  return { letThrough: () => page.unroute(pattern) };
}

/** One API call of the screen waits until the journey releases it: the screen shows it is loading. */
export async function heldCall(page: Page, path: string): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${path}*`, async (route) => {
    await released;
    await route.fallback();
  });
  return { release };
}
