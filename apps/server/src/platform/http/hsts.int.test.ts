import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';

const HSTS = 'max-age=31536000; includeSubDomains';

/** A built web app of two files, so that the page and an asset are served as in production. */
function webDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ddp-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Portal</title><div id="root"></div>');
  writeFileSync(path.join(dir, 'assets', 'app-1234.js'), 'console.log(1)');
  return dir;
}

/** One reply of each kind: API, page, asset, token service, refusals; `status` proves it is that kind. */
const KINDS: ReadonlyArray<{ what: string; status: number; path: string; init?: RequestInit }> = [
  { what: 'an API reply', status: 200, path: '/v1/ddp/encryption-key' },
  { what: 'the page', status: 200, path: '/dev-portal/', init: { headers: { accept: 'text/html' } } },
  { what: 'an asset', status: 200, path: '/dev-portal/assets/app-1234.js' },
  {
    what: 'the token service',
    status: 400,
    path: '/oauth2/token',
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials&client_id=x&client_secret=y&client_id=z',
    },
  },
  { what: 'an unknown API path', status: 404, path: '/v1/ddp/no-such-call' },
  { what: 'a missing asset', status: 404, path: '/dev-portal/assets/missing.js' },
];

describe(`HSTS only behind TLS (${testDatabaseKind})`, () => {
  let plain: TestServer;
  let proxied: TestServer;
  let published: TestServer;
  beforeAll(async () => {
    plain = await startTestServer({ webDist: webDist() });
    proxied = await startTestServer({ env: { TRUST_PROXY: 'true' }, webDist: webDist() });
    published = await startTestServer({ env: { PUBLIC_URL: 'https://portal.example' }, webDist: webDist() });
  });
  afterAll(async () => {
    await plain?.close();
    await proxied?.close();
    await published?.close();
  });

  /** The HSTS header of each kind of reply, by kind. */
  const hstsOfEveryKind = async (server: TestServer, headers: Record<string, string> = {}) => {
    const found: Record<string, string | null> = {};
    for (const { what, status, path: route, init } of KINDS) {
      const reply = await fetch(`${server.baseUrl}${route}`, {
        ...init,
        headers: { ...(init?.headers as Record<string, string>), ...headers },
      });
      expect(reply.status, what).toBe(status);
      found[what] = reply.headers.get('strict-transport-security');
    }
    return found;
  };
  const everyKind = (value: string | null) => Object.fromEntries(KINDS.map(({ what }) => [what, value]));

  it('sends none over plain HTTP, where a browser would ignore it anyway', async () => {
    expect(await hstsOfEveryKind(plain)).toEqual(everyKind(null));
    // Without a trusted proxy, a client cannot claim TLS for itself.
    expect(await hstsOfEveryKind(plain, { 'x-forwarded-proto': 'https' })).toEqual(everyKind(null));
  });

  it('sends it when a trusted proxy terminated TLS', async () => {
    expect(await hstsOfEveryKind(proxied, { 'x-forwarded-proto': 'https' })).toEqual(everyKind(HSTS));
    expect(await hstsOfEveryKind(proxied, { 'x-forwarded-proto': 'http' })).toEqual(everyKind(null));
  });

  it('sends it on every kind of reply when the public address is https', async () => {
    expect(await hstsOfEveryKind(published)).toEqual(everyKind(HSTS));
  });
});
