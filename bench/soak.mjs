// `npm run soak [-- minutes]`: a steady mixed load on the built server for a set time (30 minutes
// by default), on the embedded database or, with SOAK_DATABASE=postgres, on PostgreSQL (issue 23,
// part 5). Sign-ins, grants, reads, uploads, sample API calls and usage charts, paced at SOAK_RATE
// requests a second from SOAK_WORKERS loops, loopback only. Each minute it prints the calls, errors,
// p50 and p99 and the server's resident memory; at the end it judges the run against the targets:
// no errors, memory after the warm-up growing by less than 10 %, and p99 of every later window
// within 20 % of the first. Exit status 1 when a target is missed.
import { randomBytes } from 'node:crypto';
import {
  createClient,
  postAsAccount,
  signedInAccount,
  signIn,
  startPortal,
  statusKiB,
  uploadReport,
} from './portal-process.mjs';
import { withPostgres } from './postgres.mjs';

const minutes = Number(process.argv[2] ?? process.env.SOAK_MINUTES ?? 30);
const rate = Number(process.env.SOAK_RATE ?? 40);
const workers = Number(process.env.SOAK_WORKERS ?? 8);
// The windows p99 is compared over, and the warm-up after which memory is the baseline: a sixth
// of the run each (five minutes of thirty).
const windowMs = (minutes * 60_000) / 6;

/** What a developer's tools and screens do, with how often each comes up. */
const ACTIONS = [
  ['grant', 30],
  ['sample API call', 20],
  ['read credentials', 25],
  ['usage chart', 10],
  ['sign-in', 5],
  ['upload', 5],
  ['create and delete a credential', 5],
];

async function soak(label, databaseUrl) {
  const portal = await startPortal({
    port: 8395,
    databaseUrl,
    env: { BUG_REPORT_RATE_PER_HOUR: '1000000', BUG_REPORT_QUOTA_MB: '100000' },
  });
  try {
    const people = [];
    for (let n = 0; n < workers; n++) {
      const person = await signedInAccount(portal.base, n);
      person.client = await createClient(portal.base, person);
      people.push(person);
    }
    // The server's clock was moved a step per sign-in above; codes are made at its time.
    const { now } = await (await fetch(`${portal.base}/v1/dev/clock`)).json();
    const offsetMs = Date.parse(now) - Date.now();
    const minutesSeen = [];
    const started = Date.now();
    const ends = started + minutes * 60_000;
    const bucketOf = (at) => {
      const index = Math.floor((at - started) / 60_000);
      minutesSeen[index] ??= { latencies: [], errors: 0, failures: new Map() };
      return minutesSeen[index];
    };
    const memory = [];
    const samples = [];
    const sampler = setInterval(
      () => memory.push({ at: Date.now() - started, kib: statusKiB(portal.pid) }),
      10_000,
    );
    const pause = (workers / rate) * 1000;

    await Promise.all(
      people.map(async (person, n) => {
        // The sign-ins of the set-up used the step the server's clock stands in now.
        const lastStep = { value: Math.floor((Date.now() + offsetMs) / 30_000) };
        for (let next = Date.now() + (n * pause) / workers; Date.now() < ends; next += pause) {
          const wait = next - Date.now();
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
          const action = pick();
          const t0 = performance.now();
          let outcome;
          try {
            outcome = await act(action, portal.base, person, offsetMs, lastStep);
          } catch (error) {
            outcome = `${action}: ${error.message}`;
          }
          const bucket = bucketOf(Date.now());
          const ms = performance.now() - t0;
          bucket.latencies.push(ms);
          samples.push({ at: Date.now() - started, ms });
          if (outcome !== true) {
            bucket.errors += 1;
            bucket.failures.set(outcome, (bucket.failures.get(outcome) ?? 0) + 1);
          }
        }
      }),
    );
    clearInterval(sampler);
    return judge(label, minutesSeen, memory, samples);
  } finally {
    await portal.stop();
  }
}

function pick() {
  const total = ACTIONS.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = Math.random() * total;
  for (const [name, weight] of ACTIONS) {
    roll -= weight;
    if (roll < 0) return name;
  }
  return ACTIONS[0][0];
}

