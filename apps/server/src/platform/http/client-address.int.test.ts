import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { messages } from '@ddp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, signIn } from '../../../test/test-support/accounts';
import { type ReverseProxy, startReverseProxy } from '../../../test/test-support/nginx';
import { PortalClient } from '../../../test/test-support/portal-client';
import { requestFrom } from '../../../test/test-support/request-from';
import {
  openTestDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../test/test-support/test-database';
import { WITHOUT_SHEDDING } from '../../../test/test-support/test-server';
import { type App, buildApp } from '../../app';
import { FakeClock } from '../clock';
import { loadConfig } from '../config';

// All of 127.0.0.0/8 is loopback: the visitor, the two proxies and the server each get an address.
const VISITOR = '127.0.0.2';
const INNER_PROXY = '127.0.0.3';
const OUTER_PROXY = '127.0.0.4';
// Addresses a visitor might write into X-Forwarded-For to pass for someone else (RFC 5737).
const madeUp = (i: number) => `198.51.100.${i}`;

describe(`the client address behind proxies (${testDatabaseKind})`, () => {
  let database: TestDatabase;
  const clock = new FakeClock();
  const masterKey = randomBytes(32);
  const logs: string[] = [];
  const apps: App[] = [];
  const proxies: ReverseProxy[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    for (const proxy of proxies) await proxy.close();
    for (const app of apps) await app.server.close();
    await database?.drop();
  });

  /** An instance with these settings on the shared database, as another deployment would run it. */
  async function instance(env: Record<string, string>) {
    const config = loadConfig({
      NODE_ENV: 'test',
      ...WITHOUT_SHEDDING,
      LOG_LEVEL: 'info',
      PUBLIC_URL: 'http://portal.test',
      RATE_LIMIT_PER_MINUTE: '100000',
      ...env,
    });
    const app = await buildApp({
      config,
      db: database.db,
      clock,
      masterKey,
      logStream: { write: (line) => logs.push(line) },
    });
    apps.push(app);
    await app.server.listen({ host: '127.0.0.1', port: 0 });
    const baseUrl = `http://127.0.0.1:${(app.server.server.address() as AddressInfo).port}`;
    return { baseUrl, client: new PortalClient(baseUrl) };
  }

  /** Debian's nginx, set up as docs/production.md shows, connecting onwards from `bindAddress`. */
  async function proxy(upstream: string, bindAddress: string) {
    const started = await startReverseProxy([upstream], { bindAddress });
    proxies.push(started);
    return started.baseUrl;
  }

  /** The address the server took for a request: what its log line of that request says. */
  function addressTaken(requestId: string | string[] | undefined): string | undefined {
    for (const line of logs) {
      const entry = JSON.parse(line) as { reqId?: string; req?: { ip?: string } };
      if (entry.reqId === requestId && entry.req?.ip) return entry.req.ip;
    }
    return undefined;
  }

  const login = async (client: PortalClient, email: string, password: string) =>
    JSON.stringify({ encryptData: await client.encrypt({ email, password }) });

  it.each([
    ['true', INNER_PROXY],
    [INNER_PROXY, INNER_PROXY],
  ])(
    'with TRUST_PROXY=%s, a visitor who writes a new X-Forwarded-For each time still gets only 20 of 25 sign-ins a minute',
    async (trustProxy, nginxAddress) => {
      // A minute of its own: the instances share one database, and so the per-address counts.
      clock.advance(60_000);
      const { baseUrl, client } = await instance({ TRUST_PROXY: trustProxy, RATE_LIMIT_PER_MINUTE: '20' });
      const viaProxy = await proxy(baseUrl, nginxAddress);
      const statuses: number[] = [];
      for (let i = 1; i <= 25; i++) {
        // A different unknown address each time, so that only the per-address limit can refuse.
        const reply = await requestFrom(VISITOR, `${viaProxy}/v1/ddp/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': madeUp(i) },
          body: await login(client, `nobody.${i}.${randomBytes(4).toString('hex')}@example.com`, 'x'),
        });
        statuses.push(reply.status);
        if (reply.status === 429) {
          expect(JSON.parse(reply.text)).toEqual({ output: 'error', message: messages.tooManyRequests });
        }
      }
      expect(statuses).toEqual([...Array(20).fill(401), ...Array(5).fill(429)]);
    },
  );

  it("shows the visitor's real address as the last failed sign-in, not the address it wrote", async () => {
    const { baseUrl, client } = await instance({ TRUST_PROXY: 'true' });
    const viaProxy = await proxy(baseUrl, INNER_PROXY);
    const victim = await registerAccount(client);
    const refused = await requestFrom(VISITOR, `${viaProxy}/v1/ddp/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.50' },
      body: await login(client, victim.email, 'Wrong-Password-123456'),
    });
    expect(refused.status).toBe(401);

    const session = await signIn(client, victim, clock);
    const details = await client.get<{ lastunsucessuserip: string }>(
      '/v1/ddp/view-personal-details',
      { emailid: victim.email },
      { token: session.token },
    );
    expect(details.status).toBe(200);
    expect(details.body.lastunsucessuserip).toBe(VISITOR);
  });

  // visitor 127.0.0.2 -> outer nginx (onwards from .4) -> inner nginx (onwards from .3) -> server.
  // The server sees the socket of .3 and "X-Forwarded-For: <what the visitor wrote>, .2, .4".
  it.each([
    ['false', INNER_PROXY],
    ['0', INNER_PROXY],
    ['true', OUTER_PROXY],
    ['1', OUTER_PROXY],
    ['2', VISITOR],
    // Three hops where there are two: the third "proxy" is what the visitor wrote. Count right.
    ['3', madeUp(9)],
    [INNER_PROXY, OUTER_PROXY],
    [`${INNER_PROXY}, ${OUTER_PROXY}`, VISITOR],
    ['127.0.0.2/31', OUTER_PROXY],
    ['127.0.0.4/31', INNER_PROXY],
    ['127.0.0.3/32,127.0.0.4/32,10.0.0.0/8', VISITOR],
    [OUTER_PROXY, INNER_PROXY],
  ])('with TRUST_PROXY=%s behind two proxies, takes %s as the client', async (trustProxy, client) => {
    const { baseUrl } = await instance({ TRUST_PROXY: trustProxy });
    const outer = await proxy(await proxy(baseUrl, INNER_PROXY), OUTER_PROXY);
    const reply = await requestFrom(VISITOR, `${outer}/healthz`, {
      headers: { 'x-forwarded-for': madeUp(9) },
    });
    expect(reply.status).toBe(200);
    expect(addressTaken(reply.headers['x-request-id'])).toBe(client);
  });

  it('takes the socket address of a visitor who reaches an instance directly, whatever it writes', async () => {
    const { baseUrl } = await instance({ TRUST_PROXY: INNER_PROXY });
    const reply = await requestFrom(VISITOR, `${baseUrl}/healthz`, {
      headers: { 'x-forwarded-for': `${madeUp(9)}, ${INNER_PROXY}` },
    });
    expect(addressTaken(reply.headers['x-request-id'])).toBe(VISITOR);
  });
});
