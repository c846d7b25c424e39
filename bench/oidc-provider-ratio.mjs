// The portal's token endpoint beside the reference one (issue 20, part 6): client_credentials
// grants per second of the portal and of panva's oidc-provider (bench/oidc-provider-server.mjs),
// each in its own process on 127.0.0.1, both answering with an EdDSA-signed JWT access token to the
// same request body (the portal's client id and secret, sent as client_secret_post), with the
// same load, in alternating rounds so that both meet the same machine; then the same with
// private_key_jwt, each request carrying a fresh EdDSA-signed client assertion. Prints, per method,
// the ratios of grants per second and of grants per CPU second of each server's process.
// The portal runs on each of its databases in turn: on PostgreSQL its CPU per grant includes the
// database's processes that serve its connections (the reference server keeps everything in its
// own process's memory).
// Usage: node bench/oidc-provider-ratio.mjs [seconds per round] [rounds]
// BENCH_DATABASES=pglite or postgres measures one of them.
import { spawn } from 'node:child_process';
import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import autocannon from 'autocannon';
import { cpuMs, createClient, postAsAccount, signedInAccount, startPortal } from './portal-process.mjs';
import { backendsCpuMs, withPostgres } from './postgres.mjs';

const seconds = Number(process.argv[2] ?? 10);
const rounds = Number(process.argv[3] ?? 2);
const warmUpSeconds = Number(process.env.BENCH_WARMUP ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
// Both by default; BENCH_MODES=secret or key runs one.
const modes = (process.env.BENCH_MODES ?? 'secret,key').split(',');
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const REFERENCE_PORT = 8393;

/** The reference server in its own process, once it says it listens. */
async function startReference(clientId, clientSecret, publicJwk) {
  const child = spawn(
    process.execPath,
    [
      'bench/oidc-provider-server.mjs',
      String(REFERENCE_PORT),
      clientId,
      clientSecret,
      JSON.stringify(publicJwk),
    ],
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

/** `body` a string, or a function that makes each request's body (a fresh assertion each time). */
const load = (url, body, duration) =>
  autocannon({
    url,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        ...(typeof body === 'function'
          ? { setupRequest: (request) => ({ ...request, body: body() }) }
          : { body }),
      },
    ],
  });

/** A grant must succeed and carry a JWT access token, or the figures would measure refusals. */
async function checkGrant(url, body) {
  const reply = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: typeof body === 'function' ? body() : body,
  });
  const json = await reply.json();
  const header = JSON.parse(Buffer.from(String(json.access_token).split('.')[0], 'base64url').toString());
  if (!reply.ok || header.alg !== 'EdDSA') throw new Error(`${url}: ${reply.status} ${JSON.stringify(json)}`);
}

const b64 = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A client assertion (RFC 7523) for each request, signed by node:crypto with the client's Ed25519
 * key: `exp` a minute after the server's own time (the portal's clock may be moved), a new `jti`.
 */
function assertionBodies(clientId, audience, privateKey, clockOffsetMs) {
  const header = b64({ alg: 'EdDSA', kid: 'bench' });
  return () => {
    const now = Math.floor((Date.now() + clockOffsetMs) / 1000);
    const claims = b64({
      iss: clientId,
      sub: clientId,
      aud: audience,
      jti: randomUUID(),
      iat: now,
      exp: now + 60,
    });
    const signature = sign(null, Buffer.from(`${header}.${claims}`), privateKey).toString('base64url');
    return new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      client_assertion: `${header}.${claims}.${signature}`,
    }).toString();
  };
}

/**
 * CPU milliseconds by process id, now: the server's process, and for the portal on PostgreSQL the
 * database's processes serving its connections.
 */
const cpuOf = (pid, databaseName) => () =>
  new Map([[pid, cpuMs(pid)], ...(databaseName ? backendsCpuMs(databaseName) : [])]);

/** What the processes of two readings spent in between; one that started in between, all of its time. */
function cpuSpent(before, after) {
  let spent = 0;
  for (const [pid, ms] of after) spent += ms - (before.get(pid) ?? 0);
  return spent;
}

