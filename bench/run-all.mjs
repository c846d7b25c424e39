// `npm run bench`: every benchmark in turn, each bounded in time and aimed at 127.0.0.1 only.
import { execFileSync } from 'node:child_process';
import { referenceWorkMs } from './reference-work.mjs';

const speedBefore = referenceWorkMs();

for (const script of [
  'bench/token-endpoint.mjs',
  'bench/logins.mjs',
  'bench/reads.mjs',
  'bench/uploads.mjs',
  'bench/idle-memory.mjs',
  'bench/lighthouse.mjs',
]) {
  console.log(`\n> node ${script}`);
  execFileSync(process.execPath, [script], { stdio: 'inherit' });
}

// Lower is faster; compare figures taken at similar reference times (docs/benchmarks.md).
console.log(
  `\nreference work (PBKDF2, 100,000 iterations): ${speedBefore} ms before, ${referenceWorkMs()} ms after`,
);
