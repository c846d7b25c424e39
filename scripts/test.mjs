// `npm test`: lint, types, unit tests, the server suite on PGlite and on PostgreSQL, the build, and
// the browser journeys in Debian's Chromium. Stops at the first failing step.
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureInstalled } from './ensure-installed.mjs';

const run = (title, command, env = {}) => {
  console.log(`\n> ${title}: ${command}`);
  execSync(command, { stdio: 'inherit', env: { ...process.env, ...env } });
};

ensureInstalled();
ensureDebianPackage('/usr/bin/chromium', 'chromium', 'the browser journeys');
ensureDebianPackage('/usr/sbin/nginx', 'nginx', 'the scale-out test');

run('lint and format', 'npx biome check .');
run('types', 'npm run typecheck');
run('unit tests', 'npx vitest run --project unit');
run('server suite on PGlite', 'npx vitest run --project server', { TEST_DATABASE_URL: '' });

let stopPostgres = () => {};
let postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) {
  const dir = mkdtempSync(path.join(tmpdir(), 'ddp-pg-'));
  try {
    postgresUrl = execSync(`bash scripts/temp-postgres.sh start ${dir} 54329`, { encoding: 'utf8' }).trim();
    stopPostgres = () => execSync(`bash scripts/temp-postgres.sh stop ${dir}`);
  } catch {
    if (process.env.CI)
      throw new Error('PostgreSQL is required in CI (set TEST_DATABASE_URL or install postgresql)');
    console.warn(
      '\n! PostgreSQL not found: the server suite ran on PGlite only. Install postgresql to run both.',
    );
  }
}
try {
  if (postgresUrl)
    run('server suite on PostgreSQL', 'npx vitest run --project server', { TEST_DATABASE_URL: postgresUrl });
} finally {
  stopPostgres();
}

run('build', 'npm run build');
// The Login page's initial JS stays under its budget and never carries the OpenAPI viewer.
run('bundle budget', 'node scripts/bundle-report.mjs');
run('browser journeys', 'npx playwright test -c apps/web/playwright.config.ts');

function ensureDebianPackage(binary, name, neededFor) {
  if (existsSync(binary)) return;
  const root = process.getuid?.() === 0;
  if (!root || !existsSync('/usr/bin/apt-get')) {
    throw new Error(`${name} is needed for ${neededFor}: apt-get install ${name}`);
  }
  console.log(`> installing Debian ${name} for ${neededFor}`);
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${name}`,
    {
      stdio: 'inherit',
    },
  );
}
