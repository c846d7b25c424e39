// What recording each call's usage (issue 21, part 1) costs the sample data API's calls: calls per
// second, p99 and the server's CPU time per call with a good token, against the real built server on
// PGlite and PostgreSQL, with the sample API's own recording off (USAGE_SAMPLE_API_CALLS=false) and
// on, alternated round by round in one build so that the machine's drift falls on both alike; the
// table gives the median of the rounds. Loopback only, bounded.
// Usage: node bench/sample-api.mjs [seconds] [rounds]
// BENCH_SERVER=<another build>/main.js measures another build (say, the one before a change);
// BENCH_DATABASES=pglite or postgres measures one of them.
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { cpuMs, sampleApiToken, startPortal } from './portal-process.mjs';
import { withPostgres } from './postgres.mjs';

const seconds = Number(process.argv[2] ?? 10);
const rounds = Number(process.argv[3] ?? 5);
const warmUpSeconds = Number(process.env.BENCH_WARMUP ?? 3);
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
// Every round starts a server on the one PostgreSQL database, which keeps the key of its first.
const masterKey = randomBytes(32).toString('hex');

async function measure(databaseUrl, recording) {
  const portal = await startPortal({
    port: 8394,
    databaseUrl,
    env: { USAGE_SAMPLE_API_CALLS: String(recording), MASTER_KEY: masterKey },
  });
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
    const cpuBefore = cpuMs(portal.pid);
    const result = await autocannon({ ...options, duration: seconds });
    if (result.non2xx || result.errors) throw new Error(`${result.non2xx} non-2xx, ${result.errors} errors`);
    return {
      callsPerSecond: result.requests.average,
      p99: result.latency.p99,
      cpuPerCall: ((cpuMs(portal.pid) - cpuBefore) * 1000) / result.requests.total,
    };
  } finally {
    await portal.stop();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const change = (after, before) =>
  `${after >= before ? '+' : ''}${(((after - before) / before) * 100).toFixed(1)} %`;

async function compare(label, databaseUrl) {
  const runs = { false: [], true: [] };
  for (let round = 0; round < rounds; round++) {
    // Off first in even rounds, on first in odd ones: a warming machine favours neither.
    const order = round % 2 === 0 ? [false, true] : [true, false];
    for (const recording of order) runs[recording].push(await measure(databaseUrl, recording));
  }
  const summary = (list) => ({
    callsPerSecond: median(list.map((run) => run.callsPerSecond)),
    p99: median(list.map((run) => run.p99)),
    cpuPerCall: median(list.map((run) => run.cpuPerCall)),
  });
  const off = summary(runs.false);
  const on = summary(runs.true);
  const row = (recording, figures) => ({
    database: label,
    recording,
    'calls/s': Math.round(figures.callsPerSecond),
    'p99 ms': figures.p99,
    'CPU µs per call': Math.round(figures.cpuPerCall),
    'calls/s of each round': runs[recording === 'on'].map((run) => Math.round(run.callsPerSecond)).join(' '),
    'p99 of each round': runs[recording === 'on'].map((run) => run.p99).join(' '),
  });
  return [
    row('off', off),
    row('on', on),
    {
      database: label,
      recording: 'change',
      'calls/s': change(on.callsPerSecond, off.callsPerSecond),
      'p99 ms': change(on.p99, off.p99),
      'CPU µs per call': change(on.cpuPerCall, off.cpuPerCall),
    },
  ];
}

const rows = [];
if (databases.includes('pglite')) rows.push(...(await compare('PGlite (embedded)')));
if (databases.includes('postgres'))
  await withPostgres(async (url) => rows.push(...(await compare('PostgreSQL', url))));
console.log(
  `sample API, median of ${rounds} rounds of ${seconds} s after ${warmUpSeconds} s of warm-up, recording off and on, ${process.env.BENCH_SERVER ?? 'this build'}`,
);
console.table(rows);
