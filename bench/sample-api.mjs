// The sample data API's calls per second and p99 with a good token, against the real built server
// on PGlite and PostgreSQL: what recording each call's usage (issue 21, part 1) costs the calls.
// Loopback only, bounded. Usage: node bench/sample-api.mjs [seconds]
// BENCH_SERVER=<another build>/main.js measures another build (say, the one before a change);
// BENCH_DATABASES=pglite or postgres measures one of them.
import autocannon from 'autocannon';
import { sampleApiToken, startPortal } from './portal-process.mjs';
import { withPostgres } from './postgres.mjs';

const seconds = Number(process.argv[2] ?? 10);
const warmUpSeconds = Number(process.env.BENCH_WARMUP ?? 3);
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');

async function run(label, databaseUrl) {
  const portal = await startPortal({ port: 8394, databaseUrl });
  try {
    const options = {
      url: `${portal.base}/v1/sample/stations`,
      headers: { authorization: `Bearer ${await sampleApiToken(portal.base)}` },
      connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
    };
    const check = await fetch(options.url, { headers: options.headers });
    if (check.status !== 200) throw new Error(`the sample API answered ${check.status}`);
    // The first seconds run unoptimised code (JIT): load, not measurement.
    await autocannon({ ...options, duration: warmUpSeconds });
    const result = await autocannon({ ...options, duration: seconds });
    return {
      database: label,
      'calls/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'non-2xx': result.non2xx,
      errors: result.errors,
    };
  } finally {
    await portal.stop();
  }
}

const rows = [];
if (databases.includes('pglite')) rows.push(await run('PGlite (embedded)'));
if (databases.includes('postgres'))
  await withPostgres(async (url) => rows.push(await run('PostgreSQL', url)));
console.log(
  `sample API, ${seconds} s after ${warmUpSeconds} s of warm-up, ${process.env.BENCH_SERVER ?? 'this build'}`,
);
console.table(rows);
