import { messages, paths, requestAdvancedServicesRequest, viewAdvancedServicesRequest } from '@ddp/contract';
import type { FastifyInstance } from 'fastify';
import { type Decrypter, readEncrypted } from '../../platform/http/encrypted';
import { actorOf, sessionGuard } from '../auth/guard';
import type { Sessions } from '../auth/sessions';
import type { AdvancedRequestsService } from './service';

export function advancedRequestRoutes(
  app: FastifyInstance,
  opts: { requests: AdvancedRequestsService; sessions: Sessions; envelope: Decrypter },
) {
  const { requests, sessions, envelope } = opts;
  const signedIn = { preHandler: sessionGuard(sessions) };

  app.post(paths.viewAdvancedServices, signedIn, async (req) => {
    const input = await readEncrypted(req, envelope, viewAdvancedServicesRequest);
    return { output: 'success', message: await requests.list(actorOf(req), input) };
  });

  app.post(paths.requestAdvancedServices, signedIn, async (req, reply) => {
    const { description, consumerId } = await readEncrypted(req, envelope, requestAdvancedServicesRequest);
    await requests.send(actorOf(req), { description, consumerId });
    return reply.code(201).send({ output: 'success', message: messages.advancedRequestSent });
  });
}
