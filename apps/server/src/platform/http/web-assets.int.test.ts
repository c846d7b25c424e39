import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';

/** What the web build writes beside each text file of 1 KiB and more (apps/web/vite.config.ts). */
function writeWithCompressedCopies(file: string, content: string) {
  writeFileSync(file, content);
  if (content.length < 1024) return;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
}

interface RawReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

describe(`The web app's assets: compressed, cached for a year (${testDatabaseKind})`, () => {
  let server: TestServer;
  let assetsDir: string;
  // Large enough to be worth compressing, as every real chunk is.
  const script = `export const rows = [${Array.from({ length: 2000 }, (_, i) => `"row ${i}"`).join(',')}];\n`;
  const styles = `.portal-row { display: flex; gap: 4px; }\n`.repeat(200);
  const icon = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(2000).fill(7)]);

  beforeAll(async () => {
    const webDist = mkdtempSync(path.join(tmpdir(), 'ddp-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><title>Portal</title><div id="root"></div>',
    );
    writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    assetsDir = path.join(webDist, 'assets');
    writeWithCompressedCopies(path.join(assetsDir, 'index-AbC123.js'), script);
    writeWithCompressedCopies(path.join(assetsDir, 'index-AbC123.css'), styles);
    writeWithCompressedCopies(path.join(assetsDir, 'tiny-AbC123.js'), 'export {};');
    writeFileSync(path.join(webDist, 'assets', 'logo-AbC123.png'), icon);
    server = await startTestServer({ webDist });
  });
  afterAll(() => server.close());

  // node:http, not fetch: fetch would undo the compression before the test could see it.
  const get = (p: string, headers: Record<string, string> = {}) =>
    new Promise<RawReply>((resolve, reject) => {
      const req = request(`${server.baseUrl}${p}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    });

  it('sends scripts as brotli to browsers that accept it, the same bytes once decoded', async () => {
    const reply = await get('/dev-portal/assets/index-AbC123.js', {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(reply.headers.vary).toContain('accept-encoding');
    expect(reply.body.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(reply.body).toString()).toBe(script);
  });

  it('sends the compressed copy the build made, byte for byte, and the file itself where the build made none', async () => {
    const brotli = await get('/dev-portal/assets/index-AbC123.js', { 'accept-encoding': 'br' });
    expect(brotli.body.equals(readFileSync(path.join(assetsDir, 'index-AbC123.js.br')))).toBe(true);
    const gzipped = await get('/dev-portal/assets/index-AbC123.css', { 'accept-encoding': 'gzip' });
    expect(gzipped.body.equals(readFileSync(path.join(assetsDir, 'index-AbC123.css.gz')))).toBe(true);
    // A copy of its own is never served as a file of the app.
    expect((await get('/dev-portal/assets/index-AbC123.js.br')).status).toBe(404);
  });

  it('sends gzip to clients without brotli, and the file as it is to clients that accept neither', async () => {
    const gzipped = await get('/dev-portal/assets/index-AbC123.css', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(gunzipSync(gzipped.body).toString()).toBe(styles);

    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await get(
        '/dev-portal/assets/index-AbC123.css',
        accept ? { 'accept-encoding': accept } : {},
      );
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(styles);
    }
  });

  it('leaves images and files too small to gain alone, still cached as immutable', async () => {
    const image = await get('/dev-portal/assets/logo-AbC123.png', { 'accept-encoding': 'br, gzip' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toContain('immutable');
    expect(image.body.equals(icon)).toBe(true);

    const tiny = await get('/dev-portal/assets/tiny-AbC123.js', { 'accept-encoding': 'br, gzip' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('export {};');
  });

  it('answers names the build did not produce with 404, paths outside the folder included', async () => {
    for (const p of [
      '/dev-portal/assets/missing-AbC123.js',
      '/dev-portal/assets/..%2Findex.html',
      '/dev-portal/assets/..%2F..%2Fpackage.json',
      '/dev-portal/assets/%2Fetc%2Fpasswd',
    ]) {
      const reply = await get(p, { 'accept-encoding': 'br' });
      expect(reply.status, p).toBe(404);
      expect(reply.body.toString()).toBe('Not found');
    }
  });

  it('keeps the page and the files beside it revalidated on every load', async () => {
    const page = await get('/dev-portal/', { accept: 'text/html' });
    expect(page.headers['cache-control']).toBe('no-cache');
    const favicon = await get('/dev-portal/favicon.svg');
    expect(favicon.status).toBe(200);
    expect(favicon.headers['cache-control']).toBe('no-cache');
  });
});
