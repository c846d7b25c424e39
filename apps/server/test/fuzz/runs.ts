/**
 * The cases per route CI runs (docs/decisions.md, "Fuzzing"): the full count on PostgreSQL, the
 * database production uses, and a fifth of it on PGlite, which runs the same code on a slower,
 * single-threaded database. CI always runs both passes (scripts/test.mjs refuses CI without PostgreSQL).
 */
export const CI_RUNS = { postgresql: 500, pglite: 100 } as const;
const LOCAL_RUNS = 60;

type Env = Readonly<Record<string, string | undefined>>;

/**
 * How many cases each route gets. FUZZ_RUNS sets it; under CI it may raise the pass's count but never
 * lower it, so that a forgotten variable cannot quietly shrink the run the acceptance asks for.
 */
export function fuzzRuns(env: Env = process.env): number {
  const given = givenRuns(env.FUZZ_RUNS);
  if (!env.CI) return given ?? LOCAL_RUNS;
  const pass = env.TEST_DATABASE_URL ? 'postgresql' : 'pglite';
  const floor = CI_RUNS[pass];
  if (given !== undefined && given < floor) {
    throw new Error(
      `FUZZ_RUNS=${given} is below the ${floor} cases per route that CI runs on ${pass}: unset it or raise it`,
    );
  }
  return given ?? floor;
}

/**
 * How long a route may take: guards against a route that hangs, never a speed test. The cases of the
 * slowest routes (a new member with a passkey for each) take about 50 ms on an idle machine and twenty
 * times that in CI, where the fuzzing runs at the lowest priority beside the journeys; 2 s a case
 * leaves room for both. The cases stop themselves (`casesMs`) well before vitest ends the test
 * (`testMs`): a test vitest times out keeps sending in the background, and its writes would be
 * blamed on the next route's refusals.
 */
export function routeTimeLimits(runs: number): { casesMs: number; testMs: number } {
  const casesMs = 60_000 + runs * 2_000;
  return { casesMs, testMs: casesMs + 120_000 };
}

/** A positive whole number, or nothing; anything else is a mistake worth stopping for. */
function givenRuns(text: string | undefined): number | undefined {
  if (text === undefined || text === '') return undefined;
  if (!/^\d+$/.test(text.trim()) || Number(text) < 1) {
    throw new Error(`FUZZ_RUNS must be a positive whole number, not ${JSON.stringify(text)}`);
  }
  return Number(text);
}

/** FUZZ_SEED replays a reported run (fast-check prints the seed of a failing one). */
export function fuzzSeed(): number | undefined {
  const seed = Number.parseInt(process.env.FUZZ_SEED ?? '', 10);
  return Number.isNaN(seed) ? undefined : seed;
}
