import {
  type FrontendAppsReply,
  type FrontendAppTokenReply,
  getFrontendAppsRequest,
  getFrontendAppTokenRequest,
  paths,
} from '@ddp/contract';
import type { FastifyInstance } from 'fastify';
import { type Decrypter, readEncrypted } from '../../platform/http/encrypted';
import { type OriginRule, requestOrigin } from '../../platform/http/request-origin';
import { actorOf, sessionGuard } from '../auth/guard';
import type { Sessions } from '../auth/sessions';
import type { FrontendAppsService } from './service';

export function frontendAppRoutes(
  app: FastifyInstance,
  opts: {
    apps: FrontendAppsService;
    sessions: Sessions;
    envelope: Decrypter;
    cookieDomains: string[];
    origin: OriginRule;
  },
) {
  const { apps, sessions, envelope, cookieDomains } = opts;

  app.post(paths.getFrontendApps, { preHandler: sessionGuard(sessions) }, async (req) => {
    const input = await readEncrypted(req, envelope, getFrontendAppsRequest);
    const reply: FrontendAppsReply = {
      output: 'success',
      message: { frontendApps: await apps.forActor(actorOf(req), input) },
      cookieDomains,
    };
    return reply;
  });

  app.post(paths.getFrontendAppToken, { preHandler: sessionGuard(sessions) }, async (req) => {
    const input = await readEncrypted(req, envelope, getFrontendAppTokenRequest);
    const { token, expiresIn } = await apps.userToken(actorOf(req), input, requestOrigin(req, opts.origin));
    const reply: FrontendAppTokenReply = { output: 'success', jwtToken: token, expires_in: expiresIn };
    return reply;
  });
}
