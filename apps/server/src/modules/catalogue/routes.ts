import { listDocsRequest, paths, viewDocsRequest } from '@ddp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Decrypter, readEncrypted } from '../../platform/http/encrypted';
import { actorOf, sessionGuard } from '../auth/guard';
import type { Sessions } from '../auth/sessions';
import type { CatalogueService } from './service';

export function catalogueRoutes(
  app: FastifyInstance,
  opts: { catalogue: CatalogueService; sessions: Sessions; envelope: Decrypter; publicUrl: string },
) {
  const { catalogue, sessions, envelope, publicUrl } = opts;
  const signedIn = { preHandler: sessionGuard(sessions) };
  // The origins a "live here" service's server may have: the portal's public URL, and the origin
  // the browser used for this request (in development the portal answers on more than one).
  const portalOrigins = (req: FastifyRequest) => [publicUrl, `${req.protocol}://${req.host}`];

  const list = (kind: 'basic' | 'advanced') => async (req: FastifyRequest) => {
    const input = await readEncrypted(req, envelope, listDocsRequest);
    return {
      output: 'success',
      message: { serviceOptions: await catalogue.options(actorOf(req), kind, input, portalOrigins(req)) },
    };
  };
  app.get(paths.listBasicDocs, signedIn, list('basic'));
  app.post(paths.searchDocs, signedIn, async (req) => {
    const input = await readEncrypted(req, envelope, listDocsRequest);
    return {
      output: 'success',
      message: { operations: await catalogue.operations(actorOf(req), input, portalOrigins(req)) },
    };
  });
  app.post(paths.listAdvancedDocs, signedIn, list('advanced'));

  const view = (kind: 'basic' | 'advanced') => async (req: FastifyRequest) => {
    const { serviceId, serviceVersion, consumerId } = await readEncrypted(req, envelope, viewDocsRequest);
    const document = await catalogue.document(actorOf(req), kind, { serviceId, serviceVersion, consumerId });
    return { output: 'success', message: document };
  };
  app.post(paths.viewBasicDocs, signedIn, view('basic'));
  app.post(paths.viewAdvancedDocs, signedIn, view('advanced'));
}
