import { listDocsRequest, paths, viewDocsRequest } from '@ddp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Decrypter, readEncrypted } from '../../platform/http/encrypted';
import {
  type OriginRule,
  ownOrigins,
  requestOrigin,
  serversAtRequestOrigin,
} from '../../platform/http/request-origin';
import { actorOf, sessionGuard } from '../auth/guard';
import type { Sessions } from '../auth/sessions';
import type { CatalogueService } from './service';

export function catalogueRoutes(
  app: FastifyInstance,
  opts: { catalogue: CatalogueService; sessions: Sessions; envelope: Decrypter; origin: OriginRule },
) {
  const { catalogue, sessions, envelope, origin } = opts;
  const signedIn = { preHandler: sessionGuard(sessions) };
  // The origins a "live here" service's server may have: the portal's own (docs/decisions.md,
  // "Live services"), the same ones whose servers entry is shown at the request's origin.
  const portalOrigins = (req: FastifyRequest) => ownOrigins(req, origin);

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
    // The portal's own API at the host the browser used (no-store: every /v1 reply).
    return {
      output: 'success',
      message: serversAtRequestOrigin(document, requestOrigin(req, origin), origin),
    };
  };
  app.post(paths.viewBasicDocs, signedIn, view('basic'));
  app.post(paths.viewAdvancedDocs, signedIn, view('advanced'));
}
