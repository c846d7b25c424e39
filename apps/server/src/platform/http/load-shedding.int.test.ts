import http from 'node:http';
import { messages, paths } from '@ddp/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Holds this thread (the server's too) for `ms`: nothing else runs meanwhile. */
function blockTheLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy
  }
}

/**
 * A saturated CPU for `ms`: the thread is held 100 ms at a time, with a turn of the loop between,
 * so that requests are still read and answered, each after a long wait.
 */
async function saturate(ms: number): Promise<void> {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    blockTheLoop(100);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const config = (server: TestServer) => server.client.raw(paths.portalConfig, { method: 'GET' });

// Issue 23, part 6: under overload the server answers 503 with Retry-After at once instead of
// queueing every request until all of them time out.
describe(`shedding load (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: {
        OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '40',
        OVERLOAD_MAX_POOL_WAITING: '3',
        OVERLOAD_RETRY_AFTER_SECONDS: '3',
      },
    });
    await sleep(600);
  });
  afterAll(() => server.close());

  it('answers as usual when the loop keeps time', async () => {
    expect((await config(server)).status).toBe(200);
  });

  it('refuses new requests with 503 and Retry-After while the loop runs late, then serves again', async () => {
    const saturated = saturate(1_500);
    await sleep(700);
    const refused = await config(server);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('3');
    expect(refused.body).toEqual({ output: 'error', message: messages.overloaded });
    // Liveness and readiness answer whatever the load.
    expect((await server.client.raw('/healthz', { method: 'GET' })).status).toBe(200);
    expect((await server.client.raw('/readyz', { method: 'GET' })).status).toBe(200);
    await saturated;

    await expect.poll(async () => (await config(server)).status, { timeout: 5_000 }).toBe(200);
  });

  it.runIf(testDatabaseKind === 'postgresql')(
    'refuses new requests while calls queue for a database connection, then serves again',
    async () => {
      // The pool's ten connections busy for a second, and more statements waiting behind them.
      const busy = Promise.all(Array.from({ length: 16 }, () => sql`SELECT pg_sleep(1)`.execute(server.db)));
      await expect
        .poll(async () => (await config(server)).status, { timeout: 2_000, interval: 50 })
        .toBe(503);
      await busy;
      await expect.poll(async () => (await config(server)).status, { timeout: 5_000 }).toBe(200);
    },
  );
});

/** A request whose headers arrived and whose body never ends: read until the client gives up. */
function slowUpload(baseUrl: string): { abandon(): void; settled: Promise<void> } {
  const request = http.request(`${baseUrl}${paths.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': '1000' },
  });
  request.write('{"usern');
  return settled(request);
}

/** A sign-in sent whole, which the server serves (and waits in) until it answers or the client goes. */
function signInRequest(baseUrl: string): { abandon(): void; settled: Promise<void> } {
  const request = http.request(`${baseUrl}${paths.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
  });
  request.end(JSON.stringify({ username: 'held@example.com', password: 'Held-password-1' }));
  return settled(request);
}

function settled(request: http.ClientRequest): { abandon(): void; settled: Promise<void> } {
  const done = new Promise<void>((resolve) => {
    request.on('error', () => resolve());
    request.on('response', (reply) => reply.resume().on('end', () => resolve()));
  });
  return { abandon: () => request.destroy(), settled: done };
}

/**
 * Every statement on the sign-in calls' per-address counters waits until the returned function is
 * called: a sign-in is then being served, in its handler's first step, for as long as the test wants.
 */
async function holdTheSignInCounters(server: TestServer): Promise<() => Promise<void>> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked = () => {};
  const isLocked = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const transaction = server.db.transaction().execute(async (trx) => {
    await sql`LOCK TABLE request_windows IN ACCESS EXCLUSIVE MODE`.execute(trx);
    locked();
    await released;
  });
  await isLocked;
  return async () => {
    release();
    await transaction;
  };
}

// Part 6's bound: a request above the limit is refused at once, so the ones admitted never wait
// behind a crowd; a place comes back when its request ends, however it ends. A request counts once
// it has been read: slow uploads hold connections, never the places of the requests being served.
describe(`limiting the requests in flight (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: { OVERLOAD_MAX_IN_FLIGHT: '2', OVERLOAD_RETRY_AFTER_SECONDS: '5' },
    });
  });
  afterAll(() => server.close());

  it('refuses a third request while two are being served, and frees the places of abandoned and answered requests', async () => {
    const unlock = await holdTheSignInCounters(server);
    const first = signInRequest(server.baseUrl);
    const second = signInRequest(server.baseUrl);
    try {
      await expect
        .poll(async () => (await config(server)).status, { timeout: 2_000, interval: 20 })
        .toBe(503);
      const refused = await config(server);
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('5');
      expect(refused.body).toEqual({ output: 'error', message: messages.overloaded });
      expect((await server.client.raw('/healthz', { method: 'GET' })).status).toBe(200);

      // A client that goes away gives its place back: one served request at a time fits again.
      first.abandon();
      await first.settled;
      await expect
        .poll(async () => (await config(server)).status, { timeout: 2_000, interval: 20 })
        .toBe(200);
      expect((await config(server)).status).toBe(200);
    } finally {
      await unlock();
    }
    // Answered requests give theirs back too: more of them in a row than the limit all pass.
    await second.settled;
    for (let i = 0; i < 5; i++) expect((await config(server)).status).toBe(200);
    // The refusals are reported in one line a second, with their count, not a line each.
    const reports = () => server.logs.filter((line) => line.includes('"overload.shed"'));
    await expect.poll(() => reports().length, { timeout: 3_000 }).toBeGreaterThan(0);
    const refusedCount = reports().reduce((sum, line) => sum + JSON.parse(line).refused.inFlight, 0);
    expect(refusedCount).toBeGreaterThanOrEqual(2);
    expect(reports().length).toBeLessThan(refusedCount);
  });

  it('does not count requests whose bodies are still arriving, however many', async () => {
    const uploads = Array.from({ length: 5 }, () => slowUpload(server.baseUrl));
    try {
      await sleep(200);
      for (let i = 0; i < 5; i++) expect((await config(server)).status).toBe(200);
    } finally {
      for (const upload of uploads) upload.abandon();
      await Promise.all(uploads.map((upload) => upload.settled));
    }
  });
});
