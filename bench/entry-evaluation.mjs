// How long the Login page's entry script holds the main thread while it is evaluated, at the CPU
// slowdown of Lighthouse's mobile preset (fourfold). That evaluation is one task, the longest of
// the page's start, and most of Login's blocking time (docs/benchmarks.md): a figure to compare
// builds by, far steadier than the Lighthouse score that it feeds.
// Usage: node bench/entry-evaluation.mjs [runs]   (default 15; the built web app in apps/web/dist)
import { existsSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumLaunch } from '../apps/web/e2e/support/chromium.mjs';
import { median } from './median.mjs';
import { startPortal } from './portal-process.mjs';

const runs = Number(process.argv[2] ?? 15);
if (!(runs >= 1)) throw new Error('Usage: node bench/entry-evaluation.mjs [runs]');
if (!existsSync('apps/web/dist/index.html')) throw new Error('Build the web app first: npm run build');

const html = readFileSync('apps/web/dist/index.html', 'utf8');
const entry = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1];
if (!entry) throw new Error('apps/web/dist/index.html names no module script');
const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map((m) => m[1]);

// A page of the portal's origin that downloads the entry and what it imports first, then, once
// all of it is in, evaluates the entry and times that alone. The page is answered by the browser
// itself (not the server), so its one inline script needs no change to the portal's policy.
const PAGE = '/dev-portal/entry-evaluation-bench';
const page = `<!doctype html><html><head>
${[...preloads, entry].map((href) => `<link rel="modulepreload" href="${href}">`).join('\n')}
<script type="module">
await new Promise((resolve) => setTimeout(resolve, 1500));
const started = performance.now();
await import(${JSON.stringify(entry)});
window.entryEvaluationMs = performance.now() - started;
</script></head><body><div id="root"></div></body></html>`;

const portal = await startPortal({ port: Number(process.env.ENTRY_BENCH_PORT ?? 8698) });
const browser = await chromium.launch(chromiumLaunch);
const times = [];
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const tab = await context.newPage();
    await tab.route(`${portal.base}${PAGE}`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: page }),
    );
    const devtools = await context.newCDPSession(tab);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await tab.goto(`${portal.base}${PAGE}`);
    await tab.waitForFunction(() => window.entryEvaluationMs !== undefined, null, { timeout: 30_000 });
    times.push(Math.round(await tab.evaluate(() => window.entryEvaluationMs)));
    await context.close();
  }
} finally {
  await browser.close();
  await portal.stop();
}
console.log(
  `Login's entry evaluation at a fourfold CPU slowdown: median ${median(times)} ms` +
    ` (runs: ${times.join(' ')})`,
);
