import {
  deleteDetailsRequest,
  editDetailsRequest,
  messages,
  paths,
  registerUserRequest,
  updatePasswordRequest,
  viewPersonalDetailsRequest,
} from '@ddp/contract';
import type { FastifyInstance } from 'fastify';
import { type Decrypter, readEncrypted, readPlain } from '../../platform/http/encrypted';
import type { IpRateLimit } from '../../platform/http/ip-rate-limit';
import { actorOf, sessionGuard } from '../auth/guard';
import type { AuthService } from '../auth/service';
import { personalDetailsReply } from './present';
import type { AccountsService } from './service';

export function accountRoutes(
  app: FastifyInstance,
  opts: { accounts: AccountsService; auth: AuthService; envelope: Decrypter; ipLimit: IpRateLimit },
) {
  const { accounts, auth, envelope, ipLimit } = opts;
  const signedIn = { preHandler: sessionGuard(auth) };

  // register-user is plain JSON: the contract sends it unencrypted.
  app.post(paths.registerUser, { preHandler: ipLimit.hook() }, async (req, reply) => {
    const { Data } = readPlain(req, registerUserRequest);
    await accounts.register(Data);
    return reply.code(201).send({ output: 'success', message: messages.registered });
  });

  app.get(paths.viewPersonalDetails, signedIn, async (req) => {
    const { emailid } = await readEncrypted(req, envelope, viewPersonalDetailsRequest);
    return personalDetailsReply(await accounts.personalDetails(actorOf(req), emailid));
  });

  app.post(paths.editDetails, signedIn, async (req) => {
    await accounts.editDetails(actorOf(req), await readEncrypted(req, envelope, editDetailsRequest));
    return { output: 'success', message: messages.detailsUpdated };
  });

  app.post(paths.updatePassword, signedIn, async (req) => {
    await accounts.updatePassword(
      actorOf(req),
      await readEncrypted(req, envelope, updatePasswordRequest),
      req.ip,
    );
    return { output: 'success', message: messages.passwordUpdated };
  });

  app.post(paths.deleteDetails, signedIn, async (req) => {
    await accounts.deleteAccount(actorOf(req), await readEncrypted(req, envelope, deleteDetailsRequest));
    return { output: 'success', message: messages.accountDeleted };
  });
}
