// Starts the built server as its own process on 127.0.0.1 and drives it as a person would, so that
// benchmarks measure the real thing: bundle, database, HTTP.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CompactEncrypt, importJWK } from 'jose';
import * as OTPAuth from 'otpauth';

/** `dataDir`: a folder of an earlier start to start on again; it is kept when the server stops. */
export async function startPortal({ port, databaseUrl, env = {}, dataDir: given }) {
  // A server left over from an earlier run would answer /readyz below and be measured instead.
  const leftover = await fetch(`http://127.0.0.1:${port}/readyz`).then(
    () => true,
    () => false,
  );
  if (leftover) throw new Error(`port ${port} already answers: stop the server running there first`);
  const dataDir = given ?? mkdtempSync(path.join(tmpdir(), 'ddp-bench-'));
  // BENCH_NODE_ARGS passes flags to the server's node, e.g. "--cpu-prof --cpu-prof-dir=profiles".
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  // BENCH_SERVER runs another build of the server (say, the one before a change) for comparison.
  const main = process.env.BENCH_SERVER ?? 'apps/server/dist/main.js';
  const child = spawn(process.execPath, [...nodeArgs, main], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '1000000',
      DEV_CLOCK: 'true',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    pid: child.pid,
    dataDir,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      if (!given) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A memory field of /proc/<pid>/status in KiB: VmRSS now, or VmHWM, the peak since start or reset. */
export function statusKiB(pid, field = 'VmRSS') {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Number(line?.split(/\s+/)[1] ?? Number.NaN);
}

/** CPU time (user + system) the process has used so far, in milliseconds, from /proc. */
export function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of stat(5), in clock ticks (100 per second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export async function encryptorFor(base) {
  const { key } = await (await fetch(`${base}/v1/ddp/encryption-key`)).json();
  const publicKey = await importJWK(key, 'RSA-OAEP-256');
  return (payload) =>
    new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
      .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: key.kid })
      .encrypt(publicKey);
}

const json = async (response) => ({ status: response.status, body: await response.json() });

/** Registers a fresh account and signs it in; returns the session and what it needs to sign in again. */
export async function signedInAccount(base, n = 0) {
  const encrypt = await encryptorFor(base);
  const email = `bench.${Date.now()}.${n}@example.com`;
  const password = 'Correct-Horse-Battery-9';
  const data = {
    firstname: 'Bench',
    lastname: 'Mark',
    email,
    password,
    countryCode: '+49',
    phonenumber: '1701234567',
    mobile: '+49 1701234567 DE',
    companyname: `Bench ${n}`,
    street: 'Street 1',
    postal: '10117',
    city: 'Berlin',
    country: 'Germany',
    projectname: 'Bench',
    projectdescription: 'Load',
    purpose: 'Benchmark',
  };
  const registered = await fetch(`${base}/v1/ddp/register-user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Data: data }),
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status}`);
  const mailbox = await (await fetch(`${base}/v1/dev/mailbox?to=${encodeURIComponent(email)}`)).json();
  // The key the login details mail gives for typing by hand, in groups of four.
  const key = /^((?:[A-Z2-7]{4} )+[A-Z2-7]{1,4})$/m.exec(mailbox.messages[0].text)[1];
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key.replaceAll(' ', '')) });
  const session = await signIn(base, encrypt, { email, password, totp });
  return { email, password, totp, encrypt, ...session };
}

/** Password, then a code for the server's clock, typed into the screens as a person would. */
export async function signInThroughTheScreens(page, base, account) {
  await page.goto(`${base}/dev-portal/`);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dev-portal\/2fa$/);
  // The account's code step was used by the API sign-in: move the server's clock to a fresh one.
  await fetch(`${base}/v1/dev/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs: 30_000 }),
  });
  const { now } = await (await fetch(`${base}/v1/dev/clock`)).json();
  const code = account.totp.generate({ timestamp: Date.parse(now) });
  await page.getByRole('textbox', { name: 'One-time code', exact: true }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(/\/dev-portal\/home\/view-credentials$/);
}

/** `moveClock: false` for a caller that keeps to one sign-in per step itself (the soak). */
export async function signIn(base, encrypt, { email, password, totp }, { moveClock = true } = {}) {
  const post = (route, payload, token) =>
    fetch(`${base}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ encryptData: payload }),
    }).then(json);
  const login = await post('/v1/ddp/login', await encrypt({ email, password }));
  // Each code step serves one sign-in: move the server clock to a fresh step first.
  if (moveClock)
    await fetch(`${base}/v1/dev/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: 30_000 }),
    });
  const { now } = await (await fetch(`${base}/v1/dev/clock`)).json();
  const code = totp.generate({ timestamp: Date.parse(now) });
  const done = await post(
    '/v1/ddp/totp-validate',
    await encrypt({ email, userToken: code }),
    login.body.data,
  );
  if (done.status !== 200) throw new Error(`totp: ${JSON.stringify(done.body)}`);
  return done.body;
}

/** An encrypted call of the signed-in account, as the portal's screens make it. */
export function postAsAccount(base, account, path, payload) {
  return account.encrypt(payload).then((encryptData) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${account.token}`,
        'x-mfa-value': 'authenticated',
      },
      body: JSON.stringify({ encryptData }),
    }),
  );
}

export async function createClient(base, account) {
  const response = await postAsAccount(base, account, '/v1/ddp/create-oauth-credentials', {
    applicationName: 'Bench',
    consumerId: account.consumerId,
  });
  const reply = await response.json();
  return reply.data;
}

/** A new account's client and an access token of it, for the sample API's calls. */
export async function sampleApiToken(base) {
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

/** Files a bug report with the given files (Buffers, sent as PDFs) as the account; the fetch reply. */
export function uploadReport(base, account, files, { title, description }) {
  const form = new FormData();
  const fields = {
    title,
    description,
    priority: 'low',
    consumer_id: account.consumerId,
    consumer_email: account.email,
    status: 'Pending',
    fileCount: String(files.length),
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [n, bytes] of files.entries())
    form.append('files', new Blob([bytes]), `attachment-${n + 1}.pdf`);
  return fetch(`${base}/v1/ddp/upload-report-file`, {
    method: 'POST',
    headers: { authorization: `Bearer ${account.token}`, 'x-mfa-value': 'authenticated' },
    body: form,
  });
}
