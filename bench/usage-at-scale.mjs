// Usage analytics at scale on PostgreSQL (issue 21, part 4): 10 million calls over the last 30 days
// loaded into the day tables of usage_calls, the hourly roll-ups computed by the running server's
// own job, then a company's 30-day figures timed through view-usage, and the read of its roll-ups
// alone. Loopback only, bounded: every load statement, the wait for the roll-ups and every timed
// call has a limit. Exits 1 if a 30-day median is over 1 s.
// Usage: node bench/usage-at-scale.mjs [calls]   (or BENCH_USAGE_ROWS=<calls>; 10,000,000 by default;
// BENCH_USAGE_OTHER_COMPANIES=<n>, 200 by default, two clients each)
// BENCH_USAGE_VIA=sql times the read alone (a build without the route, via BENCH_SERVER); route
// insists on the route. BENCH_USAGE_EXPLAIN=1 prints the read's plan as run. BENCH_USAGE_BACKLOG=1
// also times the chart while every hour still waits for its roll-up (read from the calls instead).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createClient, postAsAccount, signedInAccount, signIn, startPortal } from './portal-process.mjs';
import { withPostgres } from './postgres.mjs';

const calls = Number(process.argv[2] ?? process.env.BENCH_USAGE_ROWS ?? 10_000_000);
const via = process.env.BENCH_USAGE_VIA ?? 'auto';
const runs = Number(process.env.BENCH_USAGE_RUNS ?? 20);
const WARM_UPS = 2;
const backlog = Boolean(process.env.BENCH_USAGE_BACKLOG);
// Each of these reads every call of the range: a few are enough.
const BACKLOG_RUNS = 3;
// Issue 21's target for a company's 30-day chart.
const TARGET_MS = 1000;
const PORT = 8396;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const SPAN_MS = 30 * DAY_MS;
// The measured company makes most calls, so its chart has the most roll-up rows to read; the other
// companies' rows sit beside its own in every hour, as on a platform with many small customers.
const OWN_SHARE = 0.8;
const OTHER_COMPANIES = Number(process.env.BENCH_USAGE_OTHER_COMPANIES ?? 200);
const OPERATIONS = [
  'GET /v1/sample/stations',
  'GET /v1/sample/stations/:stationId/measurements',
  'GET /v1/forecasts/:areaId',
  'GET /v1/observations',
  'POST /v1/observations/search',
];
const ROLLUP_TIMEOUT_MS = Number(process.env.BENCH_USAGE_ROLLUP_TIMEOUT_S ?? 900) * 1000;
// One day's table is about a thirtieth of the load; far past this, something is wrong.
const STATEMENT_TIMEOUT_MS = 600_000;
const CALL_TIMEOUT_MS = 60_000;
// Two cores: one statement per core; the server idles meanwhile.
const LOAD_CONNECTIONS = 2;
// The latency buckets of the roll-ups (modules/usage/latency-buckets.ts), for the merge and the plan.
const BOUNDS_MS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000];
const BUCKETS = BOUNDS_MS.length + 1;
const BUCKET_FILTERS = [0, ...BOUNDS_MS]
  .map((lower, i) => {
    const upper = BOUNDS_MS[i];
    const range = [...(i > 0 ? [`latency_ms >= ${lower}`] : []), ...(upper ? [`latency_ms < ${upper}`] : [])];
    return `count(*) FILTER (WHERE ${range.join(' AND ')})::int`;
  })
  .join(', ');

const dayOf = (ms) => Math.floor(ms / DAY_MS) * DAY_MS;
const partitionName = (dayMs) =>
  `usage_calls_p${new Date(dayMs).toISOString().slice(0, 10).replaceAll('-', '')}`;
const seconds = (ms) => Math.round(ms / 100) / 10;
const mib = (bytes) => Math.round(Number(bytes) / 1_048_576);

async function connect(url) {
  const client = new pg.Client({ connectionString: url, statement_timeout: STATEMENT_TIMEOUT_MS });
  await client.connect();
  return client;
}

/** The day tables, made as modules/usage/partitions.ts makes them. */
async function ensureDays(db, fromMs, toMs) {
  const names = [];
  for (let day = dayOf(fromMs); day <= dayOf(toMs); day += DAY_MS) {
    const name = partitionName(day);
    const from = new Date(day).toISOString();
    const to = new Date(day + DAY_MS).toISOString();
    await db.query(`CREATE TABLE IF NOT EXISTS "${name}" PARTITION OF usage_calls
      FOR VALUES FROM ('${from}') TO ('${to}')`);
    names.push({ name, day });
  }
  return names;
}

