import type { FastifyInstance } from 'fastify';
import { framedByThePortal } from '../../../platform/http/security-headers';
import { DEMO_STATIONS_PATH, stationsCss, stationsHtml, stationsScript } from './stations-page';

/** Serves the demo front-end app; the security headers let the portal (only) frame it. */
export function demoAppRoutes(app: FastifyInstance) {
  const files = [
    ['', 'text/html; charset=utf-8', stationsHtml],
    ['app.js', 'text/javascript; charset=utf-8', stationsScript],
    ['app.css', 'text/css; charset=utf-8', stationsCss],
  ] as const;
  for (const [name, type, body] of files) {
    app.get(`${DEMO_STATIONS_PATH}${name}`, framedByThePortal, (_req, reply) =>
      reply.header('cache-control', 'no-cache').type(type).send(body),
    );
  }
  app.get(DEMO_STATIONS_PATH.slice(0, -1), framedByThePortal, (_req, reply) =>
    reply.redirect(DEMO_STATIONS_PATH),
  );
}
