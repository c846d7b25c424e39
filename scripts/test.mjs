// `npm test`: lint; types beside the unit tests; the build; the browser journeys in Debian's
// Chromium (three shards) beside the server suite on PGlite; then the server suite on PostgreSQL. Stops at the first failing step;
// prints the time of each step at the end (docs/testing.md).
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureInstalled } from './ensure-installed.mjs';

const started = Date.now();
const times = [];
const seconds = (since) => Math.round((Date.now() - since) / 1000);
/** The steps running now, each in a process group of its own, ended if a step beside them fails. */
const running = new Set();
/** PostgreSQL for the server suite, once started. */
let postgres;

ensureInstalled();
ensureDebianPackage('/usr/bin/chromium', 'chromium', 'the browser journeys');
ensureDebianPackage('/usr/sbin/nginx', 'nginx', 'the scale-out test');
ensureDebianPackage('/usr/bin/curl', 'curl', 'the quickstart journey');

await step('lint and format', 'npx biome check .');
await Promise.all([
  step('types', 'npm run typecheck', {}, 'types'),
  step('unit tests', 'npx vitest run --project unit', {}, 'unit'),
]);
await step('build', 'npm run build');
// The Login page's initial JS stays under its budget and never carries the OpenAPI viewer.
await step('bundle budget', 'node scripts/bundle-report.mjs');

// The journeys run one at a time against one server whose clock they move, and leave most of a core
// idle while they wait on the browser: three shards, each with a server, a database and a port of its
// own, run beside the server suite on PGlite, which runs at a lower priority and takes what they
// leave. The server suite on PostgreSQL then has both cores (docs/testing.md).
const SHARDS = 3;
const journeys = (shard) =>
  step(
    `browser journeys ${shard}/${SHARDS}`,
    `npx playwright test -c apps/web/playwright.config.ts --shard=${shard}/${SHARDS}`,
    {
      E2E_PORT: String(8180 + shard),
      E2E_OUTPUT_DIR: path.resolve('test-results', `journeys-${shard}`),
    },
    `journeys ${shard}/${SHARDS}`,
  );
await Promise.all([
  ...Array.from({ length: SHARDS }, (_, i) => journeys(i + 1)),
  step(
    'server suite on PGlite',
    'nice -n 10 npx vitest run --project server',
    { TEST_DATABASE_URL: '' },
    'pglite',
  ),
]);
postgres = startPostgres();
try {
  if (postgres.url)
    await step('server suite on PostgreSQL', 'npx vitest run --project server', {
      TEST_DATABASE_URL: postgres.url,
    });
} finally {
  postgres.stop();
}
printTimes();

/**
 * Runs a command; a failure ends the whole run (steps running beside it included) with the times so
 * far. A step that runs beside another has its lines prefixed with `[label]`.
 */
async function step(title, command, env = {}, label = '') {
  const begun = Date.now();
  console.log(`\n${label ? `[${label}] ` : ''}> ${title}: ${command}`);
  const child = spawn(command, {
    shell: true,
    detached: true,
    env: { ...process.env, ...env },
    stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  running.add(child);
  if (label) for (const stream of [child.stdout, child.stderr]) prefixLines(stream, `[${label}] `);
  const code = await new Promise((resolve) => child.on('close', resolve));
  running.delete(child);
  times.push([title, seconds(begun)]);
  if (code === 0) return;
  console.error(`\n${title} failed (exit code ${code}): ${command}`);
  for (const other of running) {
    try {
      process.kill(-other.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  postgres?.stop();
  printTimes();
  process.exit(1);
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
