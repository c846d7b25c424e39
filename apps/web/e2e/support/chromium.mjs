import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Debian's Chromium, as every browser test and benchmark here launches it: test tools cannot
 * download browsers on this machine. The journeys' configuration, the server's operations tests and
 * the Lighthouse bench share it (plain JavaScript, so that the bench can import it as it is).
 */
export const chromiumLaunch = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * Chromium makes the address bar's suggestion list as two web pages of its own (WebUI) for every
 * window, headless too, in a renderer process of their own: Playwright opens a window per journey,
 * and that renderer took about a quarter of the journeys' CPU (docs/testing.md). Nothing here uses
 * an address bar.
 */
const UNUSED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * Debian's build of Chromium's headless shell: the same engine without the browser's windows, tabs
 * and address bar, as Playwright itself runs headless journeys with its own downloaded browsers. The
 * journeys took about a sixth less CPU in it than in the full browser (docs/testing.md). Lighthouse
 * keeps the full browser, as its figures are compared with earlier ones.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The launch options for Playwright: the headless shell where it is installed (`npm test` installs
 * it), else the full browser. Chromium reads only the last `--disable-features`, and Playwright
 * passes its own list first, so ours repeats it. Playwright does not export that list: it is read
 * from its bundle, and if it cannot be found the browser keeps Playwright's list alone.
 */
export const playwrightChromiumLaunch = {
  ...chromiumLaunch,
  executablePath: existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumLaunch.executablePath,
  args: [...chromiumLaunch.args, ...disableFeatures()],
};

function disableFeatures() {
  const playwright = playwrightDisabledFeatures();
  if (!playwright) {
    console.warn(
      "! Playwright's list of disabled Chromium features was not found: the address bar's pages stay on",
    );
    return [];
  }
  return [`--disable-features=${[...playwright, ...UNUSED_FEATURES].join(',')}`];
}

function playwrightDisabledFeatures() {
  try {
    const require = createRequire(import.meta.url);
    const root = path.dirname(require.resolve('playwright-core/package.json'));
    const bundle = readFileSync(path.join(root, 'lib/coreBundle.js'), 'utf8');
    const list = /disabledFeatures = \[([^\]]*)\]/.exec(bundle)?.[1];
    const names = list ? [...list.matchAll(/^\s*"(\w+)",?\s*$/gm)].map((match) => match[1]) : [];
    return names.length > 0 ? names : undefined;
  } catch {
    return undefined;
  }
}
