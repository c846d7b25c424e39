import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { E2E_BUG_REPORT_QUOTA_MB } from './e2e/support/bug-report-limits';
import { playwrightChromiumLaunch } from './e2e/support/chromium.mjs';
import { E2E_ORIGIN, E2E_PORT as PORT } from './e2e/support/e2e-port';
import { legalPagesDir } from './e2e/support/legal-pages';
import { E2E_OPERATOR_TOKEN } from './e2e/support/operator';

/** Journeys that need the server with TOTP_ENROLMENT=browser (playwright.enrolment.config.ts). */
export const ENROLMENT_SPECS = /\.enrolment(\.phone)?\.spec\.ts$/;

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

// Every run starts on an empty database. Workers load this file again; they inherit the folder
// the main process chose through the environment instead of creating their own.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'ddp-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // A guard against a journey that hangs, not a speed test (the benches measure speed): in CI the
  // journeys share two cores with the fuzzing and the type check, and a journey that checks a few
  // screens in both colour schemes took just over a minute there.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // Runs side by side (npm test runs two shards, each with a server of its own) keep their own.
  outputDir: process.env.E2E_OUTPUT_DIR ?? path.join(repoRoot, 'test-results'),
  use: {
    baseURL: `${E2E_ORIGIN}/dev-portal/`,
    // A failed journey leaves its screenshot and the page's accessibility tree (error-context.md).
    // The trace (every action with the page's DOM before and after it) is recorded for every
    // journey, passing or not, and cost about an eighth of the journeys' CPU (docs/testing.md):
    // E2E_TRACE=1 records it to look into a failure again. Its screencast stays out either way.
    trace: process.env.E2E_TRACE ? { mode: 'retain-on-failure', screenshots: false, snapshots: true } : 'off',
    screenshot: 'only-on-failure',
    // Test tools cannot download browsers here: Debian's Chromium is used instead.
    launchOptions: playwrightChromiumLaunch,
  },
  // Phone journeys (`*.phone.spec.ts`) run at a phone's size with touch; the others at the desktop
  // default. Both share the browser and its launch options above.
  // Journeys of on-screen authenticator set-up (`*.enrolment.spec.ts`) need a server of their own
  // (playwright.enrolment.config.ts).
  projects: [
    { name: 'desktop', testIgnore: [/\.phone\.spec\.ts$/, ENROLMENT_SPECS] },
    {
      name: 'phone',
      testMatch: /\.phone\.spec\.ts$/,
      testIgnore: ENROLMENT_SPECS,
      use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    },
  ],
  webServer: {
    // Serves the built web app (npm run build -w apps/web) and the API, like production does.
    command: 'node apps/server/dist/main.js',
    cwd: repoRoot,
    url: `${E2E_ORIGIN}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.E2E_DATA_DIR,
      NODE_ENV: 'test',
      // All tests come from one address; the per-address limit must not turn them into 429s.
      RATE_LIMIT_PER_MINUTE: '600',
      // The journeys' server shares two cores with the browsers and the other suites: a late event
      // loop is that contention, not overload of its own (shedding has its own server test).
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      OVERLOAD_MAX_POOL_WAITING: '0',
      OVERLOAD_MAX_IN_FLIGHT: '0',
      // Journeys move the server's clock forward to test expiry rules (docs/api.md, dev helpers).
      DEV_CLOCK: 'true',
      // Journeys act as the operator where the product needs one (multi-consumer settings).
      OPERATOR_TOKEN: E2E_OPERATOR_TOKEN,
      // Small, so that a journey fills an account's attachment storage with a few files.
      BUG_REPORT_QUOTA_MB: String(E2E_BUG_REPORT_QUOTA_MB),
      // The operator's legal pages: some configured, some left to the neutral default.
      LEGAL_PAGES_DIR: legalPagesDir(),
    },
  },
});
