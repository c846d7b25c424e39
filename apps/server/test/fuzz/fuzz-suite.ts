import { afterAll, beforeAll, describe, it } from 'vitest';
import { testDatabaseKind } from '../test-support/test-database';
import { startTestServer, type TestServer } from '../test-support/test-server';
import type { FuzzEntry } from './fuzz-entry';
import { buildFuzzWorld, type FuzzWorld } from './fuzz-world';
import { fuzzRoute } from './run-route';
import { fuzzRuns, routeTimeLimits } from './runs';
import { Sealer } from './wire';
import { installWriteLog, takeWrites } from './write-log';

/**
 * Sessions, access and temporary tokens last a day of the fake clock here: the fuzzing moves the
 * clock on (new TOTP steps, lockouts running out) and must not end the callers' sessions by it.
 */
export const FUZZ_USAGE_INGEST_TOKEN = 'fuzz-usage-ingest-token-0123456789abcdef';

export const FUZZ_SERVER_ENV = {
  SEED_DEMO: 'true',
  SESSION_IDLE_MINUTES: '1440',
  SESSION_ABSOLUTE_MINUTES: '1440',
  TEMPORARY_TOKEN_MINUTES: '1440',
  TOKEN_MINUTES: '1440',
  // A case may send a report or an invitation each time, far more than a person an hour; the limits
  // have tests of their own.
  BUG_REPORT_RATE_PER_HOUR: '1000000',
  INVITATIONS_PER_HOUR: '1000000',
  // The gateway's reports of API calls are a route only with their token.
  USAGE_INGEST_TOKEN: FUZZ_USAGE_INGEST_TOKEN,
};

/** One test per route: `fuzzRuns()` hostile cases on a server and world of the group's own. */
export function describeFuzz(group: string, entries: readonly FuzzEntry[]) {
  const runs = fuzzRuns();
  const limits = routeTimeLimits(runs);
  describe(`hostile input: ${group} (${testDatabaseKind}, ${runs} cases a route)`, () => {
    let server: TestServer;
    let fw: FuzzWorld;
    let sealer: Sealer;
    beforeAll(async () => {
      server = await startTestServer({ env: FUZZ_SERVER_ENV, opsListener: true });
      await installWriteLog(server.db);
      fw = await buildFuzzWorld(server);
      sealer = await Sealer.create(server.client);
      await takeWrites(server.db);
    }, 180_000);
    afterAll(() => server?.close());

    for (const entry of entries) {
      it(
        entry.route,
        async () => {
          const tally = await fuzzRoute(fw, entry, sealer, runs, limits.casesMs);
          // FUZZ_VERBOSE shows how the replies spread, to see that cases reach the handlers.
          if (process.env.FUZZ_VERBOSE) console.log(entry.route, JSON.stringify(tally.statuses));
        },
        limits.testMs,
      );
    }
  });
}
