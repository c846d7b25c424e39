import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '@ddp/contract';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openTestDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../test/test-support/test-database';
import { startTestServer, type TestServer, WITHOUT_SHEDDING } from '../../../test/test-support/test-server';
import { type App, buildApp } from '../../app';
import { FakeClock } from '../clock';
import { loadConfig } from '../config';
import { expectSecurityHeaders } from './expect-security-headers';

describe(`HTTP surface: headers, health, the SPA (${testDatabaseKind})`, () => {
  let server: TestServer;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'ddp-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><title>Developer Portal</title><div id="root"></div>',
    );
    writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
    server = await startTestServer({ webDist });
  });
  afterAll(() => server.close());

  const get = (p: string, headers: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}${p}`, { headers, redirect: 'manual' });
  const post = (p: string, contentType: string, body: string) =>
    fetch(`${server.baseUrl}${p}`, { method: 'POST', headers: { 'content-type': contentType }, body });

  it('sends the security headers on API replies, with no-store', async () => {
    const reply = await get('/v1/ddp/encryption-key');
    expectSecurityHeaders(reply, 'an API reply', { noStore: true });
    expect(reply.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the full set, with no-store, on every kind of API refusal', async () => {
    const refusals: Array<[string, number, Response]> = [
      ['an unknown API path', 404, await get('/v1/ddp/no-such-call')],
      ['a body that is no JSON', 400, await post('/v1/ddp/citydata', 'application/json', '{"countryname":')],
      [
        'a body over the size limit',
        413,
        await post('/v1/ddp/citydata', 'application/json', `{"countryname":"${'x'.repeat(1_100_000)}"}`),
      ],
      ['a content type no route reads', 415, await post('/v1/ddp/citydata', 'application/xml', '<a/>')],
    ];
    for (const [what, status, reply] of refusals) {
      expect(reply.status, what).toBe(status);
      expect(((await reply.json()) as { output: string }).output, what).toBe('error');
      expectSecurityHeaders(reply, what, { noStore: true });
    }
  });

  it('sends a malformed URL, refused before any hook runs, exactly the headers of every other API reply', async () => {
    // Everything but what differs per reply by nature: length, date, connection, the request id.
    const policyOf = (reply: Response) =>
      Object.fromEntries(
        [...reply.headers].filter(
          ([name]) => !['content-length', 'date', 'connection', 'keep-alive', 'x-request-id'].includes(name),
        ),
      );
    const malformed = await get('/v1/ddp/%E0%A4%A');
    const unknown = await get('/v1/ddp/no-such-call');
    expect([malformed.status, unknown.status]).toEqual([400, 404]);
    expect(policyOf(malformed)).toEqual(policyOf(unknown));
  });

  it('publishes an RSA public key of at least 3072 bits and no private part', async () => {
    const { output, key } = (await (await get('/v1/ddp/encryption-key')).json()) as {
      output: string;
      key: Record<string, string>;
    };
    expect(output).toBe('success');
    expect(key.kty).toBe('RSA');
    expect(key.alg).toBe('RSA-OAEP-256');
    expect(Buffer.from(key.n!, 'base64url').length * 8).toBeGreaterThanOrEqual(3072);
    for (const privatePart of ['d', 'p', 'q', 'dp', 'dq', 'qi']) expect(key[privatePart]).toBeUndefined();
  });

  it('answers health and readiness', async () => {
    expect((await get('/healthz')).status).toBe(200);
    const ready = await get('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('answers unknown API paths with the contract shape', async () => {
    const reply = await get('/v1/ddp/no-such-call');
    expect(reply.status).toBe(404);
    expect(await reply.json()).toEqual({ output: 'error', message: messages.notFound });
  });

  it('serves the SPA under /dev-portal/ with history fallback', async () => {
    for (const route of ['/dev-portal/', '/dev-portal/home/view-credentials', '/dev-portal/2fa?x=1']) {
      const reply = await get(route, { accept: 'text/html' });
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toContain('text/html');
      // A signed-in address's page paints the signed-in frame first (docs/web.md, "First paint").
      const root = route.startsWith('/dev-portal/home/')
        ? '<div id="root" data-first-frame="home">'
        : '<div id="root">';
      expect(await reply.text()).toContain(root);
    }
    expect((await get('/')).headers.get('location')).toBe('/dev-portal/');
  });

  it('serves hashed assets as immutable and does not answer missing files with the page', async () => {
    const asset = await get('/dev-portal/assets/app-1234.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await get('/dev-portal/assets/missing.js')).status).toBe(404);
  });

  it('sends the full set on the page, its assets and the files it does not have', async () => {
    const replies: Array<[string, number, string]> = [
      ['the page', 200, '/dev-portal/'],
      ['a page of the app', 200, '/dev-portal/home/view-credentials'],
      ['an asset', 200, '/dev-portal/assets/app-1234.js'],
      ['a missing asset', 404, '/dev-portal/assets/missing.js'],
      ['a missing file beside the page', 404, '/dev-portal/missing.png'],
      ['a path outside the app and the API', 404, '/no-such-thing'],
    ];
    for (const [what, status, route] of replies) {
      const reply = await get(route, { accept: 'text/html' });
      expect(reply.status, what).toBe(status);
      expectSecurityHeaders(reply, what);
    }
  });

  it('offers the footer link targets', async () => {
    const reply = (await (await get('/v1/ddp/portal-config')).json()) as { links: Record<string, string> };
    expect(Object.keys(reply.links).sort()).toEqual(['contact', 'dataProtection', 'imprint', 'termsOfUse']);
  });
});

/**
 * The database "goes away" for the server's queries only: each fails as a refused connection does,
 * which works on both test databases (the real outage, on PostgreSQL, has its own test).
 */
describe(`HTTP surface: the headers of a 503 (${testDatabaseKind})`, () => {
  let database: TestDatabase;
  let app: App;
  let base: string;
  let down = false;
  const outage: KyselyPlugin = {
    transformQuery(args) {
      if (down)
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      return args.node;
    },
    transformResult: async (args) => args.result,
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://portal.test',
      ...WITHOUT_SHEDDING,
    });
    app = await buildApp({
      config,
      db: database.db.withPlugin(outage),
      clock: new FakeClock(),
      masterKey: randomBytes(32),
    });
    await app.server.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(app.server.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app?.server.close();
    await database?.drop();
  });

  it('sends the full set, with no-store, when the database is unreachable', async () => {
    const mailbox = () => fetch(`${base}/v1/dev/mailbox?limit=1`);
    expect((await mailbox()).status).toBe(200);
    down = true;
    try {
      for (const [what, reply] of [
        ['an API call', await mailbox()],
        ['readiness', await fetch(`${base}/readyz`)],
      ] as const) {
        expect(reply.status, what).toBe(503);
        expectSecurityHeaders(reply, what, { noStore: true });
      }
      const call = await mailbox();
      expect(await call.json()).toEqual({ output: 'error', message: messages.unavailable });
      expect(call.headers.get('retry-after')).toBe('5');
    } finally {
      down = false;
    }
  });
});
