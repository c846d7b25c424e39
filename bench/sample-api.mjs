// What recording each call's usage (issue 21, part 1) costs the sample data API's calls: calls per
// second, p99 and the server's CPU time per call with a good token, against the real built server on
// PGlite and PostgreSQL, with the sample API's own recording off (USAGE_SAMPLE_API_CALLS=false) and
// on, alternated round by round in one build so that the machine's drift falls on both alike; the
// table gives the median of the rounds. Each round measures twice: flat out (calls per second, and
// p99 with the queue that saturation builds), then paced at half the first round's rate (p99 of a busy
// API that is not overloaded: the calls' own time). p99 is taken from every call's time to the
// microsecond, not from autocannon's whole-millisecond histogram. Loopback only, bounded.
// Usage: node bench/sample-api.mjs [seconds] [rounds]
// BENCH_SERVER=<another build>/main.js measures another build (say, the one before a change);
// BENCH_DATABASES=pglite or postgres measures one of them.
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { median } from './median.mjs';
import { cpuMs, sampleApiToken, startPortal } from './portal-process.mjs';
import { withPostgres } from './postgres.mjs';

const seconds = Number(process.argv[2] ?? 10);
const rounds = Number(process.argv[3] ?? 5);
const warmUpSeconds = Number(process.env.BENCH_WARMUP ?? 3);
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
// Every round starts a server on the one PostgreSQL database, which keeps the key of its first.
const masterKey = randomBytes(32).toString('hex');

// Paced rounds run at this share of the first round's flat-out rate.
const PACED_SHARE = 0.5;

async function measure(databaseUrl, recording, pacedRate) {
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
    const flatOut = await load(options);
    const cpuPerCall = ((cpuMs(portal.pid) - cpuBefore) * 1000) / flatOut.calls;
    const rate = pacedRate ?? Math.round(flatOut.callsPerSecond * PACED_SHARE);
    const paced = await load({ ...options, overallRate: rate });
    return {
      callsPerSecond: flatOut.callsPerSecond,
      p99: flatOut.p99,
      cpuPerCall,
      pacedRate: rate,
      pacedP99: paced.p99,
    };
  } finally {
    await portal.stop();
  }
}

/** One load of `seconds`: its calls per second and the p99 of every call's own time. */
async function load(options) {
  const times = [];
  const run = autocannon({ ...options, duration: seconds });
  run.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  const result = await run;
  if (result.non2xx || result.errors) throw new Error(`${result.non2xx} non-2xx, ${result.errors} errors`);
  times.sort((a, b) => a - b);
  return {
    calls: result.requests.total,
    callsPerSecond: result.requests.average,
    p99: times[Math.ceil(times.length * 0.99) - 1],
  };
}

const change = (after, before) =>
  `${after >= before ? '+' : ''}${(((after - before) / before) * 100).toFixed(1)} %`;

async function compare(label, databaseUrl) {
  const runs = { false: [], true: [] };
  let pacedRate;
  for (let round = 0; round < rounds; round++) {
    // Off first in even rounds, on first in odd ones: a warming machine favours neither.
    const order = round % 2 === 0 ? [false, true] : [true, false];
    for (const recording of order) {
      const run = await measure(databaseUrl, recording, pacedRate);
      pacedRate ??= run.pacedRate;
      runs[recording].push(run);
    }
  }
  const keys = ['callsPerSecond', 'p99', 'pacedP99', 'cpuPerCall'];
  const summary = (list) => Object.fromEntries(keys.map((key) => [key, median(list.map((run) => run[key]))]));
  const off = summary(runs.false);
  const on = summary(runs.true);
  const ms = (value) => value.toFixed(2);
  const row = (recording, figures) => ({
    database: label,
    recording,
    'calls/s': Math.round(figures.callsPerSecond),
    'p99 ms flat out': ms(figures.p99),
    'paced calls/s': pacedRate,
    'p99 ms paced': ms(figures.pacedP99),
    'CPU µs per call': Math.round(figures.cpuPerCall),
    'calls/s of each round': runs[recording === 'on'].map((run) => Math.round(run.callsPerSecond)).join(' '),
    'p99 flat out of each round': runs[recording === 'on'].map((run) => ms(run.p99)).join(' '),
    'p99 paced of each round': runs[recording === 'on'].map((run) => ms(run.pacedP99)).join(' '),
  });
  return [
    row('off', off),
    row('on', on),
    {
      database: label,
      recording: 'change',
      'calls/s': change(on.callsPerSecond, off.callsPerSecond),
      'p99 ms flat out': change(on.p99, off.p99),
      'p99 ms paced': change(on.pacedP99, off.pacedP99),
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
