// Twice the capacity offered to the sample data API, with and without load shedding (issue 23,
// part 6): how long the admitted calls take (p50, p99 of the 2xx answers) and how many were shed.
// Loopback only, bounded. Usage: node bench/overload.mjs [seconds]
// BENCH_SHED_DELAY_MS and BENCH_MAX_IN_FLIGHT set OVERLOAD_MAX_EVENT_LOOP_DELAY_MS and
// OVERLOAD_MAX_IN_FLIGHT for the run with shedding (default: the server's defaults);
// BENCH_DATABASES=pglite or postgres measures one database.
import http from 'node:http';
import autocannon from 'autocannon';
import { sampleApiToken, startPortal } from './portal-process.mjs';
import { withPostgres } from './postgres.mjs';

const seconds = Number(process.argv[2] ?? 10);
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const shedDelay = process.env.BENCH_SHED_DELAY_MS;
const maxInFlight = process.env.BENCH_MAX_IN_FLIGHT;
// Connections bound what is in flight: enough of them, and the offered rate is what arrives.
const crowd = Number(process.env.BENCH_CONNECTIONS ?? 2000);
const TICK_MS = 2;

const percentile = (sorted, p) =>
  sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * An open load at a fixed rate: a request every 1/rate seconds, spread evenly, whatever the answers
 * take (autocannon's rate sends each second's share of every connection at once, a burst a second).
 * Each request's time counts from when it was due, so a wait for a free connection counts too.
 */
async function offer(options, rate) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: crowd });
  // The crowd's connections open first, as a proxy's or a busy client's are: a storm of new
  // connections under load would measure the listen backlog's overflow (SYNs sent again after 1, 3,
  // 7 s), not the server.
  await Promise.all(
    Array.from(
      { length: crowd },
      () =>
        new Promise((resolve) =>
          http
            .get(`${new URL(options.url).origin}/healthz`, { agent }, (reply) =>
              reply.resume().on('end', resolve),
            )
            .on('error', resolve),
        ),
    ),
  );
  const errors = new Map();
  const admitted = [];
  const counts = { shed: 0, other: 0, failed: 0 };
  const send = (due) =>
    new Promise((resolve) => {
      const request = http.get(options.url, { agent, headers: options.headers, timeout: 30_000 }, (reply) => {
        reply.resume();
        reply.on('end', () => {
          const status = reply.statusCode ?? 0;
          if (status >= 200 && status < 300) admitted.push(performance.now() - due);
          else if (status === 503) counts.shed++;
          else counts.other++;
          resolve();
        });
      });
      request.on('timeout', () => request.destroy(new Error('timed out')));
      request.on('error', (error) => {
        errors.set(error.code ?? error.message, (errors.get(error.code ?? error.message) ?? 0) + 1);
        counts.failed++;
        resolve();
      });
    });
  return await new Promise((resolve) => {
    const sent = [];
    const start = performance.now();
    const total = Math.round(rate * seconds);
    const tick = () => {
      const now = performance.now();
      const dueByNow = Math.min(total, Math.floor(((now - start) / 1000) * rate));
      while (sent.length < dueByNow) sent.push(send(start + (sent.length * 1000) / rate));
      if (sent.length < total) setTimeout(tick, TICK_MS);
      else
        Promise.all(sent).then(() => {
          agent.destroy();
          if (errors.size > 0) console.log('errors', Object.fromEntries(errors));
          admitted.sort((a, b) => a - b);
          resolve({
            'offered/s': rate,
            'admitted/s': Math.round(admitted.length / seconds),
            'shed (503)': counts.shed,
            'other non-2xx': counts.other,
            'timeouts/errors': counts.failed,
            'admitted p50 ms': Math.round(percentile(admitted, 50) ?? 0),
            'admitted p99 ms': Math.round(percentile(admitted, 99) ?? 0),
          });
        });
    };
    tick();
  });
}

async function run(label, databaseUrl, shedding) {
  const env = shedding
    ? {
        ...(shedDelay ? { OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: shedDelay } : {}),
        ...(maxInFlight ? { OVERLOAD_MAX_IN_FLIGHT: maxInFlight } : {}),
      }
    : { OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0', OVERLOAD_MAX_POOL_WAITING: '0', OVERLOAD_MAX_IN_FLIGHT: '0' };
  const portal = await startPortal({ port: 8395, databaseUrl, env });
  try {
    const options = {
      url: `${portal.base}/v1/sample/stations`,
      headers: { authorization: `Bearer ${await sampleApiToken(portal.base)}` },
    };
    // Capacity: what ten busy clients get through, after a warm-up.
    await autocannon({ ...options, connections: 10, duration: 3 });
    const capacity = Math.round(
      (await autocannon({ ...options, connections: 10, duration: 5 })).requests.average,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    return {
      database: label,
      shedding: shedding
        ? `on (loop ${shedDelay ?? 'default'} ms, ${maxInFlight ?? 'default'} in flight)`
        : 'off',
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
