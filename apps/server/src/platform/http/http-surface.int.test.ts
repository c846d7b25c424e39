import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '@ddp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../test-support/test-database';
import { startTestServer, type TestServer } from '../../test-support/test-server';

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

  it('sends the security headers on API replies, with no-store', async () => {
    const reply = await get('/v1/ddp/encryption-key');
    const csp = reply.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    expect(reply.headers.get('referrer-policy')).toBe('no-referrer');
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.headers.get('x-powered-by')).toBeNull();
    expect(reply.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
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
      expect(await reply.text()).toContain('<div id="root">');
    }
    expect((await get('/')).headers.get('location')).toBe('/dev-portal/');
  });

  it('serves hashed assets as immutable and does not answer missing files with the page', async () => {
    const asset = await get('/dev-portal/assets/app-1234.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await get('/dev-portal/assets/missing.js')).status).toBe(404);
  });

  it('frames nothing and is framed by nobody', async () => {
    const reply = await get('/dev-portal/');
    expect(reply.headers.get('x-frame-options')).toBe('DENY');
  });

  it('offers the footer link targets', async () => {
    const reply = (await (await get('/v1/ddp/portal-config')).json()) as { links: Record<string, string> };
    expect(Object.keys(reply.links).sort()).toEqual(['contact', 'dataProtection', 'imprint', 'termsOfUse']);
  });
});
