import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';

const PAGE =
  '<!doctype html><html><head><title>Portal</title>\n    <script type="module" src="/dev-portal/assets/index-A1.js"></script>\n  </head><body><div id="root"></div></body></html>';

const HOME_PAGE = PAGE.replace('<div id="root">', '<div id="root" data-first-frame="home">');

// What the web build lists (apps/web/route-preloads.ts): by route, the first screen's files.
const PRELOADS = {
  '/home/view-credentials': [
    'assets/screen-styles-B2.css',
    'assets/screens-kit-C3.js',
    'assets/credentials-page-D4.js',
  ],
  '/user-registration': ['assets/registration-page-E5.js'],
};

describe(`Each address's page names the files of its first screen (${testDatabaseKind})`, () => {
  let server: TestServer;

  beforeAll(async () => {
    const webDist = mkdtempSync(path.join(tmpdir(), 'ddp-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    mkdirSync(path.join(webDist, '.vite'));
    writeFileSync(path.join(webDist, 'index.html'), PAGE);
    writeFileSync(path.join(webDist, '.vite', 'route-preloads.json'), JSON.stringify(PRELOADS));
    writeFileSync(path.join(webDist, '.vite', 'manifest.json'), '{}');
    server = await startTestServer({ webDist });
  });
  afterAll(() => server.close());

  const page = async (address: string) => {
    const reply = await fetch(`${server.baseUrl}${address}`, { headers: { accept: 'text/html' } });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/html; charset=utf-8');
    return reply.text();
  };
  const head = (html: string) => html.slice(0, html.indexOf('</head>'));
  const linksIn = (html: string) => [...head(html).matchAll(/<link [^>]*>/g)].map(([link]) => link);

  it('names a signed-in screen’s stylesheets and scripts in its head, in the listed order', async () => {
    expect(linksIn(await page('/dev-portal/home/view-credentials'))).toEqual([
      '<link rel="preload" as="style" crossorigin href="/dev-portal/assets/screen-styles-B2.css">',
      '<link rel="modulepreload" crossorigin href="/dev-portal/assets/screens-kit-C3.js">',
      '<link rel="modulepreload" crossorigin href="/dev-portal/assets/credentials-page-D4.js">',
    ]);
  });

  it('names them for the same address with a trailing slash or a query', async () => {
    const plain = await page('/dev-portal/home/view-credentials');
    expect(await page('/dev-portal/home/view-credentials/')).toBe(plain);
    expect(await page('/dev-portal/home/view-credentials?tab=team')).toBe(plain);
  });

  it('keeps the page as built, and the entry in it, for addresses with nothing listed', async () => {
    expect(await page('/dev-portal/')).toBe(PAGE);
    expect(await page('/dev-portal/no-such-page')).toBe(PAGE);
    expect(await page('/dev-portal/home/no-such-screen')).toBe(HOME_PAGE);
    expect(await page('/dev-portal/home')).toBe(HOME_PAGE);
    expect(linksIn(await page('/dev-portal/user-registration'))).toEqual([
      '<link rel="modulepreload" crossorigin href="/dev-portal/assets/registration-page-E5.js">',
    ]);
    expect(await page('/dev-portal/user-registration')).toContain('/dev-portal/assets/index-A1.js');
  });

  it('marks the page of every signed-in address, and only those, to paint the signed-in frame first', async () => {
    const homeFrame = '<div id="root" data-first-frame="home">';
    expect(await page('/dev-portal/home/view-credentials')).toContain(homeFrame);
    expect(await page('/dev-portal/home/view-credentials?tab=team')).toContain(homeFrame);
    expect(await page('/dev-portal/home/')).toContain(homeFrame);
    for (const address of ['/dev-portal/', '/dev-portal/user-registration', '/dev-portal/homework'])
      expect(await page(address)).not.toContain('data-first-frame');
  });

  it('does not serve the build’s own lists', async () => {
    for (const file of ['route-preloads.json', 'manifest.json']) {
      const reply = await fetch(`${server.baseUrl}/dev-portal/.vite/${file}`);
      expect(reply.status).toBe(404);
      expect(await reply.text()).not.toContain('credentials-page');
    }
  });
});