/** One action; true when every reply was the one a client expects, else what went wrong. */
async function act(action, base, person, offsetMs, lastStep) {
  const expect = async (response, status, what) =>
    response.status === status ? true : `${what}: ${response.status} ${(await response.text()).slice(0, 80)}`;
  switch (action) {
    case 'grant': {
      const response = await fetch(`${base}/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'client_credentials', ...person.client }),
      });
      if (response.status === 200) person.accessToken = (await response.json()).access_token;
      return expect(response, 200, action);
    }
    case 'sample API call': {
      if (!person.accessToken) return act('grant', base, person, offsetMs, lastStep);
      const response = await fetch(`${base}/v1/sample/stations`, {
        headers: { authorization: `Bearer ${person.accessToken}` },
      });
      // A token lives five minutes: an expired one is renewed, as a client would.
      if (response.status === 401) return act('grant', base, person, offsetMs, lastStep);
      return expect(response, 200, action);
    }
    case 'read credentials':
      return expect(
        await postAsAccount(base, person, '/v1/ddp/view-oauth-credentials', {
          consumerId: person.consumerId,
        }),
        200,
        action,
      );
    case 'usage chart':
      return expect(await postAsAccount(base, person, '/v1/ddp/view-usage', { range: 'day' }), 200, action);
    case 'sign-in': {
      // A code serves one sign-in: a person signs in at most once per 30-second step.
      // Not near a step's edge either: the code is made at the server's time read a moment later.
      const serverNow = Date.now() + offsetMs;
      const step = Math.floor(serverNow / 30_000);
      if (step === lastStep.value || serverNow % 30_000 > 27_000)
        return act('read credentials', base, person, offsetMs, lastStep);
      lastStep.value = step;
      const session = await signInAt(base, person);
      person.token = session.token;
      return true;
    }
    case 'upload': {
      const file = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(100_000)]);
      const reply = await uploadReport(base, person, [file], {
        title: 'Soak report',
        description: 'A report with one attachment.',
      });
      return expect(reply, 201, action);
    }
    default: {
      const made = await postAsAccount(base, person, '/v1/ddp/create-oauth-credentials', {
        applicationName: `Soak ${randomBytes(3).toString('hex')}`,
        consumerId: person.consumerId,
      });
      if (made.status !== 201) return expect(made, 201, 'create a credential');
      const { client_id } = (await made.json()).data;
      const listed = await postAsAccount(base, person, '/v1/ddp/view-oauth-credentials', {
        consumerId: person.consumerId,
      });
      if (listed.status !== 200) return expect(listed, 200, 'read credentials');
      const item = (await listed.json()).message.find((each) => each.client_id === client_id);
      if (!item) return 'create a credential: not listed';
      return expect(
        await postAsAccount(base, person, '/v1/ddp/delete-oauth-credentials', {
          credentialId: item.id,
          consumerId: person.consumerId,
        }),
        200,
        'delete a credential',
      );
    }
  }
}

/** The server's clock stays where it is: sessions of the others must not age by the sign-ins. */
function signInAt(base, person) {
  return signIn(base, person.encrypt, person, { moveClock: false });
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : Number.NaN;

function judge(label, minutesSeen, memory, samples) {
  const rows = minutesSeen.map((bucket, minute) => {
    const sorted = [...(bucket?.latencies ?? [])].sort((a, b) => a - b);
    const rss = memory.filter((m) => m.at <= (minute + 1) * 60_000).at(-1)?.kib;
    return {
      minute: minute + 1,
      calls: sorted.length,
      errors: bucket?.errors ?? 0,
      'p50 ms': Math.round(percentile(sorted, 50)),
      'p99 ms': Math.round(percentile(sorted, 99)),
      'RSS MiB': rss ? Math.round(rss / 1024) : '-',
    };
  });
  console.log(`\n${label}: ${minutes} min at ${rate} requests/s from ${workers} loops`);
  console.table(rows);
  const failures = new Map();
  for (const bucket of minutesSeen)
    for (const [what, count] of bucket?.failures ?? []) failures.set(what, (failures.get(what) ?? 0) + count);
  if (failures.size > 0) console.log('errors:', Object.fromEntries(failures));

  const windows = Array.from({ length: 6 }, () => []);
  for (const { at, ms } of samples) windows[Math.min(5, Math.floor(at / windowMs))].push(ms);
  const p99s = windows.map((latencies) =>
    percentile(
      [...latencies].sort((a, b) => a - b),
      99,
    ),
  );
  const baseline = memory.find((m) => m.at >= windowMs)?.kib ?? memory[0]?.kib;
  const last = memory.at(-1)?.kib;
  const errors = rows.reduce((sum, row) => sum + row.errors, 0);
  const growth = baseline && last ? (last - baseline) / baseline : Number.NaN;
  const worst = Math.max(...p99s.slice(1));
  const verdicts = [
    [`errors: ${errors} of ${rows.reduce((sum, row) => sum + row.calls, 0)} calls`, errors === 0],
    [
      `memory after the warm-up: ${Math.round(baseline / 1024)} -> ${Math.round(last / 1024)} MiB (${(growth * 100).toFixed(1)} %, target < 10 %)`,
      growth < 0.1,
    ],
    [
      `p99 per window: ${p99s.map((p) => Math.round(p)).join(', ')} ms; worst after the first ${((worst / p99s[0] - 1) * 100).toFixed(0)} % above it (target <= 20 %)`,
      worst <= p99s[0] * 1.2,
    ],
  ];
  for (const [text, met] of verdicts) console.log(`${met ? 'met    ' : 'NOT MET'} ${text}`);
  return verdicts.every(([, met]) => met);
}

const passed =
  process.env.SOAK_DATABASE === 'postgres'
    ? await new Promise((resolve, reject) => {
        let result = false;
        withPostgres(async (url) => {
          result = await soak('PostgreSQL', url);
        }).then(() => resolve(result), reject);
      })
    : await soak('PGlite (embedded)');
process.exit(passed ? 0 : 1);