// Call n happens at start + n * step, so the calls of a day are one range of n and each statement
// fills one day's table. The random values are drawn in the inner query: PostgreSQL evaluates a
// volatile function there once per row, so one draw can decide among several outcomes.
const LOAD_DAY = `
  INSERT INTO usage_calls (at, event_key, client_id, company_id, operation, status, latency_ms, bytes)
  SELECT to_timestamp(($1::float8 + n * $2::float8) / 1000), md5(n::text),
    ($5::text[])[c], ($6::uuid[])[c],
    ($7::text[])[1 + floor(r_operation * cardinality($7::text[]))::int],
    CASE WHEN r_status < 0.93 THEN 200 WHEN r_status < 0.96 THEN 404 WHEN r_status < 0.99 THEN 429
      ELSE 500 END,
    exp(r_latency * ln(2000)),
    200 + floor(r_bytes * r_bytes * 200000)::bigint
  FROM (
    SELECT n, random() AS r_operation, random() AS r_status, random() AS r_latency, random() AS r_bytes,
      CASE WHEN random() < $8::float8 THEN 1 + floor(random() * $9::int)::int
        ELSE 1 + $9::int + floor(random() * $10::int)::int END AS c
    FROM generate_series($3::bigint, $4::bigint) AS n
  ) AS drawn`;

async function load(url, { startMs, clients, companies, ownClients }) {
  const step = SPAN_MS / calls;
  const admin = await connect(url);
  let days;
  try {
    days = await ensureDays(admin, startMs, startMs + SPAN_MS);
  } finally {
    await admin.end();
  }
  const queue = days
    .map(({ day }) => ({
      first: Math.max(0, Math.ceil((day - startMs) / step)),
      last: Math.min(calls, Math.ceil((day + DAY_MS - startMs) / step)) - 1,
    }))
    .filter(({ first, last }) => first <= last);
  let loaded = 0;
  const worker = async () => {
    const db = await connect(url);
    try {
      for (let range = queue.shift(); range; range = queue.shift()) {
        const result = await db.query(LOAD_DAY, [
          startMs,
          step,
          range.first,
          range.last,
          clients,
          companies,
          OPERATIONS,
          OWN_SHARE,
          ownClients,
          clients.length - ownClients,
        ]);
        loaded += result.rowCount;
      }
    } finally {
      await db.end();
    }
  };
  await Promise.all(Array.from({ length: LOAD_CONNECTIONS }, worker));
  return { loaded, tables: days.length };
}

/** Marks every hour of [startMs, endMs) as the ingestion marks the hours of the calls it stores. */
function markHours(db, startMs, endMs) {
  return db.query(
    `INSERT INTO usage_dirty_hours (hour)
     SELECT generate_series($1::timestamptz, $2::timestamptz, interval '1 hour')
     ON CONFLICT (hour) DO NOTHING`,
    [
      new Date(Math.floor(startMs / HOUR_MS) * HOUR_MS),
      new Date(Math.floor((endMs - 1) / HOUR_MS) * HOUR_MS),
    ],
  );
}

