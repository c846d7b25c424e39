// Lighthouse performance and accessibility of the main screens, in Debian's Chromium against the
// real built server (web app included) on 127.0.0.1. Signed-in screens are measured in the browser
// that signed in through the screens, so they load with a real session and real data calls.
// Usage: node bench/lighthouse.mjs [desktop|mobile|both] [runs]   (default: desktop, 3 runs)
// Each screen is measured `runs` times and the run with the median performance score is reported,
// as Lighthouse advises: a single run's blocking time moves with whatever else the machine does.
// LIGHTHOUSE_REPORTS=<folder> also writes the reported runs' JSON reports there (every run's, in
// score order, with LIGHTHOUSE_ALL_RUNS=1).
// LIGHTHOUSE_SCREENS=Registration,Teams measures only the screens named (while working on them).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumLaunch } from '../apps/web/e2e/support/chromium.mjs';
import { createClient, signedInAccount, signInThroughTheScreens, startPortal } from './portal-process.mjs';

const TARGET = 95;
const CHROMIUM = process.env.CHROMIUM_PATH ?? chromiumLaunch.executablePath;
const CHROMIUM_FLAGS = chromiumLaunch.args;
const presets = { desktop: ['desktop'], mobile: ['mobile'], both: ['desktop', 'mobile'] }[
  process.argv[2] ?? 'desktop'
];
const runs = Number(process.argv[3] ?? 3);
if (!presets || !(runs >= 1))
  throw new Error('Usage: node bench/lighthouse.mjs [desktop|mobile|both] [runs]');
if (!existsSync('apps/web/dist/index.html')) throw new Error('Build the web app first: npm run build');
const reportsDir = process.env.LIGHTHOUSE_REPORTS;
if (reportsDir) mkdirSync(reportsDir, { recursive: true });

const onlyScreens = process.env.LIGHTHOUSE_SCREENS?.split(',').map((name) => name.trim().toLowerCase());
const chosen = (screens) =>
  onlyScreens ? screens.filter(([name]) => onlyScreens.includes(name.toLowerCase())) : screens;

const signedOutScreens = chosen([
  ['Login', '/dev-portal/'],
  ['Registration', '/dev-portal/user-registration'],
]);
const signedInScreens = chosen([
  ['Credentials', '/dev-portal/home/view-credentials'],
  ['API documentation', '/dev-portal/home/view-docs'],
  ['Teams', '/dev-portal/home/view-teams'],
  ['News', '/dev-portal/home/view-news'],
  ['Settings', '/dev-portal/home/view-settings'],
]);

const configFor = (preset) => {
  const base = preset === 'desktop' ? desktopConfig : { extends: 'lighthouse:default' };
  return { ...base, settings: { ...base.settings, onlyCategories: ['performance', 'accessibility'] } };
};

/** Chromium with a DevTools port of its own choosing, which it writes into its profile folder. */
async function launchChromium() {
  const profile = mkdtempSync(path.join(tmpdir(), 'ddp-lighthouse-'));
  const child = spawn(
    CHROMIUM,
    [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    {
      stdio: 'ignore',
    },
  );
  const portFile = path.join(profile, 'DevToolsActivePort');
  // The file can exist before its content is written: wait for a port number in it.
  let port = 0;
  for (let i = 0; i < 300 && !(port > 0); i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    port = existsSync(portFile) ? Number(readFileSync(portFile, 'utf8').split('\n')[0]) : 0;
  }
  if (!(port > 0)) throw new Error('Chromium did not open its DevTools port');
  // Ready once its first tab is listed; a client that attaches earlier can wait forever.
  for (let i = 0; i < 100; i++) {
    const targets = await fetch(`http://127.0.0.1:${port}/json/list`)
      .then((response) => response.json())
      .catch(() => []);
    if (targets.some((target) => target.type === 'page')) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    async close() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await removeProfile(profile);
    },
  };
}

/**
 * Chromium's helpers (its crash handler among them) can still be writing into the profile for
 * seconds after the browser exits. A profile left behind in the temporary folder must not end a
 * run whose figures are already measured: it is named, and the run goes on.
 */
