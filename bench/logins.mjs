// Complete sign-ins per second (password step + TOTP step, both encrypted, as the browser does them)
// against the real server, PGlite and PostgreSQL. Loopback only, bounded in time.
// Usage: node bench/logins.mjs [seconds] [parallel]
import { postJson, sealerFor } from './load-client.mjs';
import { cpuMs, signedInAccount, startPortal } from './portal-process.mjs';
import { withPostgres } from './postgres.mjs';
import { referenceWorkMs } from './reference-work.mjs';
import { totpSteps } from './totp-steps.mjs';

const seconds = Number(process.argv[2] ?? 10);
const parallel = Number(process.argv[3] ?? 8);
const warmUpSeconds = Number(process.env.BENCH_WARMUP ?? 3);

async function run(label, databaseUrl) {
  const portal = await startPortal({ port: 8392, databaseUrl });
  try {
    // One account per worker, signing in over and over.
    const accounts = [];
    for (let i = 0; i < parallel; i++) accounts.push(await signedInAccount(portal.base, i));
    const seal = await sealerFor(portal.base);
    const steps = totpSteps(portal.base);
    await steps.start(accounts);
    const post = (route, payload, token) =>
      postJson(
        portal.base,
        route,
        { encryptData: payload },
        token ? { authorization: `Bearer ${token}` } : {},
      );

    const signInFor = async (durationSeconds) => {
      const latencies = [];
      const refusals = [];
      const deadline = Date.now() + durationSeconds * 1000;
      await Promise.all(
        accounts.map(async (account) => {
          while (Date.now() < deadline) {
            const started = performance.now();
            const login = await post(
              '/v1/ddp/login',
              seal({ email: account.email, password: account.password }),
            );
            const timestamp = await steps.take(account);
            const code = account.totp.generate({ timestamp });
            const done = await post(
              '/v1/ddp/totp-validate',
              seal({ email: account.email, userToken: code }),
              login.body.data,
            ).finally(() => steps.release());
            if (done.status === 200) latencies.push(performance.now() - started);
            else refusals.push(`${login.status} ${done.status} ${done.body.message ?? ''}`);
          }
        }),
      );
      return { latencies, refusals };
    };

    // The first seconds run unoptimised code (JIT); they are load, not measurement.
    await signInFor(warmUpSeconds);
    const cpuBefore = cpuMs(portal.pid);
    const benchCpuBefore = process.cpuUsage();
    const { latencies, refusals } = await signInFor(seconds);
    const serverCpu = cpuMs(portal.pid) - cpuBefore;
    const benchCpu = process.cpuUsage(benchCpuBefore);
    if (refusals.length > 0) console.error(`${label}: refused sign-ins:`, [...new Set(refusals)]);
    latencies.sort((a, b) => a - b);
    const pick = (q) => Math.round(latencies[Math.floor(q * (latencies.length - 1))] ?? 0);
    return {
      label,
      'sign-ins/s': Math.round(latencies.length / seconds),
      'p50 ms': pick(0.5),
      'p99 ms': pick(0.99),
      ok: latencies.length,
      refused: refusals.length,
      'server CPU ms/sign-in': Number((serverCpu / Math.max(1, latencies.length)).toFixed(1)),
      // The load generator shares the machine's cores with the server.
      'bench CPU ms/sign-in': Number(
        ((benchCpu.user + benchCpu.system) / 1000 / Math.max(1, latencies.length)).toFixed(1),
      ),
    };
  } finally {
    await portal.stop();
  }
}

const only = process.env.BENCH_DATABASES?.split(',');
const rows = [];
if (!only || only.includes('pglite')) rows.push(await run('PGlite (embedded)'));
if (!only || only.includes('postgresql'))
  await withPostgres(async (url) => rows.push(await run('PostgreSQL', url)));
console.table(rows);
console.log(`reference work after the runs: ${referenceWorkMs()} ms (bench/reference-work.mjs)`);
