import { describe, expect, it } from 'vitest';
import { CI_RUNS, fuzzRuns, routeTimeLimits } from './runs';

const postgres = 'postgres://127.0.0.1/x';

describe('fuzzing: cases per route', () => {
  it('runs a short count locally, or what FUZZ_RUNS says', () => {
    expect(fuzzRuns({})).toBe(60);
    expect(fuzzRuns({ FUZZ_RUNS: '5' })).toBe(5);
    expect(fuzzRuns({ FUZZ_RUNS: '5', TEST_DATABASE_URL: postgres })).toBe(5);
  });

  it('runs the full count under CI on PostgreSQL and the documented share on PGlite', () => {
    expect(fuzzRuns({ CI: 'true', TEST_DATABASE_URL: postgres })).toBe(500);
    expect(fuzzRuns({ CI: 'true' })).toBe(CI_RUNS.pglite);
    expect(fuzzRuns({ CI: 'true', TEST_DATABASE_URL: postgres, FUZZ_RUNS: '2000' })).toBe(2000);
  });

  it('refuses under CI a FUZZ_RUNS below the pass count', () => {
    expect(() => fuzzRuns({ CI: 'true', TEST_DATABASE_URL: postgres, FUZZ_RUNS: '499' })).toThrow(
      /FUZZ_RUNS=499 is below the 500 cases per route that CI runs on postgresql/,
    );
    expect(() => fuzzRuns({ CI: '1', FUZZ_RUNS: '60' })).toThrow(/below the 100 cases/);
  });

  it('refuses a FUZZ_RUNS that is no positive whole number instead of falling back', () => {
    for (const wrong of ['0', '-5', 'abc', '1e3', '12.5']) {
      expect(() => fuzzRuns({ FUZZ_RUNS: wrong }), wrong).toThrow(/positive whole number/);
    }
  });

  it("ends a slow route's cases itself, well before vitest would end the test", () => {
    for (const runs of [60, CI_RUNS.pglite, CI_RUNS.postgresql]) {
      const { casesMs, testMs } = routeTimeLimits(runs);
      // Room for the route's set-up (new members, a first sign-in) between the two limits.
      expect(testMs - casesMs, String(runs)).toBeGreaterThanOrEqual(60_000);
      // A case of the slowest routes under CI load, with room to spare.
      expect(casesMs / runs, String(runs)).toBeGreaterThanOrEqual(2_000);
    }
  });
});
