// `npm run bench`: every benchmark in turn, each bounded in time and aimed at 127.0.0.1 only.
import { execFileSync } from 'node:child_process';

for (const script of [
  'bench/token-endpoint.mjs',
  'bench/logins.mjs',
  'bench/reads.mjs',
  'bench/lighthouse.mjs',
]) {
  console.log(`\n> node ${script}`);
  execFileSync(process.execPath, [script], { stdio: 'inherit' });
}
