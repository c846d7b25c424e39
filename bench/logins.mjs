// Complete sign-ins per second (password step + TOTP step) against the real server, PGlite and
// PostgreSQL. Loopback only, bounded in time. Usage: node bench/logins.mjs [seconds] [parallel]
import { encryptorFor, signedInAccount, startPortal } from './portal-process.mjs';
import { withPostgres } from './postgres.mjs';

const seconds = Number(process.argv[2] ?? 10);
const parallel = Number(process.argv[3] ?? 8);

async function run(label, databaseUrl) {
  const portal = await startPortal({ port: 8392, databaseUrl });
  try {
    // One account per worker: a TOTP step serves one sign-in per account, so each worker moves on
    // to the next step of its own authenticator by asking for the code of a later window.
    const accounts = [];
    for (let i = 0; i < parallel; i++) accounts.push(await signedInAccount(portal.base, i));
    const encrypt = await encryptorFor(portal.base);
    const post = (route, payload, token) =>
      fetch(`${portal.base}${route}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ encryptData: payload }),
      }).then(async (r) => ({ status: r.status, body: await r.json() }));
    const latencies = [];
    let failures = 0;
    const deadline = Date.now() + seconds * 1000;
    await Promise.all(
      accounts.map(async (account) => {
        while (Date.now() < deadline) {
          const started = performance.now();
          const login = await post(
            '/v1/ddp/login',
            await encrypt({ email: account.email, password: account.password }),
          );
          // The server clock is real time plus an offset; ask it, then use a window no sign-in used yet.
          const { now } = await (await fetch(`${portal.base}/v1/dev/clock`)).json();
          account.step = Math.max((account.step ?? 0) + 1, Math.floor(Date.parse(now) / 30_000) - 1);
          if (account.step > Math.floor(Date.parse(now) / 30_000) + 1) {
            await fetch(`${portal.base}/v1/dev/clock`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ advanceMs: 30_000 }),
            });
          }
          const code = account.totp.generate({ timestamp: account.step * 30_000 });
          const done = await post(
            '/v1/ddp/totp-validate',
            await encrypt({ email: account.email, userToken: code }),
            login.body.data,
          );
          if (done.status === 200) latencies.push(performance.now() - started);
          else failures++;
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    const pick = (q) => Math.round(latencies[Math.floor(q * (latencies.length - 1))] ?? 0);
    return {
      label,
      'sign-ins/s': Math.round(latencies.length / seconds),
      'p50 ms': pick(0.5),
      'p99 ms': pick(0.99),
      ok: latencies.length,
      failed: failures,
    };
  } finally {
    await portal.stop();
  }
}

const rows = [await run('PGlite (embedded)')];
await withPostgres(async (url) => rows.push(await run('PostgreSQL', url)));
console.table(rows);
