import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { BASE_PATH, routes } from '@ddp/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
// The build writes a brotli and a gzip copy beside each text file (apps/web/vite.config.ts).
const COMPRESSED_COPIES = ['**/*.br', '**/*.gz'];

/** The file names the build put in `dir`, without their compressed copies. */
function builtFiles(dir: string): Set<string> {
  try {
    return new Set(
      readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
        .map((entry) => entry.name),
    );
  } catch {
    return new Set();
  }
}

/**
 * JavaScript is text/javascript (RFC 9239), as the portal has always sent its scripts; the type
 * table @fastify/send reads still says application/javascript.
 */
async function javascriptAsText(_req: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const type = reply.getHeader('content-type');
  if (typeof type === 'string' && type.startsWith('application/javascript'))
    reply.header('content-type', type.replace('application/javascript', 'text/javascript'));
  return payload;
}

// Written by the web app's build (apps/web/route-preloads.ts): by route, the files of its first screen.
const ROUTE_PRELOADS_FILE = path.join('.vite', 'route-preloads.json');

/** The route of a page's address: below the base, without query or trailing slash. */
const routeOf = (url: string) => `/${(url.split('?')[0] ?? '').slice(BASE_PATH.length).replace(/\/+$/, '')}`;

/** Whether an address is below /home, whose page paints the signed-in frame first (index.html). */
const isHomeRoute = (route: string) => route === routes.home || route.startsWith(`${routes.home}/`);

const withHomeFrame = (html: string) =>
  html.replace('<div id="root">', '<div id="root" data-first-frame="home">');

const preloadLink = (file: string) =>
  file.endsWith('.css')
    ? `<link rel="preload" as="style" crossorigin href="${BASE_PATH}${file}">`
    : `<link rel="modulepreload" crossorigin href="${BASE_PATH}${file}">`;

/**
 * The page of each route whose first screen is loaded lazily, naming that screen's files, so that
 * they download beside the entry instead of after it has run (docs/web.md, "First files"). Built
 * once at start; without the build's list every route gets the plain page.
 */
async function pagesByRoute(webDist: string, indexHtml: string): Promise<Map<string, string>> {
  const listed = await readFile(path.join(webDist, ROUTE_PRELOADS_FILE), 'utf8').catch(() => null);
  if (listed === null || !indexHtml.includes('</head>')) return new Map();
  const preloads = JSON.parse(listed) as Record<string, string[]>;
  return new Map(
    Object.entries(preloads).map(([route, files]) => {
      const page = indexHtml.replace('</head>', `  ${files.map(preloadLink).join('\n    ')}\n  </head>`);
      return [route, isHomeRoute(route) ? withHomeFrame(page) : page];
    }),
  );
}

/**
 * Serves the built SPA under /dev-portal/ with history fallback: any unknown path below the base
 * that asks for HTML gets index.html, and the router in the browser takes it from there. Files go
 * out through @fastify/static, each as the compressed copy the build made for it when the client
 * accepts one (brotli, then gzip), else as it is.
 */
export async function registerSpa(app: FastifyInstance, webDist: string): Promise<boolean> {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webDist }, 'no built web app found; serving the API only');
    return false;
  }
  const indexHtml = await readFile(indexFile, 'utf8');
  const pages = await pagesByRoute(webDist, indexHtml);
  const homePage = withHomeFrame(indexHtml);
  const assetsDir = path.join(webDist, 'assets');
  // Vite names assets by content hash, so they never change under the same name.
  await app.register(fastifyStatic, {
    root: assetsDir,
    serve: false,
    preCompressed: true,
    maxAge: YEAR_MS,
    immutable: true,
  });
  // The files beside the page (favicon, ...) keep their names across builds: revalidated each load.
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: BASE_PATH,
    decorateReply: false,
    index: false,
    wildcard: false,
    preCompressed: true,
    globIgnore: ['assets/**', ...COMPRESSED_COPIES],
    cacheControl: false,
    setHeaders: (res) => res.setHeader('cache-control', 'no-cache'),
  });
  // Only names listed at start are served, so no path from the request reaches the file system.
  const assets = builtFiles(assetsDir);
  app.get<{ Params: { name: string } }>(
    `${BASE_PATH}assets/:name`,
    { onSend: javascriptAsText },
    (req, reply) => {
      if (!assets.has(req.params.name)) return reply.code(404).type('text/plain').send('Not found');
      return reply.header('vary', 'accept-encoding').sendFile(req.params.name);
    },
  );
  const pageOf = (route: string) => pages.get(route) ?? (isHomeRoute(route) ? homePage : indexHtml);
  const sendIndex = (req: FastifyRequest, reply: FastifyReply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(pageOf(routeOf(req.url)));
  app.get('/', (_req, reply) => reply.redirect(BASE_PATH));
  app.get(BASE_PATH.slice(0, -1), (_req, reply) => reply.redirect(BASE_PATH));
  app.get(BASE_PATH, sendIndex);
  app.get(`${BASE_PATH}*`, (req, reply) => {
    const wantsFile = /\.[a-z0-9]{1,8}$/i.test(req.url.split('?')[0] ?? '');
    if (wantsFile) return reply.code(404).type('text/plain').send('Not found');
    return sendIndex(req, reply);
  });
  return true;
}
