import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MatrixServer } from './matrix-server';

/** The files of the stand-in web build: what a real build has at its top level besides assets/. */
const WEB_FILES = ['index.html', 'favicon.svg'];

/**
 * Routes that only a server with a built web app (WEB_DIST) registers, and that no row calls: they
 * serve the single-page app itself, the same public files to every caller and nobody's data. What a
 * person may see or do is decided by the API routes the app calls, and each of those has a row.
 */
export const NOT_APPLICABLE: readonly string[] = [
  // Both redirect to /dev-portal/.
  'GET /',
  'GET /dev-portal',
  // index.html, and the history fallback that answers it for every page path of the app.
  'GET /dev-portal/',
  'GET /dev-portal/*',
  // The hashed script and style bundles.
  'GET /dev-portal/assets/:name',
  // One route per top-level file of the build.
  ...WEB_FILES.map((file) => `GET /dev-portal/${file}`),
];

/**
 * The routes of the matrix server's wiring with every optional setting on. The movable clock, the
 * operator API and the dev mailbox (on without SMTP; SMTP only takes a route away) are on in the
 * matrix server already; this adds a web build in a temporary folder.
 */
export async function routesWithEveryOption(server: MatrixServer): Promise<string[]> {
  const webDist = await mkdtemp(path.join(tmpdir(), 'matrix-web-'));
  try {
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Developer Portal</title>');
    await writeFile(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1);');
    const app = await server.buildWithWebApp(webDist);
    try {
      return [...app.routes];
    } finally {
      await app.server.close();
    }
  } finally {
    await rm(webDist, { recursive: true, force: true });
  }
}
