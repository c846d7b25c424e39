// The portal's token endpoint beside the reference one (issue 20, part 6): client_credentials
// grants per second of the portal and of panva's oidc-provider (bench/oidc-provider-server.mjs),
// each in its own process on 127.0.0.1, both answering with an EdDSA-signed JWT access token to the
// same request body (the portal's client id and secret, sent as client_secret_post), with the
// same load, in alternating rounds so that both meet the same machine. Prints the ratios of grants
// per second and of grants per CPU second of each server's process.
// Usage: node bench/oidc-provider-ratio.mjs [seconds per round] [rounds]
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { cpuMs, createClient, signedInAccount, startPortal } from './portal-process.mjs';

const seconds = Number(process.argv[2] ?? 10);
const rounds = Number(process.argv[3] ?? 2);
const warmUpSeconds = Number(process.env.BENCH_WARMUP ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const REFERENCE_PORT = 8393;

/** The reference server in its own process, once it says it listens. */
async function startReference(clientId, clientSecret) {
  const child = spawn(
    process.execPath,
    ['bench/oidc-provider-server.mjs', String(REFERENCE_PORT), clientId, clientSecret],
    // Its notices (development adapter, Node version) go to stderr, which stays out of the table.
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('listening') && resolve());
    child.once('exit', (code) => reject(new Error(`oidc-provider exited (${code}) before listening`)));
  });
  return {
    base: `http://127.0.0.1:${REFERENCE_PORT}`,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

const load = (url, body, duration) =>
  autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
    connections,
    duration,
  });

/** A grant must succeed and carry a JWT access token, or the figures would measure refusals. */
async function checkGrant(url, body) {
  const reply = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  const json = await reply.json();
  const header = JSON.parse(Buffer.from(String(json.access_token).split('.')[0], 'base64url').toString());
  if (!reply.ok || header.alg !== 'EdDSA') throw new Error(`${url}: ${reply.status} ${JSON.stringify(json)}`);
}

const portal = await startPortal({ port: 8392 });
let reference;
try {
  const account = await signedInAccount(portal.base);
  const client = await createClient(portal.base, account);
  reference = await startReference(client.client_id, client.client_secret);
  const body = new URLSearchParams({ grant_type: 'client_credentials', ...client }).toString();
  const servers = [
    { name: 'portal', url: `${portal.base}/oauth2/token`, pid: portal.pid, runs: [], cpu: 0 },
    { name: 'oidc-provider', url: `${reference.base}/token`, pid: reference.pid, runs: [], cpu: 0 },
  ];
  for (const server of servers) {
    await checkGrant(server.url, body);
    // The first seconds run unoptimised code (JIT): load, not measurement.
    await load(server.url, body, warmUpSeconds);
  }
  // The load generator shares the machine's cores with the server it drives, so grants per second
  // can be bound by it; the server's own CPU time per grant is measured beside them.
  for (let round = 0; round < rounds; round++)
    for (const server of servers) {
      const before = cpuMs(server.pid);
      server.runs.push(await load(server.url, body, seconds));
      server.cpu += cpuMs(server.pid) - before;
    }

  const rows = servers.map(({ name, runs, cpu }) => ({
    server: name,
    'grants/s': Math.round(runs.reduce((sum, run) => sum + run.requests.average, 0) / runs.length),
    'CPU µs/grant': Math.round((1000 * cpu) / runs.reduce((sum, run) => sum + run['2xx'], 0)),
    'p50 ms': Math.max(...runs.map((run) => run.latency.p50)),
    'p99 ms': Math.max(...runs.map((run) => run.latency.p99)),
    '2xx': runs.reduce((sum, run) => sum + run['2xx'], 0),
    'non-2xx': runs.reduce((sum, run) => sum + run.non2xx, 0),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  }));
  console.log(
    `client_credentials, client_secret_post, EdDSA JWT access tokens; ${connections} connections, ` +
      `${rounds} alternating rounds of ${seconds} s each (p50/p99: the worst round)`,
  );
  console.table(rows);
  const [ours, theirs] = rows;
  console.log(
    `portal / oidc-provider: ${(ours['grants/s'] / theirs['grants/s']).toFixed(2)} times the grants per second, ` +
      `${(theirs['CPU µs/grant'] / ours['CPU µs/grant']).toFixed(2)} times the grants per CPU second`,
  );
} finally {
  await reference?.stop();
  await portal.stop();
}
