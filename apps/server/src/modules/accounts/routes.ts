import { messages, paths, registerUserRequest, viewPersonalDetailsRequest } from '@ddp/contract';
import type { FastifyInstance } from 'fastify';
import { type Decrypter, readEncrypted, readPlain } from '../../platform/http/encrypted';
import { actorOf, sessionGuard } from '../auth/guard';
import type { AuthService } from '../auth/service';
import { personalDetailsReply } from './present';
import type { AccountsService } from './service';

export function accountRoutes(
  app: FastifyInstance,
  opts: { accounts: AccountsService; auth: AuthService; envelope: Decrypter },
) {
  const { accounts, auth, envelope } = opts;

  // register-user is plain JSON: the contract sends it unencrypted.
  app.post(paths.registerUser, async (req, reply) => {
    const { Data } = readPlain(req, registerUserRequest);
    await accounts.register(Data);
    return reply.code(201).send({ output: 'success', message: messages.registered });
  });

  app.get(paths.viewPersonalDetails, { preHandler: sessionGuard(auth) }, async (req) => {
    const { emailid } = await readEncrypted(req, envelope, viewPersonalDetailsRequest);
    return personalDetailsReply(await accounts.personalDetails(actorOf(req), emailid));
  });
}
