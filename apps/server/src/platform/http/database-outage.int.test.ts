import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { messages } from '@ddp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aRegistration, registerAccount, signIn } from '../../../test/test-support/accounts';
import { PortalClient } from '../../../test/test-support/portal-client';
import { postgresForTests } from '../../../test/test-support/postgres-only';
import { startTempPostgres, type TempPostgres } from '../../../test/test-support/temp-postgres';
import { WITHOUT_SHEDDING } from '../../../test/test-support/test-server';
import { type App, buildApp } from '../../app';
import { changeFeedOf } from '../../db/change-feed';
import { type Db, openPostgres } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { FakeClock } from '../clock';
import { loadConfig } from '../config';

// Short bounds, so that the frozen case runs quickly; the defaults are checked in config tests.
const CONNECT_TIMEOUT_MS = 1_000;
const QUERY_TIMEOUT_MS = 1_500;
// The longest an answer may take while the database is away: a statement's bound, then the bounded
// round trip on the change feed that a write's reply waits for, and a second for a busy machine.
const QUICKLY_MS = QUERY_TIMEOUT_MS + CONNECT_TIMEOUT_MS + 1_000;

const needsDatabase = { method: 'POST', headers: { 'content-type': 'application/json' } };
const withoutDatabase = {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: '{"countryname":"Germany"}',
};

// The embedded database cannot go away: this runs in the suite's PostgreSQL pass.
describe.runIf(postgresForTests('the database outage test'))(
  'when PostgreSQL goes away and comes back',
  () => {
    let postgres: TempPostgres;
    const clock = new FakeClock();
    // Two instances, each with its own pool and change feed, on the test's own cluster.
    const instances: Array<{ db: Db; app: App; base: string; client: PortalClient }> = [];

    beforeAll(async () => {
      postgres = await startTempPostgres();
      const config = loadConfig({
        NODE_ENV: 'test',
        ...WITHOUT_SHEDDING,
        LOG_LEVEL: 'silent',
        DATABASE_URL: postgres.url,
        RATE_LIMIT_PER_MINUTE: '100000',
        DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
        DATABASE_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS),
      });
      const masterKey = randomBytes(32);
      for (let i = 0; i < 2; i++) {
        const db = openPostgres(postgres.url, { max: 4, ...config.database });
        await migrateToLatest(db);
        const app = await buildApp({ config, db, clock, masterKey });
        await app.server.listen({ host: '127.0.0.1', port: 0 });
        const base = `http://127.0.0.1:${(app.server.server.address() as AddressInfo).port}`;
        instances.push({ db, app, base, client: new PortalClient(base) });
      }
    }, 120_000);

    afterAll(async () => {
      // The cluster first: an instance still waiting on it (a failed test) then closes at once.
      postgres?.stop();
      for (const { app, db } of instances) {
        await app.server.close();
        await db.destroy();
      }
    });

    const timed = async (base: string, route: string, init?: RequestInit) => {
      const started = Date.now();
      // A call that hangs fails here, in seconds, rather than at the test's own time limit.
      const reply = await fetch(`${base}${route}`, { ...init, signal: AbortSignal.timeout(10_000) }).catch(
        (error: Error) => {
          throw new Error(`${route} got no answer within 10 s (${error.name})`);
        },
      );
      return { reply, ms: Date.now() - started };
    };
    const registration = () => JSON.stringify({ Data: aRegistration() });
    const feedsLive = () => instances.map(({ db }) => changeFeedOf(db)?.live);

    async function until(what: string, done: () => boolean | Promise<boolean>, ms = 15_000) {
      const deadline = Date.now() + ms;
      while (!(await done())) {
        if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }

    /** Every instance answers what needs the database quickly with the contract's 503. */
    async function expectQuick503s() {
      const [one, two] = instances as [(typeof instances)[0], (typeof instances)[0]];
      const ready = await timed(one.base, '/readyz');
      expect(ready.reply.status).toBe(503);
      expect(ready.ms).toBeLessThan(QUICKLY_MS);
      expect((await timed(one.base, '/healthz')).reply.status).toBe(200);
      // More calls at once than either pool has connections, so that some wait for one.
      const calls = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          timed((i % 2 === 0 ? one : two).base, '/v1/ddp/register-user', {
            ...needsDatabase,
            body: registration(),
          }),
        ),
      );
      for (const { reply, ms } of calls) {
        expect(reply.status).toBe(503);
        expect(reply.headers.get('retry-after')).toBe('5');
        expect(await reply.json()).toEqual({ output: 'error', message: messages.unavailable });
        expect(ms).toBeLessThan(QUICKLY_MS);
      }
      // What needs no database still works.
      expect((await timed(two.base, '/v1/ddp/citydata', withoutDatabase)).reply.status).toBe(200);
    }

    async function expectRecovered() {
      for (const { base } of instances) {
        await until('/readyz answers 200', async () => (await timed(base, '/readyz')).reply.status === 200);
        const created = await timed(base, '/v1/ddp/register-user', {
          ...needsDatabase,
          body: registration(),
        });
        expect(created.reply.status).toBe(201);
      }
    }

    /**
     * Each instance keeps sessions in memory only while its change feed listens: once it is back, a
     * session ended through one instance is refused by the other, which had it cached, as soon as the
     * notice arrives there (its own connection, a few milliseconds); without the notice it never would.
     */
    async function expectChangeFeedsBack() {
      await until('both change feeds listen again', () => feedsLive().every(Boolean));
      const [one, two] = instances as [(typeof instances)[0], (typeof instances)[0]];
      const account = await registerAccount(one.client);
      const session = await signIn(one.client, account, clock);
      const auth = { token: session.token };
      const details = () => two.client.get('/v1/ddp/view-personal-details', { emailid: account.email }, auth);
      expect((await details()).status).toBe(200);
      expect((await one.client.post('/v1/ddp/logout', {}, auth)).status).toBe(200);
      await until(
        'the other instance refuses the ended session',
        async () => (await details()).status === 401,
        2_000,
      );
    }

    it('fails readiness and answers 503 quickly when PostgreSQL stops, then recovers without a restart', async () => {
      expect((await timed(instances[0]!.base, '/readyz')).reply.status).toBe(200);
      await expectChangeFeedsBack();
      postgres.halt();
      await expectQuick503s();
      // The feeds saw their connections end, so nothing is served from memory until they listen again.
      expect(feedsLive()).toEqual([false, false]);

      postgres.resume();
      await expectRecovered();
      await expectChangeFeedsBack();
    }, 120_000);

    it('answers 503 quickly while PostgreSQL is frozen, neither answering nor refusing, and recovers when it thaws', async () => {
      // Idle connections in both pools, so that statements are sent on connections that then hang.
      for (const { base } of instances) {
        await Promise.all(Array.from({ length: 4 }, () => fetch(`${base}/readyz`)));
      }
      postgres.freeze();
      try {
        await expectQuick503s();
        // A write's reply waited for its notices in vain: that feed no longer trusts its memory.
        expect(feedsLive()).toEqual([false, false]);
      } finally {
        postgres.thaw();
      }
      await expectRecovered();
      await expectChangeFeedsBack();
    }, 120_000);
  },
);
