import {
  deleteConsumerRequest,
  getAdminDetailRequest,
  inviteUserRequest,
  makeAdminConsumerRequest,
  messages,
  paths,
  updateConsumerRequest,
  viewAdminDetailsRequest,
  viewListConsumersRequest,
} from '@ddp/contract';
import type { FastifyInstance } from 'fastify';
import { type Decrypter, readEncrypted } from '../../platform/http/encrypted';
import type { PerAddressLimit } from '../../platform/http/per-address-limits';
import { actorOf, sessionGuard } from '../auth/guard';
import type { AuthService } from '../auth/service';
import { teamPolicy } from './policy';
import { adminDetailsReply, teamListReply } from './present';
import type { TeamsService } from './service';

export function teamRoutes(
  app: FastifyInstance,
  opts: { teams: TeamsService; auth: AuthService; envelope: Decrypter; ipLimit: PerAddressLimit },
) {
  const { teams, auth, envelope, ipLimit } = opts;
  const signedIn = { preHandler: sessionGuard(auth) };

  app.post(paths.viewListConsumers, signedIn, async (req) => {
    const input = await readEncrypted(req, envelope, viewListConsumersRequest);
    return teamListReply(await teams.list(actorOf(req), input));
  });

  app.post(paths.getAdminDetail, signedIn, async (req) => {
    const actor = actorOf(req);
    const { email, consumerid } = await readEncrypted(req, envelope, getAdminDetailRequest);
    teamPolicy.requireSelf(actor, { email, consumerId: consumerid });
    return { output: 'success', adminvalue: actor.isOwner ? 'Owner' : 'User' };
  });

  app.post(paths.viewAdminDetails, signedIn, async (req) => {
    const actor = actorOf(req);
    const { consumerId, id } = await readEncrypted(req, envelope, viewAdminDetailsRequest);
    teamPolicy.requireSelf(actor, { consumerId });
    teamPolicy.requireSelf(actor, { consumerId: id });
    return adminDetailsReply(await teams.adminDetails(actor), actor.email);
  });

  app.post(paths.inviteUser, signedIn, async (req, reply) => {
    const input = await readEncrypted(req, envelope, inviteUserRequest);
    const outcome = await teams.invite(actorOf(req), input);
    return reply
      .code(201)
      .send({ output: 'success', message: outcome === 'dummy' ? messages.dummyCreated : messages.invited });
  });

  // Invitation completion carries no session: the single-use token in the mailed link is the proof.
  app.post(paths.updateConsumer, { preHandler: ipLimit.hook() }, async (req, reply) => {
    await teams.completeInvitation(await readEncrypted(req, envelope, updateConsumerRequest));
    return reply.code(201).send({ output: 'success', message: messages.invitationCompleted });
  });

  app.post(paths.makeAdminConsumer, signedIn, async (req) => {
    await teams.setRole(actorOf(req), await readEncrypted(req, envelope, makeAdminConsumerRequest));
    return { output: 'success', message: messages.operationCompleted };
  });

  app.post(paths.deleteConsumer, signedIn, async (req) => {
    await teams.deleteMember(actorOf(req), await readEncrypted(req, envelope, deleteConsumerRequest));
    return { output: 'success', message: messages.operationCompleted };
  });
}
