// client_credentials grants per second against the real server, on PGlite and (when reachable) on
// PostgreSQL. Loopback only, bounded in time. Usage: node bench/token-endpoint.mjs [seconds]
import autocannon from 'autocannon';
import { createClient, signedInAccount, startPortal } from './portal-process.mjs';
import { withPostgres } from './postgres.mjs';

const seconds = Number(process.argv[2] ?? 10);
const warmUpSeconds = Number(process.env.BENCH_WARMUP ?? 3);

async function run(label, databaseUrl) {
  const portal = await startPortal({ port: 8391, databaseUrl });
  try {
    const account = await signedInAccount(portal.base);
    const client = await createClient(portal.base, account);
    const body = new URLSearchParams({ grant_type: 'client_credentials', ...client }).toString();
    const options = {
      url: `${portal.base}/oauth2/token`,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
    };
    // The first seconds run unoptimised code (JIT); they are load, not measurement.
    await autocannon({ ...options, duration: warmUpSeconds });
    const result = await autocannon({ ...options, duration: seconds });
    const ok = result['2xx'];
    return {
      label,
      'grants/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      '2xx': ok,
      'non-2xx': result.non2xx,
      errors: result.errors,
    };
  } finally {
    await portal.stop();
  }
}

const rows = [await run('PGlite (embedded)')];
await withPostgres(async (url) => rows.push(await run('PostgreSQL', url)));
console.table(rows);
