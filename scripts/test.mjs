// `npm test`: lint, types, unit tests, the server suite on PGlite and on PostgreSQL, the build, and
// the browser journeys in Debian's Chromium. Stops at the first failing step; prints the time of
// each step at the end (docs/testing.md).
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureInstalled } from './ensure-installed.mjs';

const started = Date.now();
const times = [];
const seconds = (since) => Math.round((Date.now() - since) / 1000);

ensureInstalled();
ensureDebianPackage('/usr/bin/chromium', 'chromium', 'the browser journeys');
ensureDebianPackage('/usr/sbin/nginx', 'nginx', 'the scale-out test');

await step('lint and format', 'npx biome check .');
await step('types', 'npm run typecheck');
await step('unit tests', 'npx vitest run --project unit');

const postgres = startPostgres();
try {
  await step('server suite on PGlite', 'npx vitest run --project server', { TEST_DATABASE_URL: '' });
  if (postgres.url)
    await step('server suite on PostgreSQL', 'npx vitest run --project server', {
      TEST_DATABASE_URL: postgres.url,
    });
} finally {
  postgres.stop();
}
await step('build', 'npm run build');
// The Login page's initial JS stays under its budget and never carries the OpenAPI viewer.
await step('bundle budget', 'node scripts/bundle-report.mjs');
await step('browser journeys', 'npx playwright test -c apps/web/playwright.config.ts');
printTimes();

/** Runs a command; a failure ends the run with the times so far. */
async function step(title, command, env = {}) {
  const begun = Date.now();
  console.log(`\n> ${title}: ${command}`);
  const child = spawn(command, { shell: true, env: { ...process.env, ...env }, stdio: 'inherit' });
  const code = await new Promise((resolve) => child.on('close', resolve));
  times.push([title, seconds(begun)]);
  if (code !== 0) {
    printTimes();
    throw new Error(`${title} failed (exit code ${code}): ${command}`);
  }
}

function printTimes() {
  console.log('\nTime per step (seconds):');
  for (const [title, taken] of times) console.log(`  ${title.padEnd(28)} ${String(taken).padStart(5)}`);
  console.log(`  ${'whole run'.padEnd(28)} ${String(seconds(started)).padStart(5)}`);
}

/** TEST_DATABASE_URL when set, else a PostgreSQL of our own when the package is installed. */
function startPostgres() {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop: () => {} };
  const dir = mkdtempSync(path.join(tmpdir(), 'ddp-pg-'));
  try {
    const url = execSync(`bash scripts/temp-postgres.sh start ${dir} 54329`, { encoding: 'utf8' }).trim();
    return { url, stop: () => execSync(`bash scripts/temp-postgres.sh stop ${dir}`) };
  } catch {
    if (process.env.CI)
      throw new Error('PostgreSQL is required in CI (set TEST_DATABASE_URL or install postgresql)');
    console.warn(
      '\n! PostgreSQL not found: the server suite runs on PGlite only. Install postgresql to run both.',
    );
    return { url: undefined, stop: () => {} };
  }
}

function ensureDebianPackage(binary, name, neededFor) {
  if (existsSync(binary)) return;
  const root = process.getuid?.() === 0;
  if (!root || !existsSync('/usr/bin/apt-get')) {
    throw new Error(`${name} is needed for ${neededFor}: apt-get install ${name}`);
  }
  console.log(`> installing Debian ${name} for ${neededFor}`);
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${name}`,
    { stdio: 'inherit' },
  );
}
