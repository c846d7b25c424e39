import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { BASE_PATH } from '@ddp/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { chooseEncoding, webAssets } from './web-assets';

/**
 * Serves the built SPA under /dev-portal/ with history fallback: any unknown path below the base
 * that asks for HTML gets index.html, and the router in the browser takes it from there.
 */
export async function registerSpa(app: FastifyInstance, webDist: string): Promise<boolean> {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webDist }, 'no built web app found; serving the API only');
    return false;
  }
  const indexHtml = await readFile(indexFile);
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: BASE_PATH,
    index: false,
    wildcard: false,
    // The hashed assets are served from memory, compressed, by the route below.
    globIgnore: ['assets/**'],
    cacheControl: false,
    setHeaders: (res) => res.setHeader('cache-control', 'no-cache'),
  });
  const findAsset = webAssets(path.join(webDist, 'assets'));
  app.get<{ Params: { name: string } }>(`${BASE_PATH}assets/:name`, async (req, reply) => {
    const asset = await findAsset(req.params.name);
    if (!asset) return reply.code(404).type('text/plain').send('Not found');
    const encoding = chooseEncoding(req.headers['accept-encoding'], asset);
    // Vite names assets by content hash, so they never change under the same name.
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('vary', 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.type(asset.type).send(encoding ? asset[encoding] : asset.identity);
  });
  const sendIndex = (_req: unknown, reply: import('fastify').FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
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
