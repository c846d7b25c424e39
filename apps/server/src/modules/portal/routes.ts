import { paths } from '@ddp/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../platform/config';

/** What the SPA needs to know at load besides the encryption key: where the footer links go. */
export function portalRoutes(app: FastifyInstance, opts: { footerLinks: Config['footerLinks'] }) {
  const reply = { output: 'success', links: opts.footerLinks };
  app.get(paths.portalConfig, async () => reply);
}