/** Lets the server's roll-up job compute the marked hours, and waits for it to finish. */
async function rollUp(db, startMs, endMs, loaded) {
  await markHours(db, startMs, endMs);
  const deadline = Date.now() + ROLLUP_TIMEOUT_MS;
  // The job removes an hour's mark when it takes the hour, before computing it: done is when no
  // mark is left and every loaded call is counted in some hour.
  for (;;) {
    const { rows } = await db.query(
      `SELECT (SELECT count(*) FROM usage_dirty_hours)::int AS waiting,
        (SELECT coalesce(sum(calls), 0) FROM usage_hours)::bigint AS counted`,
    );
    if (rows[0].waiting === 0 && Number(rows[0].counted) === loaded) return;
    if (Date.now() > deadline)
      throw new Error(`roll-ups not done after ${ROLLUP_TIMEOUT_MS / 1000} s: ${JSON.stringify(rows[0])}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

// rollups-repo.ts companyHours, as Kysely sends it.
const COMPANY_HOURS = `select "hour", "client_id", "operation", "status_class", "calls", "bytes", "latency_buckets"
  from "usage_hours" where "company_id" = $1 and "hour" >= $2 and "hour" < $3`;

/** What usage-figures.ts does with the rows for a range beyond two days: points per day, merged. */
function merged(rows, fromMs, toMs) {
  const points = new Map();
  for (let t = dayOf(fromMs); t < toMs; t += DAY_MS)
    points.set(t, { calls: 0, errors: 0, buckets: new Array(BUCKETS).fill(0) });
  const operations = new Map();
  let total = 0;
  for (const row of rows) {
    const point = points.get(dayOf(new Date(row.hour).getTime()));
    const failed = row.status_class >= 4 ? row.calls : 0;
    if (point) {
      point.calls += row.calls;
      point.errors += failed;
      for (const [i, count] of row.latency_buckets.entries()) point.buckets[i] += count;
    }
    operations.set(row.operation, (operations.get(row.operation) ?? 0) + row.calls);
    total += row.calls;
  }
  return { points: points.size, operations: operations.size, calls: total };
}

/** The route's 30 days: GMT days, up to the end of the current one (usage-window.ts). */
function monthWindow() {
  const to = dayOf(Date.now()) + DAY_MS;
  return { from: to - SPAN_MS, to };
}

function sqlFigures(db, companyId) {
  return async (clientId) => {
    const { from, to } = monthWindow();
    const { rows } = await db.query(
      `${COMPANY_HOURS}${clientId ? ' and "client_id" = $4' : ''} order by "hour"`,
      [companyId, new Date(from), new Date(to), ...(clientId ? [clientId] : [])],
    );
    return { rows: rows.length, calls: merged(rows, from, to).calls };
  };
}

function routeFigures(base, account) {
  return async (clientId) => {
    const reply = await postAsAccount(base, account, '/v1/ddp/view-usage', {
      range: 'month',
      ...(clientId ? { clientId } : {}),
    });
    const body = await reply.json();
    if (reply.status !== 200) throw new Error(`view-usage: ${reply.status} ${JSON.stringify(body)}`);
    return { rows: null, calls: body.data.totals.calls };
  };
}

/** Whether this build of the server has the route: an unknown route is 404 before any check. */
async function hasRoute(base, account) {
  const reply = await postAsAccount(base, account, '/v1/ddp/view-usage', { range: 'month' });
  await reply.arrayBuffer();
  return reply.status !== 404;
}

/** A call that hangs ends the run instead of holding it: the caller's finally stops the server. */
function within(promise) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${CALL_TIMEOUT_MS / 1000} s`)), CALL_TIMEOUT_MS);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

