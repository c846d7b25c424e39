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
