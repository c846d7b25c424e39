import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  chromiumLaunch,
  HEADLESS_SHELL,
  playwrightChromiumLaunch,
} from '../../../web/e2e/support/chromium.mjs';

// Chromium reads only the last --disable-features, so the journeys' one must carry Playwright's own
// list as well as ours. That list is read from Playwright's bundle: an upgrade that moves it would
// otherwise only print a warning, and the address bar's pages would quietly cost the journeys again.
describe("the journeys' Chromium", () => {
  const disabling = playwrightChromiumLaunch.args.filter((arg) => arg.startsWith('--disable-features='));
  const features = disabling[0]?.slice('--disable-features='.length).split(',') ?? [];

  it('turns off the address bar pages in a single --disable-features', () => {
    expect(disabling).toHaveLength(1);
    expect(features).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
  });

  it("repeats Playwright's own disabled features before ours", () => {
    const ours = features.indexOf('WebUIOmniboxPopup');
    expect(ours).toBeGreaterThan(0);
    for (const name of features.slice(0, ours)) expect(name).toMatch(/^\w+$/);
  });

  it('keeps the shared flags', () => {
    expect(playwrightChromiumLaunch.args.slice(0, chromiumLaunch.args.length)).toEqual(chromiumLaunch.args);
  });

  it('runs the headless shell where it is installed, and the full browser elsewhere', () => {
    expect(playwrightChromiumLaunch.executablePath).toBe(
      existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumLaunch.executablePath,
    );
  });
});
