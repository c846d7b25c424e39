// `npm test`: lint, types, unit tests, then two lanes side by side: the server suite on PGlite and
// on PostgreSQL in one, the build and the browser journeys in Debian's Chromium in the other. Each
// suite runs one test file at a time, so the two lanes keep this machine's two cores busy. Stops
// at the first failing step; prints the time of each step at the end (docs/operations.md, "CI").
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureInstalled } from './ensure-installed.mjs';

const started = Date.now();
const times = [];
/** The steps running now, each in a process group of its own, to be ended if the other lane fails. */
const running = new Set();
const seconds = (since) => Math.round((Date.now() - since) / 1000);

ensureInstalled();
ensureDebianPackage('/usr/bin/chromium', 'chromium', 'the browser journeys');
ensureDebianPackage('/usr/sbin/nginx', 'nginx', 'the scale-out test');

await step('lint and format', 'npx biome check .');
await step('types', 'npm run typecheck');
await step('unit tests', 'npx vitest run --project unit');

const postgres = startPostgres();
try {
  await Promise.all([
    lane('server', async () => {
      await step(
        'server suite on PGlite',
        'npx vitest run --project server',
        { TEST_DATABASE_URL: '' },
        'server',
      );
      if (postgres.url)
        await step(
          'server suite on PostgreSQL',
          'npx vitest run --project server',
          { TEST_DATABASE_URL: postgres.url },
          'server',
        );
    }),
    lane('web', async () => {
      await step('build', 'npm run build', {}, 'web');
      // The Login page's initial JS stays under its budget and never carries the OpenAPI viewer.
      await step('bundle budget', 'node scripts/bundle-report.mjs', {}, 'web');
      await step('browser journeys', 'npx playwright test -c apps/web/playwright.config.ts', {}, 'web');
    }),
  ]);
} finally {
  postgres.stop();
  printTimes();
}

/** Runs a command, its lines prefixed with the lane's name when lanes run side by side. */
async function step(title, command, env = {}, prefix = '') {
  const begun = Date.now();
  console.log(`\n${prefix ? `[${prefix}] ` : ''}> ${title}: ${command}`);
  const child = spawn(command, {
    shell: true,
    detached: true,
    env: { ...process.env, ...env },
    stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  running.add(child);
  if (prefix) {
    for (const stream of [child.stdout, child.stderr]) prefixLines(stream, `[${prefix}] `);
  }
  const code = await new Promise((resolve) => child.on('close', resolve));
  running.delete(child);
  times.push([title, seconds(begun)]);
  if (code !== 0) throw new Error(`${title} failed (exit code ${code}): ${command}`);
}

/** A lane stops the whole run at its first failure; the other lane is ended with it. */
async function lane(name, steps) {
  try {
    await steps();
  } catch (error) {
    console.error(`\n[${name}] ${error.message}`);
    for (const child of running) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
    postgres.stop();
    printTimes();
    process.exit(1);
  }
}

function prefixLines(stream, prefix) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
  });
  stream.on('end', () => {
    if (rest) process.stdout.write(`${prefix}${rest}\n`);
  });
}

function printTimes() {
  console.log('\nTime per step (seconds; the two lanes overlap):');
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
