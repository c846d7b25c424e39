import { listDocsRequest, paths, viewDocsRequest } from '@ddp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Decrypter, readEncrypted } from '../../platform/http/encrypted';
import { actorOf, sessionGuard } from '../auth/guard';
import type { AuthService } from '../auth/service';
import { teamPolicy } from '../teams/policy';
import type { CatalogueService } from './service';

export function catalogueRoutes(
  app: FastifyInstance,
  opts: { catalogue: CatalogueService; auth: AuthService; envelope: Decrypter },
) {
  const { catalogue, auth, envelope } = opts;
  const signedIn = { preHandler: sessionGuard(auth) };

  const list = (kind: 'basic' | 'advanced') => async (req: FastifyRequest) => {
    const actor = actorOf(req);
    teamPolicy.requireSelf(actor, await readEncrypted(req, envelope, listDocsRequest));
    return { output: 'success', message: { serviceOptions: await catalogue.options(actor, kind) } };
  };
  app.get(paths.listBasicDocs, signedIn, list('basic'));
  app.post(paths.listAdvancedDocs, signedIn, list('advanced'));

  const view = (kind: 'basic' | 'advanced') => async (req: FastifyRequest) => {
    const actor = actorOf(req);
    const { serviceId, serviceVersion, consumerId } = await readEncrypted(req, envelope, viewDocsRequest);
    teamPolicy.requireSelf(actor, { consumerId });
    return { output: 'success', message: await catalogue.document(actor, kind, serviceId, serviceVersion) };
  };
  app.post(paths.viewBasicDocs, signedIn, view('basic'));
  app.post(paths.viewAdvancedDocs, signedIn, view('advanced'));
}