async function timed(label, how, figures, clientId, times = { warmUps: WARM_UPS, runs }) {
  for (let i = 0; i < times.warmUps; i++) await within(figures(clientId));
  const ms = [];
  let last;
  for (let i = 0; i < times.runs; i++) {
    const started = performance.now();
    last = await within(figures(clientId));
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  const at = (q) => ms[Math.min(ms.length - 1, Math.ceil(q * ms.length) - 1)];
  const round = (value) => Math.round(value * 10) / 10;
  return {
    query: label,
    via: how,
    'roll-up rows': last.rows ?? '-',
    calls: last.calls ?? '-',
    'median ms': round(at(0.5)),
    'p95 ms': round(at(0.95)),
    'max ms': round(ms.at(-1)),
  };
}

async function run(url) {
  // Kept across the restart below: the server's keys and files stay those the session was made with.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ddp-bench-'));
  const start = (rollUpSeconds) =>
    startPortal({ port: PORT, databaseUrl: url, dataDir, env: { USAGE_ROLLUP_SECONDS: rollUpSeconds } });
  // To time a backlog, the first server leaves the marked hours alone (0: its job never runs).
  let portal = await start(backlog ? '0' : '1');
  const db = await connect(url);
  try {
    const account = await signedInAccount(portal.base);
    const own = [];
    for (let i = 0; i < 3; i++) own.push((await createClient(portal.base, account)).client_id);
    const { rows } = await db.query('SELECT company_id FROM consumers WHERE email = $1', [account.email]);
    const companyId = rows[0].company_id;
    const others = Array.from({ length: OTHER_COMPANIES }, () => randomUUID());
    // Two clients per other company: a client belongs to one company only, as in credentials.
    const clients = [...own, ...others.flatMap((_, i) => [`other-${i}-a`, `other-${i}-b`])];
    const companies = [...own.map(() => companyId), ...others.flatMap((id) => [id, id])];

    // The 30 days end where the current hour begins: the roll-up job computes an hour once it has
    // ended (modules/usage/usage-rollups.ts), and every loaded call is to be rolled up.
    const startMs = Math.floor(Date.now() / HOUR_MS) * HOUR_MS - SPAN_MS;
    let started = performance.now();
    const { loaded, tables } = await load(url, { startMs, clients, companies, ownClients: own.length });
    const loadMs = performance.now() - started;
    console.log(
      `loaded ${loaded.toLocaleString('en')} calls into ${tables} day tables in ${seconds(loadMs)} s`,
    );
    // As autovacuum would soon after a bulk load; the roll-ups' reads plan on these statistics.
    started = performance.now();
    await db.query('ANALYZE usage_calls');
    const analyzeMs = performance.now() - started;

    const timings = [];
    if (backlog) {
      await markHours(db, startMs, startMs + SPAN_MS);
      const session = { ...account, ...(await signIn(portal.base, account.encrypt, account)) };
      timings.push(
        await timed('30 days, every hour waiting', 'route', routeFigures(portal.base, session), undefined, {
          warmUps: 0,
          runs: BACKLOG_RUNS,
        }),
      );
      // The server's clock is moved forward at each sign-in, and a code step is good once: the next
      // server starts where this one's clock stands, or the next sign-in's code counts as used.
      const clock = `${portal.base}/v1/dev/clock`;
      const { now } = await (await fetch(clock)).json();
      await portal.stop();
      portal = undefined;
      portal = await start('1');
      await fetch(clock, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ advanceMs: Math.max(0, Date.parse(now) - Date.now()) }),
      });
    }

    started = performance.now();
    await rollUp(db, startMs, startMs + SPAN_MS, loaded);
    const rollUpMs = performance.now() - started;
    console.log(`rolled up in ${seconds(rollUpMs)} s`);
    await db.query('ANALYZE usage_hours');

    const sizes = (
      await db.query(`SELECT
        (SELECT sum(pg_total_relation_size(inhrelid)) FROM pg_inherits
          WHERE inhparent = 'usage_calls'::regclass) AS calls_bytes,
        pg_total_relation_size('usage_hours') AS hours_bytes,
        (SELECT count(*) FROM usage_hours) AS hour_rows`)
    ).rows[0];

    // The sign-in may have idled through the load: a fresh one for the timed calls.
    const session = { ...account, ...(await signIn(portal.base, account.encrypt, account)) };
    const route = via !== 'sql' && (await hasRoute(portal.base, session));
    if (via === 'route' && !route) throw new Error('this build of the server has no POST /v1/ddp/view-usage');
    for (const [label, clientId] of [
      ['30 days, all clients', undefined],
      ['30 days, one client', own[0]],
    ]) {
      if (route) timings.push(await timed(label, 'route', routeFigures(portal.base, session), clientId));
      timings.push(await timed(label, 'SQL, roll-ups only', sqlFigures(db, companyId), clientId));
    }

    console.log(
      `\nusage at scale, PostgreSQL: ${loaded.toLocaleString('en')} calls over 30 days, ` +
        `${Math.round(OWN_SHARE * 100)} % of them the measured company's ${own.length} clients, ` +
        `the rest ${OTHER_COMPANIES} other companies'; load average ${loadavg()
          .map((value) => value.toFixed(1))
          .join(' / ')}`,
    );
    console.table([
      {
        'load s': seconds(loadMs),
        'calls/s': Math.round(loaded / (loadMs / 1000)),
        'analyze s': seconds(analyzeMs),
        'roll-up s': seconds(rollUpMs),
        'usage_calls MiB': mib(sizes.calls_bytes),
        'usage_hours MiB': mib(sizes.hours_bytes),
        'usage_hours rows': Number(sizes.hour_rows),
      },
    ]);
    console.log(
      `30-day figures, ${runs} runs after ${WARM_UPS} warm-ups${backlog ? ` (every hour waiting: ${BACKLOG_RUNS} runs)` : ''}` +
        `${route ? '' : via === 'sql' ? ' (the route not timed)' : ' (no route in this build)'}`,
    );
    console.table(timings);

    if (process.env.BENCH_USAGE_EXPLAIN) {
      const { from, to } = monthWindow();
      const plan = await db.query(`EXPLAIN (ANALYZE, BUFFERS) ${COMPANY_HOURS} order by "hour"`, [
        companyId,
        new Date(from),
        new Date(to),
      ]);
      console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
      // One hour's recomputation as rollups-repo.ts runs it, less the write: the job's own work.
      const hour = Math.floor(startMs / HOUR_MS) * HOUR_MS + 24 * HOUR_MS;
      const rollUpPlan = await db.query(
        `EXPLAIN (ANALYZE, BUFFERS) SELECT company_id, client_id, operation, (status / 100)::smallint,
          count(*)::int, coalesce(sum(bytes), 0), ARRAY[${BUCKET_FILTERS}]
        FROM usage_calls WHERE at >= $1 AND at < $2 GROUP BY company_id, client_id, operation, status / 100`,
        [new Date(hour), new Date(hour + HOUR_MS)],
      );
      console.log(rollUpPlan.rows.map((row) => row['QUERY PLAN']).join('\n'));
    }

    const slow = timings.filter((row) => row['median ms'] > TARGET_MS);
    if (slow.length > 0) {
      console.error(
        `over ${TARGET_MS} ms (median): ${slow.map((row) => `${row.query} (${row.via})`).join(', ')}`,
      );
      process.exitCode = 1;
    }
  } finally {
    await db.end();
    await portal?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await withPostgres(run);
