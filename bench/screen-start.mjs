// The main thread's work while a signed-in screen starts, at the CPU slowdown of Lighthouse's mobile
// preset (fourfold), 390 px wide: all of its tasks, the scripts' and the style and layout's share,
// and the blocking time of its long tasks (each one's time past 50 ms). Each run loads the screen
// anew in a browser signed in through the screens; the figures are the medians of the runs. Steadier
// to compare builds by than the Lighthouse score, and it names where the time went.
// Usage: node bench/screen-start.mjs [runs]   (default 5; the built web app in apps/web/dist)
// BENCH_WEB_DIST=<another build's apps/web/dist> measures that build too, alternating run by run
// with this one, so that the machine's drift falls on both alike.
// SCREENS=view-settings,view-news measures only those (default: the five of bench/lighthouse.mjs).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunch } from '../apps/web/e2e/support/chromium.mjs';
import { median } from './median.mjs';
import { createClient, signedInAccount, signInThroughTheScreens, startPortal } from './portal-process.mjs';

const runs = Number(process.argv[2] ?? 5);
if (!(runs >= 1)) throw new Error('Usage: node bench/screen-start.mjs [runs]');
if (!existsSync('apps/web/dist/index.html')) throw new Error('Build the web app first: npm run build');
const screens = (
  process.env.SCREENS ?? 'view-credentials,view-docs,view-teams,view-news,view-settings'
).split(',');
const builds = { this: path.resolve('apps/web/dist') };
if (process.env.BENCH_WEB_DIST) builds.other = path.resolve(process.env.BENCH_WEB_DIST);

const browser = await chromium.launch(chromiumLaunch);
const started = [];

/** A portal serving one build, and a tab signed in to it at the slowdown. */
async function signedInTab(port, webDist) {
  const portal = await startPortal({ port, env: { SEED_DEMO: 'true', WEB_DIST: webDist } });
  started.push(portal);
  const account = await signedInAccount(portal.base);
  // One credential, so that Credentials shows a row rather than its empty state.
  await createClient(portal.base, account);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signInThroughTheScreens(page, portal.base, account);
  await page.addInitScript(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { base: portal.base, page, cdp };
}

const metrics = async (cdp) =>
  Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));

/** One load of a screen: its start's work in milliseconds (at the slowdown). */
async function load({ base, page, cdp }, screen) {
  await page.goto('about:blank');
  const before = await metrics(cdp);
  await page.goto(`${base}/dev-portal/home/${screen}`);
  // Past the screen's data and its last deferred chunk, on this machine at the slowdown.
  await page.waitForTimeout(5000);
  const after = await metrics(cdp);
  const spent = (...names) =>
    Math.round(names.reduce((sum, name) => sum + after[name] - before[name], 0) * 1000);
  const longTasks = await page.evaluate(() => window.longTasks);
  return {
    tasks: spent('TaskDuration'),
    scripts: spent('ScriptDuration'),
    styleAndLayout: spent('RecalcStyleDuration', 'LayoutDuration'),
    blocking: Math.round(longTasks.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0)),
  };
}

try {
  const tabs = {};
  let port = Number(process.env.SCREEN_BENCH_PORT ?? 8702);
  for (const [name, webDist] of Object.entries(builds)) tabs[name] = await signedInTab(port++, webDist);
  const results = {};
  for (let run = 0; run < runs; run++) {
    for (const screen of screens) {
      const order = run % 2 ? Object.keys(tabs).reverse() : Object.keys(tabs);
      for (const name of order) {
        results[`${screen} ${name}`] ??= [];
        results[`${screen} ${name}`].push(await load(tabs[name], screen));
      }
    }
  }
  console.log(`main-thread ms at a fourfold CPU slowdown, median of ${runs} loads`);
  console.table(
    Object.entries(results).map(([key, loads]) => {
      const [screen, build] = key.split(' ');
      const of = (field) => median(loads.map((one) => one[field]));
      const row = {
        screen,
        tasks: of('tasks'),
        scripts: of('scripts'),
        'style and layout': of('styleAndLayout'),
      };
      return { ...(builds.other ? { build } : {}), ...row, blocking: of('blocking') };
    }),
  );
} finally {
  await browser.close();
  for (const portal of started) await portal.stop();
}
