// The machine this runs on is shared and its speed moves by a third within an hour. A fixed piece
// of CPU work, timed before and after the benchmarks, says how fast it was while they ran, so that
// figures from different hours can be read side by side.
import { pbkdf2Sync } from 'node:crypto';

/** Median milliseconds of one fixed PBKDF2 (SHA-256, 100,000 iterations) over `times` runs. */
export function referenceWorkMs(times = 9) {
  const runs = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    pbkdf2Sync('reference', 'work', 100_000, 32, 'sha256');
    runs.push(performance.now() - started);
  }
  runs.sort((a, b) => a - b);
  return Number(runs[Math.floor(times / 2)].toFixed(1));
}
