// `npm test`: lint; the unit tests; the build; the browser journeys in Debian's Chromium (two groups
// side by side) with the server suite's fuzz files beside them; then the rest of the server suite
// on PGlite beside the one on PostgreSQL. The type check runs beside them all at the lowest
// priority. Stops at the first failing step; prints the time and CPU of each step at the end
// (docs/testing.md).
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureInstalled } from './ensure-installed.mjs';
import { stepCpu } from './step-cpu.mjs';

const started = Date.now();
const times = [];
const seconds = (since) => Math.round((Date.now() - since) / 1000);
/** The steps running now, each in a process group of its own, ended if a step beside them fails. */
const running = new Set();
/** PostgreSQL for the server suite, once started. */
let postgres;
const cpu = stepCpu();

ensureInstalled();
ensureDebianPackage('/usr/bin/chromium-headless-shell', 'chromium-headless-shell', 'the browser journeys');
ensureDebianPackage('/usr/sbin/nginx', 'nginx', 'the scale-out test');
ensureDebianPackage('/usr/bin/curl', 'curl', 'the quickstart journey');

await step('lint and format', 'npx biome check .');
// The type check runs beside everything after it at the lowest priority: it has no time limit to
// miss, so it takes only what the other steps leave instead of holding up the unit tests and the
// build (docs/testing.md). A type error still ends the run when it is found.
const types = step('types', lowestPriority('npm run typecheck'), {}, 'types');
await step('unit tests', 'npx vitest run --project unit', {}, 'unit');
await step('build', 'npm run build');
// The Login page's initial JS stays under its budget and never carries the OpenAPI viewer.
await step('bundle budget', 'node scripts/bundle-report.mjs');

// The journeys run one at a time against one server whose clock they move. Two groups of them, each
// with a server, a database and a port of its own, run side by side: a journey leaves the CPU idle
// while it waits on the browser and the server. The files are shared out by their last measured
// time (scripts/journey-seconds.json), longest first to the group with less, so that both groups
// end close together; a file not measured yet counts as a typical one. A third group would fill the
// CPU they leave idle too, but by slowing every step towards its time limit: work with no such
// limit fills it instead (below).
const JOURNEY_GROUPS = 2;
// The on-screen authenticator set-up's journeys need a server with TOTP_ENROLMENT=browser: they
// run after the last group's others, on its port, with their own configuration (a few seconds).
const ENROLMENT_JOURNEY = /\.enrolment(\.phone)?\.spec\.ts$/;
const journeyGroups = shareOut(
  readdirSync('apps/web/e2e').filter((name) => name.endsWith('.spec.ts') && !ENROLMENT_JOURNEY.test(name)),
  JSON.parse(readFileSync('scripts/journey-seconds.json', 'utf8')),
  JOURNEY_GROUPS,
);
const journeys = (group) => {
  const files = journeyGroups[group - 1];
  // A file's path, anchored at its folder, so that `credentials` never matches `keyboard-credentials`.
  const filters = files.map((name) => `'e2e/${name.replaceAll('.', '\\.')}$'`).join(' ');
  const enrolment =
    group === JOURNEY_GROUPS ? ' && npx playwright test -c apps/web/playwright.enrolment.config.ts' : '';
  return step(
    `browser journeys ${group}/${JOURNEY_GROUPS}`,
    `npx playwright test -c apps/web/playwright.config.ts ${filters}${enrolment}`,
    {
      E2E_PORT: String(8180 + group),
      E2E_OUTPUT_DIR: path.resolve('test-results', `journeys-${group}`),
    },
    `journeys ${group}/${JOURNEY_GROUPS}`,
  );
};
// The fuzz files of the server suite start with the journeys, on both databases: minutes of CPU,
// each file with a server, a database and a fake clock of its own. They share the cores with the
// journeys as equals, not below them: the journeys keep both cores busy on their own, so fuzzing
// that only took what they left ran after them instead of beside them, and its servers and
// PostgreSQL, held back for minutes, ran past the time limits of their start and their connections
// (docs/testing.md, "Priorities"). Every step costs the same CPU in either order; beside the
// journeys the fuzzing leaves less to do once they have ended.
postgres = startPostgres();
const FUZZ_FILES = 'apps/server/test/fuzz/';
const serverSuite = (title, files, env, label) =>
  step(title, `npx vitest run --project server ${files}`, env, label);
