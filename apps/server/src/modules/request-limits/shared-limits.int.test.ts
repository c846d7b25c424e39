import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { messages } from '@ddp/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { grant } from '../../../test/test-support/credentials';
import { PortalClient } from '../../../test/test-support/portal-client';
import {
  openTestDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../test/test-support/test-database';
import { WITHOUT_SHEDDING } from '../../../test/test-support/test-server';
import { type App, buildApp } from '../../app';
import { FakeClock } from '../../platform/clock';
import { loadConfig } from '../../platform/config';

const MINUTE = 60_000;
const madeUpClient = (i: number) => ({
  client_id: `ddp-${i.toString(16).padStart(32, '0')}`,
  client_secret: 'x',
});

/**
 * Two instances on one database, as behind a load balancer: a per-address limit counts the calls
 * that reach either of them, so that a visitor cannot get N times the limit from N instances.
 */
describe(`per-address limits shared by every instance (${testDatabaseKind})`, () => {
  let database: TestDatabase;
  const clock = new FakeClock();
  const apps: App[] = [];
  const instances: PortalClient[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    const masterKey = randomBytes(32);
    const config = loadConfig({
      NODE_ENV: 'test',
      ...WITHOUT_SHEDDING,
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://portal.test',
      RATE_LIMIT_PER_MINUTE: '3',
      CLIENT_AUTH_FAILURES_PER_MINUTE: '4',
    });
    for (let i = 0; i < 2; i++) {
      const app = await buildApp({ config, db: database.db, clock, masterKey });
      apps.push(app);
      await app.server.listen({ host: '127.0.0.1', port: 0 });
      instances.push(
        new PortalClient(`http://127.0.0.1:${(app.server.server.address() as AddressInfo).port}`),
      );
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.server.close();
    await database?.drop();
  });
  // Each test starts in a new minute of the limits.
  beforeEach(() => clock.advance(MINUTE + 1));

  it.each([
    ['/v1/ddp/login', (i: number) => ({ email: `nobody.${i}@example.com`, password: 'x' })],
    ['/v1/ddp/forgot-password', (i: number) => ({ email: `nobody.${i}@example.com` })],
  ])('refuses the call to %s past the limit on whichever instance it reaches', async (path, payload) => {
    const statuses: number[] = [];
    // A different address each time, so that only the per-address limit can refuse.
    for (let i = 0; i < 6; i++) statuses.push((await instances[i % 2]!.post(path, payload(i))).status);
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses.slice(3)).toEqual([429, 429, 429]);
    const refused = await instances[0]!.post(path, payload(9));
    expect(refused.body).toEqual({ output: 'error', message: messages.tooManyRequests });
    clock.advance(MINUTE);
    expect((await instances[1]!.post(path, payload(10))).status).not.toBe(429);
  });

  it('counts failed client authentications per address across the instances, with Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await grant(instances[i % 2]!.baseUrl, madeUpClient(i))).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    const limited = await grant(instances[1]!.baseUrl, madeUpClient(7));
    expect(Number(limited.headers.get('retry-after'))).toBe(60);
    clock.advance(MINUTE);
    expect((await grant(instances[0]!.baseUrl, madeUpClient(8))).status).toBe(401);
  });
});
