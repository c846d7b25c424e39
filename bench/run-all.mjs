// `npm run bench`: every benchmark in turn, each bounded in time and aimed at 127.0.0.1 only.
import { execFileSync } from 'node:child_process';
import { referenceWorkMs } from './reference-work.mjs';

const speedBefore = referenceWorkMs();

for (const [script, ...args] of [
  ['bench/token-endpoint.mjs'],
  // The same grant against the reference server, in the same run (issue 20, part 6).
  ['bench/oidc-provider-ratio.mjs'],
  ['bench/logins.mjs'],
  ['bench/reads.mjs'],
  // What recording each call's usage costs the sample API (issue 21, part 1).
  ['bench/sample-api.mjs'],
  // What a recorded call costs PostgreSQL by the size of the batch it is written in.
  ['bench/usage-batch-size.mjs'],
  // 10 million calls over 30 days on PostgreSQL, a company's 30-day chart within 1 s (part 4).
  ['bench/usage-at-scale.mjs'],
  ['bench/uploads.mjs'],
  ['bench/idle-memory.mjs'],
  // Twice the capacity offered: admitted requests' p99 bounded by the limit on requests in flight
  // (issue 23, part 6).
  ['bench/overload.mjs', '10'],
  // The Login entry's evaluation at the mobile preset's slowdown: the longest task of its start,
  // steadier to compare builds by than the Lighthouse score it feeds.
  ['bench/entry-evaluation.mjs'],
  // The signed-in screens' start at the same slowdown: where their main thread's time goes.
  ['bench/screen-start.mjs'],
  // Both presets: the mobile one (a slow phone, issue 19) has the same target as the desktop one.
  ['bench/lighthouse.mjs', 'both', '3'],
]) {
  console.log(`\n> node ${[script, ...args].join(' ')}`);
  execFileSync(process.execPath, [script, ...args], { stdio: 'inherit' });
}

// Lower is faster; compare figures taken at similar reference times (docs/benchmarks.md).
console.log(
  `\nreference work (PBKDF2, 100,000 iterations): ${speedBefore} ms before, ${referenceWorkMs()} ms after`,
);