async function removeProfile(profile) {
  for (let attempt = 1; ; attempt++) {
    try {
      rmSync(profile, { recursive: true, force: true });
      return;
    } catch (error) {
      if (attempt === 20) {
        console.warn(`Could not remove the browser profile ${profile}: ${error.code ?? error}`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

const ms = (result, id) => Math.round(result.lhr.audits[id]?.numericValue ?? Number.NaN);

/** Diagnostics that Lighthouse says would move a metric noticeably (50 ms, or 0.05 of CLS). */
function performanceCauses(lhr) {
  return lhr.categories.performance.auditRefs
    .filter((ref) => ref.group !== 'metrics' && ref.group !== 'hidden')
    .map((ref) => [ref.id, lhr.audits[ref.id]])
    .filter(([, audit]) => audit.score !== null && audit.score < 1 && audit.metricSavings)
    .map(([id, audit]) => {
      const notable = Object.entries(audit.metricSavings).filter(([metric, saving]) =>
        metric === 'CLS' ? saving >= 0.05 : saving >= 50,
      );
      const savings = notable.map(
        ([metric, saving]) => `${metric} ${metric === 'CLS' ? saving.toFixed(2) : saving}`,
      );
      return savings.length ? `${id} [${audit.displayValue ?? ''}] (${savings.join(', ')})` : undefined;
    })
    .filter(Boolean);
}

function failedAccessibilityAudits(lhr) {
  return lhr.categories.accessibility.auditRefs
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
    .map((ref) => {
      const items = lhr.audits[ref.id].details?.items ?? [];
      const where = items.map((item) => item.node?.selector ?? item.node?.snippet).filter(Boolean);
      return `${ref.id} (${where.slice(0, 3).join('; ') || 'page'})`;
    });
}

/** One Lighthouse run; a run whose trace failed (Lighthouse asks to run again) gets one more try. */
async function lighthouseRun(port, preset, name, url) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' }, configFor(preset));
    if (!result) throw new Error(`${name}: Lighthouse returned nothing`);
    const error = result.lhr.runtimeError;
    if (!error) return result;
    if (attempt === 2) throw new Error(`${name}: ${error.code} ${error.message}`);
    console.warn(`${preset} ${name}: ${error.code}, running again`);
  }
}

async function measure(port, preset, name, url) {
  const all = [];
  for (let i = 0; i < runs; i++) {
    const result = await lighthouseRun(port, preset, name, url);
    // A screen that sent the browser elsewhere (e.g. to Login) would be measured as the wrong page.
    if (new URL(result.lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
      throw new Error(`${name}: ended on ${result.lhr.finalDisplayedUrl} instead of ${url}`);
    }
    all.push(result);
  }
  all.sort((a, b) => a.lhr.categories.performance.score - b.lhr.categories.performance.score);
  const result = all[Math.floor(all.length / 2)];
  const { lhr } = result;
  const scores = all.map((r) => Math.round(r.lhr.categories.performance.score * 100));
  if (reportsDir) {
    const file = `${preset}-${name.toLowerCase().replaceAll(' ', '-')}.json`;
    writeFileSync(path.join(reportsDir, file), result.report);
    // Every run's report too when asked: the spread is where a screen's variance shows.
    if (process.env.LIGHTHOUSE_ALL_RUNS) {
      for (const [i, run] of all.entries())
        writeFileSync(path.join(reportsDir, file.replace('.json', `-run${i}.json`)), run.report);
    }
  }
  const performance = Math.round(lhr.categories.performance.score * 100);
  const accessibility = Math.round(lhr.categories.accessibility.score * 100);
  return {
    row: {
      preset,
      screen: name,
      performance,
      'of runs': scores.join(' '),
      accessibility,
      'FCP ms': ms(result, 'first-contentful-paint'),
      'LCP ms': ms(result, 'largest-contentful-paint'),
      'TBT ms': ms(result, 'total-blocking-time'),
      CLS: Number((lhr.audits['cumulative-layout-shift'].numericValue ?? 0).toFixed(3)),
      target: performance >= TARGET && accessibility >= TARGET ? 'met' : 'below',
    },
    findings: [...performanceCauses(lhr), ...failedAccessibilityAudits(lhr)],
  };
}

/** Playwright over the DevTools port; an attach that hangs (seen under load) is tried again. */
async function connect(port) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await chromium.connectOverCDP(`http://127.0.0.1:${port}`, { timeout: 15_000 });
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`connecting to Chromium: ${error.message.split('\n')[0]}, trying again`);
    }
  }
}

/**
 * Drives the browser with Playwright over its DevTools port, then lets go before Lighthouse
 * measures, so that no second client is attached to the measured tabs. Lighthouse opens its tabs
 * in the same default context, so they share what the page left in it (the session).
 */
async function inBrowser(port, work) {
  const cdp = await connect(port);
  try {
    const page = await cdp.contexts()[0].newPage();
    await work(page);
    await page.close();
  } finally {
    await cdp.close();
  }
}

/**
 * One browser per phase: Playwright prepares it (a first navigation, for the signed-in phase the
 * sign-in) and lets go, then Lighthouse measures the screens. A browser is never prepared twice: a
 * second DevTools client attaching after Lighthouse's tabs can hang.
 */
async function measureScreens(preset, base, screens, prepare) {
  const browser = await launchChromium();
  try {
    await inBrowser(browser.port, prepare);
    const results = [];
    for (const [name, route] of screens)
      results.push(await measure(browser.port, preset, name, `${base}${route}`));
    return results;
  } finally {
    await browser.close();
  }
}

async function run(preset) {
  // The demo catalogue: the API documentation screen is measured as people see it, with services
  // to read (the first one's document and the viewer load on entry), not in its empty state.
  const portal = await startPortal({
    port: Number(process.env.LIGHTHOUSE_PORT ?? 8697),
    env: { SEED_DEMO: 'true' },
  });
  try {
    // The first navigation of a new browser: without it Lighthouse's first trace often comes back empty.
    const signedOut = signedOutScreens.length
      ? await measureScreens(preset, portal.base, signedOutScreens, (page) =>
          page.goto(`${portal.base}/healthz`),
        )
      : [];
    if (!signedInScreens.length) return signedOut;
    const account = await signedInAccount(portal.base);
    // One credential, so the credentials screen shows a row rather than its empty state.
    await createClient(portal.base, account);
    const signedIn = await measureScreens(preset, portal.base, signedInScreens, (page) =>
      signInThroughTheScreens(page, portal.base, account),
    );
    return [...signedOut, ...signedIn];
  } finally {
    await portal.stop();
  }
}

const results = [];
for (const preset of presets) results.push(...(await run(preset)));
console.log(
  `Lighthouse ${lighthouseVersion()}, simulated throttling, median of ${runs} runs,` +
    ` target >= ${TARGET} for both scores;` +
    ` load average during the run ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
);
console.table(results.map((result) => result.row));
for (const { row, findings } of results) {
  if (findings.length) console.log(`${row.preset} ${row.screen}: ${findings.join(', ')}`);
}

function lighthouseVersion() {
  const file = path.join('node_modules', 'lighthouse', 'package.json');
  return JSON.parse(readFileSync(file, 'utf8')).version;
}
