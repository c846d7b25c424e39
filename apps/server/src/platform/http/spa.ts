import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { BASE_PATH } from '@ddp/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

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
    cacheControl: false,
    setHeaders: (res, filePath) => {
      // Vite names assets by content hash, so they never change under the same name.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
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
