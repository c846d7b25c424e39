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
import type { PerAddressLimit } from '../../platform/http/per-address-limits';
import type { DeviceCookies } from '../auth/device-cookies';
import { actorOf, sessionGuard } from '../auth/guard';
import type { Sessions } from '../auth/sessions';
import { personalDetailsReply } from './present';
import type { AccountsService } from './service';

export function accountRoutes(
  app: FastifyInstance,
  opts: {
    accounts: AccountsService;
    sessions: Sessions;
    envelope: Decrypter;
    ipLimit: PerAddressLimit;
    devices: DeviceCookies;
  },
) {
  const { accounts, sessions, envelope, ipLimit, devices } = opts;
  const signedIn = { preHandler: sessionGuard(sessions) };

  // register-user is plain JSON: the contract sends it unencrypted.
  app.post(paths.registerUser, { preHandler: ipLimit.hook() }, async (req, reply) => {
    const { Data } = readPlain(req, registerUserRequest);
    await accounts.register(Data);
    // Ours, only when true (issue 22): the spec's clients read output and message.
    const enrol = accounts.enrolsInBrowser ? { enrol: true } : {};
    return reply.code(201).send({ output: 'success', message: messages.registered, ...enrol });
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
    const actor = actorOf(req);
    await accounts.updatePassword(actor, await readEncrypted(req, envelope, updatePasswordRequest), {
      ip: req.ip,
      deviceId: devices.deviceOf(req, actor.email),
    });
    return { output: 'success', message: messages.passwordUpdated };
  });

  app.post(paths.deleteDetails, signedIn, async (req) => {
    await accounts.deleteAccount(actorOf(req), await readEncrypted(req, envelope, deleteDetailsRequest));
    return { output: 'success', message: messages.accountDeleted };
  });
}