/** The servers in alternating rounds after a warm-up each; one table row per server. */
async function measure(servers) {
  for (const server of servers) {
    server.runs = [];
    server.cpu = 0;
    await checkGrant(server.url, server.body);
    // The first seconds run unoptimised code (JIT): load, not measurement.
    await load(server.url, server.body, warmUpSeconds);
  }
  // The load generator shares the machine's cores with the server it drives, so grants per second
  // can be bound by it; the server's own CPU time per grant is measured beside them.
  for (let round = 0; round < rounds; round++)
    for (const server of servers) {
      const before = server.cpuNow();
      server.runs.push(await load(server.url, server.body, seconds));
      server.cpu += cpuSpent(before, server.cpuNow());
    }
  return servers.map(({ name, runs, cpu }) => ({
    server: name,
    'grants/s': Math.round(runs.reduce((sum, run) => sum + run.requests.average, 0) / runs.length),
    'CPU µs/grant': Math.round((1000 * cpu) / runs.reduce((sum, run) => sum + run['2xx'], 0)),
    'p50 ms': Math.max(...runs.map((run) => run.latency.p50)),
    'p99 ms': Math.max(...runs.map((run) => run.latency.p99)),
    '2xx': runs.reduce((sum, run) => sum + run['2xx'], 0),
    'non-2xx': runs.reduce((sum, run) => sum + run.non2xx, 0),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  }));
}

function report(title, rows) {
  console.log(
    `${title}, EdDSA JWT access tokens; ${connections} connections, ` +
      `${rounds} alternating rounds of ${seconds} s each (p50/p99: the worst round)`,
  );
  console.table(rows);
  const [ours, theirs] = rows;
  console.log(
    `portal / oidc-provider: ${(ours['grants/s'] / theirs['grants/s']).toFixed(2)} times the grants per second, ` +
      `${(theirs['CPU µs/grant'] / ours['CPU µs/grant']).toFixed(2)} times the grants per CPU second\n`,
  );
}

/** Registers the public key on the portal's client (set-client-keys, as the Credentials screen does). */
async function registerKey(base, account, clientId, publicJwk) {
  const response = await postAsAccount(base, account, '/v1/ddp/set-client-keys', {
    client_id: clientId,
    consumer_id: account.consumerId,
    jwks: JSON.stringify({ keys: [publicJwk] }),
  });
  if (!response.ok) throw new Error(`set-client-keys: ${response.status} ${await response.text()}`);
}

/** Both servers, both methods, with the portal on one database (`databaseUrl` undefined: PGlite). */
async function compare(database, databaseUrl) {
  const databaseName = databaseUrl && new URL(databaseUrl).pathname.slice(1);
  const portal = await startPortal({ port: 8392, databaseUrl });
  let reference;
  try {
    const account = await signedInAccount(portal.base);
    const client = await createClient(portal.base, account);
    const { publicKey, privateKey } = generateKeyPairSync('ed25519');
    const publicJwk = { ...publicKey.export({ format: 'jwk' }), kid: 'bench', alg: 'EdDSA', use: 'sig' };
    await registerKey(portal.base, account, client.client_id, publicJwk);
    reference = await startReference(client.client_id, client.client_secret, publicJwk);
    const secretBody = new URLSearchParams({ grant_type: 'client_credentials', ...client }).toString();
    const portalToken = `${portal.base}/oauth2/token`;
    const referenceToken = `${reference.base}/token`;
    const { now } = await (await fetch(`${portal.base}/v1/dev/clock`)).json();
    const portalOffset = Date.parse(now) - Date.now();
    const servers = (portalBody, referenceBody) => [
      { name: 'portal', url: portalToken, cpuNow: cpuOf(portal.pid, databaseName), body: portalBody },
      { name: 'oidc-provider', url: referenceToken, cpuNow: cpuOf(reference.pid), body: referenceBody },
    ];

    if (modes.includes('secret'))
      report(
        `client_credentials, client_secret_post, the portal on ${database}`,
        await measure(servers(secretBody, secretBody)),
      );
    if (modes.includes('key'))
      report(
        `client_credentials, private_key_jwt (EdDSA assertions, a new jti each), the portal on ${database}`,
        await measure(
          servers(
            assertionBodies(client.client_id, portalToken, privateKey, portalOffset),
            assertionBodies(`${client.client_id}-key`, referenceToken, privateKey, 0),
          ),
        ),
      );
  } finally {
    await reference?.stop();
    await portal.stop();
  }
}

if (databases.includes('pglite')) await compare('PGlite');
if (databases.includes('postgres')) await withPostgres((url) => compare('PostgreSQL', url));
