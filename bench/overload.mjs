// Twice the capacity offered to the sample data API, with and without load shedding (issue 23,
// part 6): how long the admitted calls take (p50, p99 of the 2xx answers) and how many were shed.
// Loopback only, bounded. Usage: node bench/overload.mjs [seconds]
// BENCH_SHED_DELAY_MS sets OVERLOAD_MAX_EVENT_LOOP_DELAY_MS for the run with shedding (default: the
// server's default); BENCH_DATABASES=pglite or postgres measures one database.
import autocannon from 'autocannon';
import { createClient, signedInAccount, startPortal } from './portal-process.mjs';
import { withPostgres } from './postgres.mjs';

const seconds = Number(process.argv[2] ?? 10);
const databases = (process.env.BENCH_DATABASES ?? 'pglite').split(',');
const shedDelay = process.env.BENCH_SHED_DELAY_MS;
// Connections bound what is in flight: enough of them, and the offered rate is what arrives.
const crowd = Number(process.env.BENCH_CONNECTIONS ?? 2000);

async function tokenFor(base) {
  const account = await signedInAccount(base);
  const client = await createClient(base, account);
  const granted = await fetch(`${base}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: client.client_id,
      client_secret: client.client_secret,
    }),
  }).then((reply) => reply.json());
  return granted.access_token;
}

const percentile = (sorted, p) =>
  sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** A load at a fixed rate, many connections: what a crowd offers, whatever the answers take. */
function offer(options, rate) {
  return new Promise((resolve, reject) => {
    const admitted = [];
    let shed = 0;
    let other = 0;
    const instance = autocannon(
      { ...options, connections: crowd, overallRate: rate, duration: seconds, timeout: 30 },
      (error, result) => {
        if (error) return reject(error);
        admitted.sort((a, b) => a - b);
        resolve({
          'offered/s': rate,
          'admitted/s': Math.round(admitted.length / seconds),
          'shed (503)': shed,
          'other non-2xx': other,
          'timeouts/errors': result.errors + result.timeouts,
          'admitted p50 ms': percentile(admitted, 50),
          'admitted p99 ms': percentile(admitted, 99),
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) admitted.push(Math.round(responseTime));
      else if (statusCode === 503) shed++;
      else other++;
    });
  });
}

async function run(label, databaseUrl, shedding) {
  const env = shedding
    ? shedDelay
      ? { OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: shedDelay }
      : {}
    : { OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0', OVERLOAD_MAX_POOL_WAITING: '0' };
  const portal = await startPortal({ port: 8395, databaseUrl, env });
  try {
    const options = {
      url: `${portal.base}/v1/sample/stations`,
      headers: { authorization: `Bearer ${await tokenFor(portal.base)}` },
    };
    // Capacity: what ten busy clients get through, after a warm-up.
    await autocannon({ ...options, connections: 10, duration: 3 });
    const capacity = Math.round(
      (await autocannon({ ...options, connections: 10, duration: 5 })).requests.average,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    return {
      database: label,
      shedding: shedding ? `on (${shedDelay ?? 'default'} ms)` : 'off',
      'capacity/s': capacity,
      ...(await offer(options, 2 * capacity)),
    };
  } finally {
    await portal.stop();
  }
}

const rows = [];
for (const database of databases) {
  for (const shedding of [true, false]) {
    if (database === 'pglite') rows.push(await run('PGlite (embedded)', undefined, shedding));
    else await withPostgres(async (url) => rows.push(await run('PostgreSQL', url, shedding)));
  }
}
console.log(`sample API offered twice its capacity for ${seconds} s, ${crowd} connections`);
console.table(rows);
