import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../test-support/test-database';
import { startTestServer, type TestServer } from '../../test-support/test-server';

describe(`HSTS only behind TLS (${testDatabaseKind})`, () => {
  let plain: TestServer;
  let proxied: TestServer;
  let published: TestServer;
  beforeAll(async () => {
    plain = await startTestServer();
    proxied = await startTestServer({ env: { TRUST_PROXY: 'true' } });
    published = await startTestServer({ env: { PUBLIC_URL: 'https://portal.example' } });
  });
  afterAll(async () => {
    await plain?.close();
    await proxied?.close();
    await published?.close();
  });

  const hsts = async (server: TestServer, headers: Record<string, string> = {}) =>
    (await fetch(`${server.baseUrl}/v1/ddp/encryption-key`, { headers })).headers.get(
      'strict-transport-security',
    );

  it('sends none over plain HTTP, where a browser would ignore it anyway', async () => {
    expect(await hsts(plain)).toBeNull();
    // Without a trusted proxy, a client cannot claim TLS for itself.
    expect(await hsts(plain, { 'x-forwarded-proto': 'https' })).toBeNull();
  });

  it('sends it when a trusted proxy terminated TLS', async () => {
    expect(await hsts(proxied, { 'x-forwarded-proto': 'https' })).toMatch(/max-age=\d{7,}/);
    expect(await hsts(proxied, { 'x-forwarded-proto': 'http' })).toBeNull();
  });

  it('sends it on every reply when the public address is https', async () => {
    expect(await hsts(published)).toBe('max-age=31536000; includeSubDomains');
  });
});
