/**
 * How many cases each route gets. FUZZ_RUNS sets it; otherwise CI runs the full count (500 per route)
 * on PostgreSQL and a smaller one on PGlite, which runs the same code on a slower, single-threaded
 * database (docs/decisions.md, "Fuzzing"); a local run stays short.
 */
export function fuzzRuns(): number {
  const given = Number.parseInt(process.env.FUZZ_RUNS ?? '', 10);
  if (given > 0) return given;
  if (!process.env.CI) return 60;
  return process.env.TEST_DATABASE_URL ? 500 : 100;
}

/** FUZZ_SEED replays a reported run (fast-check prints the seed of a failing one). */
export function fuzzSeed(): number | undefined {
  const seed = Number.parseInt(process.env.FUZZ_SEED ?? '', 10);
  return Number.isNaN(seed) ? undefined : seed;
}