const ON_PGLITE = { TEST_DATABASE_URL: '' };
const onPostgres = (workers) => ({ TEST_DATABASE_URL: postgres.url, SERVER_SUITE_WORKERS: workers });
const notFuzz = `--exclude '${FUZZ_FILES}**'`;
try {
  const groups = Array.from({ length: JOURNEY_GROUPS }, (_, i) => journeys(i + 1));
  const fuzzing = [
    serverSuite('fuzzing on PGlite', FUZZ_FILES, ON_PGLITE, 'pglite fuzz'),
    postgres.url && serverSuite('fuzzing on PostgreSQL', FUZZ_FILES, onPostgres('3'), 'postgresql fuzz'),
  ];
  // The groups rarely end together: the rest of the PGlite suite starts when the first one does,
  // and the rest of the PostgreSQL suite when both have ended.
  await Promise.race(groups);
  const pglite = serverSuite('server suite on PGlite', notFuzz, ON_PGLITE, 'pglite');
  await Promise.all(groups);
  await Promise.all([
    types,
    ...fuzzing,
    pglite,
    postgres.url && serverSuite('server suite on PostgreSQL', notFuzz, onPostgres('2'), 'postgresql'),
  ]);
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
  const child = spawn(cpu.wrap(title, command), {
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
  // SIGINT, as Ctrl+C would: Playwright then stops the server it started in a process group of its
  // own, which a signal to the step's group alone would leave running on its port.
  const ended = [...running].map((other) => new Promise((resolve) => other.on('close', resolve)));
  for (const other of running) {
    try {
      process.kill(-other.pid, 'SIGINT');
    } catch {
      // Already gone.
    }
  }
  await Promise.race([Promise.all(ended), new Promise((resolve) => setTimeout(resolve, 15_000))]);
  for (const other of running) {
    try {
      process.kill(-other.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  postgres?.stop();
  printTimes();
  process.exit(1);
}

/**
 * The command at the lowest priority. Every step runs in a session of its own (`detached`, so that a
 * failure can end its whole process group), and where the kernel groups processes by session for
 * scheduling (autogroup, on by default in Debian's kernels) a process's nice value only ranks it
 * within its session: the sessions share the cores equally. So the session itself is set to the
 * lowest priority too; without autogroup that write fails and is ignored.
 */
function lowestPriority(command) {
  return `{ echo 19 > /proc/self/autogroup; } 2>/dev/null; nice -n 19 ${command}`;
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
  console.log('\nTime per step (seconds of wall clock; CPU in core-seconds, where counted):');
  const core = (value) => (value === undefined ? '' : String(Math.round(value)).padStart(7));
  for (const [title, taken] of times) {
    console.log(`  ${title.padEnd(28)} ${String(taken).padStart(5)} ${core(cpu.seconds(title))}`);
  }
  console.log(
    `  ${'whole run'.padEnd(28)} ${String(seconds(started)).padStart(5)} ${core(cpu.machineSeconds())}`,
  );
  cpu.close();
}

/** TEST_DATABASE_URL when set, else a PostgreSQL of our own when the package is installed. */
function startPostgres() {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop: () => {} };
  const dir = mkdtempSync(path.join(tmpdir(), 'ddp-pg-'));
  try {
    const url = execSync(`bash scripts/temp-postgres.sh start ${dir} 54329`, {
      encoding: 'utf8',
    }).trim();
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

/** Files in `count` groups of about equal time: the longest first, each to the group with least. */
function shareOut(files, seconds, count) {
  const known = Object.values(seconds).sort((a, b) => a - b);
  const typical = known[Math.floor(known.length / 2)] ?? 1;
  const timeOf = (file) => seconds[file] ?? typical;
  const groups = Array.from({ length: count }, () => ({ files: [], total: 0 }));
  const longestFirst = [...files].sort((a, b) => timeOf(b) - timeOf(a) || a.localeCompare(b));
  for (const file of longestFirst) {
    const group = groups.reduce((least, next) => (next.total < least.total ? next : least));
    group.files.push(file);
    group.total += timeOf(file);
  }
  return groups.map((group) => group.files);
}
