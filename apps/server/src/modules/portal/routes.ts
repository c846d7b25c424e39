import {
  LEGAL_PAGE_NAMES,
  type LegalPageReply,
  messages,
  type PortalConfigReply,
  paths,
} from '@ddp/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../platform/config';
import { NotFound } from '../../platform/errors';
import type { LegalPages } from './legal-pages';

/**
 * What the SPA needs to know at load besides the encryption key: where the footer links go, and
 * whether mail stays in the dev mailbox (no SMTP_URL); and the operator's legal pages.
 */
export function portalRoutes(
  app: FastifyInstance,
  opts: { footerLinks: Config['footerLinks']; devMailbox: boolean; legalPages: LegalPages },
) {
  const reply: PortalConfigReply = {
    output: 'success',
    links: opts.footerLinks,
    devMailbox: opts.devMailbox,
  };
  app.get(paths.portalConfig, async () => reply);
  app.get<{ Params: { name: string } }>(`${paths.legalPages}/:name`, async (req) => {
    const name = LEGAL_PAGE_NAMES.find((known) => known === req.params.name);
    if (!name) throw new NotFound(messages.notFound);
    const page: LegalPageReply = { output: 'success', page: opts.legalPages[name] ?? null };
    return page;
  });
}
