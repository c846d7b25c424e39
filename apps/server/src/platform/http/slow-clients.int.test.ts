import { randomBytes } from 'node:crypto';
import { messages } from '@ddp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ReverseProxy, startReverseProxy } from '../../../test/test-support/nginx';
import { type Closed, RawConnection } from '../../../test/test-support/raw-connection';
import { openTestDatabase, testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';
import { buildApp } from '../../app';
import { FakeClock } from '../clock';
import { loadConfig } from '../config';
import { expectSecurityHeaders } from './expect-security-headers';

// Short bounds, so that the test runs in seconds; the defaults have a test of their own below.
const REQUEST_S = 2;
const HEADERS_S = 1;
// Node looks for connections over their bound once a second; a busy machine gets a second more.
const LEEWAY_MS = 2_000;
const CONNECTIONS = 20;

const citydata = (length: number, extra = '') =>
  `POST /v1/ddp/citydata HTTP/1.1\r\nHost: portal.test\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n${extra}\r\n`;
const BODY = '{"countryname":"Germany"}';

describe(`slow clients are cut off (${testDatabaseKind})`, () => {
  let server: TestServer;
  let proxy: ReverseProxy;
  beforeAll(async () => {
    server = await startTestServer({
      env: { REQUEST_TIMEOUT_SECONDS: String(REQUEST_S), HEADERS_TIMEOUT_SECONDS: String(HEADERS_S) },
    });
    proxy = await startReverseProxy([server.baseUrl]);
  });
  afterAll(async () => {
    await proxy?.close();
    await server?.close();
  });

  /** The refusal Node gives a connection, in the contract's shape and with every security header. */
  function expectRefusal(closed: Closed | undefined, status: number, message: string, what: string) {
    expect(closed, `${what}: still open`).toBeDefined();
    const reply = closed?.reply;
    expect(reply?.status, what).toBe(status);
    expect(JSON.parse(reply?.body ?? 'null'), what).toEqual({ output: 'error', message });
    if (reply) expectSecurityHeaders(reply, what, { noStore: true });
    expect(reply?.headers.get('x-request-id'), what).toMatch(/^[0-9a-f-]{36}$/);
  }

  it(`cuts every body that trickles in, ${REQUEST_S} s after the request began, with a 408`, async () => {
    const connections = await Promise.all(
      Array.from({ length: CONNECTIONS }, () => RawConnection.open(server.baseUrl)),
    );
    for (const connection of connections) {
      connection.write(citydata(1_000));
      // A byte every quarter second: the 1,000 the head announced would take four minutes.
      void connection.trickle(Array(1_000).fill(' '), 250);
    }
    const closed = await Promise.all(connections.map((c) => c.closedWithin(REQUEST_S * 1000 + LEEWAY_MS)));
    for (const [i, one] of closed.entries()) {
      expectRefusal(one, 408, messages.requestTooSlow, `connection ${i}`);
      expect(one?.afterMs, `connection ${i}`).toBeGreaterThanOrEqual(REQUEST_S * 1000 - 100);
    }
  });

  it(`cuts every connection whose headers never end, ${HEADERS_S} s after it began, with a 408`, async () => {
    const connections = await Promise.all(
      Array.from({ length: CONNECTIONS }, () => RawConnection.open(server.baseUrl)),
    );
    for (const connection of connections) {
      connection.write('GET /healthz HTTP/1.1\r\nHost: portal.test\r\n');
      void connection.trickle(
        Array.from({ length: 1_000 }, (_, i) => `X-Slow-${i}: 1\r\n`),
        200,
      );
    }
    const closed = await Promise.all(connections.map((c) => c.closedWithin(HEADERS_S * 1000 + LEEWAY_MS)));
    for (const [i, one] of closed.entries())
      expectRefusal(one, 408, messages.requestTooSlow, `connection ${i}`);
  });

  it('answers a request that arrives slowly but within the bound', async () => {
    const connection = await RawConnection.open(server.baseUrl);
    connection.write(citydata(BODY.length, 'Connection: close\r\n'));
    await connection.trickle(BODY.match(/.{1,3}/g) ?? [], 100);
    const closed = await connection.closedWithin(5_000);
    expect(closed?.reply?.status).toBe(200);
  });

  it('lets a body that takes longer than the bound through the proxy, which hands it on only once whole', async () => {
    const connection = await RawConnection.open(proxy.baseUrl);
    connection.write(citydata(BODY.length, 'Connection: close\r\n'));
    const pieces = BODY.match(/.{1,2}/g) ?? [];
    // Spread over about one and a half times the bound.
    await connection.trickle(pieces, Math.ceil((REQUEST_S * 1500) / pieces.length));
    const closed = await connection.closedWithin(5_000);
    expect(closed?.afterMs).toBeGreaterThan(REQUEST_S * 1000);
    expect(closed?.reply?.status).toBe(200);
  });

  it('answers headers over the size limit with 431 and bytes that are no HTTP with 400, with the usual headers', async () => {
    const oversized = await RawConnection.open(server.baseUrl);
    oversized.write(`GET /healthz HTTP/1.1\r\nHost: portal.test\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expectRefusal(await oversized.closedWithin(5_000), 431, messages.headersTooLarge, 'headers too large');

    const garbage = await RawConnection.open(server.baseUrl);
    garbage.write('NOT HTTP AT ALL\r\n\r\n');
    expectRefusal(await garbage.closedWithin(5_000), 400, messages.badRequest, 'no HTTP');
  });
});

describe(`the timeouts by default (${testDatabaseKind})`, () => {
  it('gives a request 30 s to arrive, its headers 10 s, a silent connection 60 s, an idle one 72 s', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    expect(config.http).toEqual({
      requestMs: 30_000,
      headersMs: 10_000,
      connectionMs: 60_000,
      keepAliveMs: 72_000,
    });
    // What Node's HTTP server was given, on the server the portal builds.
    const database = await openTestDatabase();
    const app = await buildApp({
      config,
      db: database.db,
      clock: new FakeClock(),
      masterKey: randomBytes(32),
    });
    try {
      const node = app.server.server;
      expect({
        requestTimeout: node.requestTimeout,
        headersTimeout: node.headersTimeout,
        timeout: node.timeout,
        keepAliveTimeout: node.keepAliveTimeout,
      }).toEqual({
        requestTimeout: 30_000,
        headersTimeout: 10_000,
        timeout: 60_000,
        keepAliveTimeout: 72_000,
      });
    } finally {
      await app.server.close();
      await database.drop();
    }
  });
});
