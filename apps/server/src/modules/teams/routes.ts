import {
  checkInvitationRequest,
  deleteConsumerRequest,
  getAdminDetailRequest,
  invitationActionRequest,
  inviteUserRequest,
  listInvitationsRequest,
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
import type { Sessions } from '../auth/sessions';
import { adminDetailsReply, teamListReply } from './present';
import type { TeamsService } from './service';

export function teamRoutes(
  app: FastifyInstance,
  opts: { teams: TeamsService; sessions: Sessions; envelope: Decrypter; ipLimit: PerAddressLimit },
) {
  const { teams, sessions, envelope, ipLimit } = opts;
  const signedIn = { preHandler: sessionGuard(sessions) };

  app.post(paths.viewListConsumers, signedIn, async (req) => {
    const input = await readEncrypted(req, envelope, viewListConsumersRequest);
    return teamListReply(await teams.list(actorOf(req), input));
  });

  app.post(paths.getAdminDetail, signedIn, async (req) => {
    const { email, consumerid } = await readEncrypted(req, envelope, getAdminDetailRequest);
    const { isOwner } = teams.roleOf(actorOf(req), { email, consumerId: consumerid });
    return { output: 'success', adminvalue: isOwner ? 'Owner' : 'User' };
  });

  app.post(paths.viewAdminDetails, signedIn, async (req) => {
    const actor = actorOf(req);
    const input = await readEncrypted(req, envelope, viewAdminDetailsRequest);
    return adminDetailsReply(await teams.adminDetails(actor, input), actor.email);
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
    await teams.completeInvitation(await readEncrypted(req, envelope, updateConsumerRequest), req.ip);
    // Ours, only when true (issue 22): the spec's clients read output and message.
    const enrol = teams.enrolsInBrowser ? { enrol: true } : {};
    return reply.code(201).send({ output: 'success', message: messages.invitationCompleted, ...enrol });
  });

  // Opening the link checks it at once, as update-consumer would, with the same limit per address.
  app.post(paths.checkInvitation, { preHandler: ipLimit.hook() }, async (req) => {
    await teams.invitations.usable(await readEncrypted(req, envelope, checkInvitationRequest));
    return { output: 'success', message: messages.invitationValid };
  });

  app.post(paths.listInvitations, signedIn, async (req) => {
    const input = await readEncrypted(req, envelope, listInvitationsRequest);
    return { output: 'success', invitations: await teams.invitations.pending(actorOf(req), input) };
  });

  app.post(paths.resendInvitation, signedIn, async (req) => {
    await teams.invitations.resend(actorOf(req), await readEncrypted(req, envelope, invitationActionRequest));
    return { output: 'success', message: messages.invitationResent };
  });

  app.post(paths.withdrawInvitation, signedIn, async (req) => {
    await teams.invitations.withdraw(
      actorOf(req),
      await readEncrypted(req, envelope, invitationActionRequest),
    );
    return { output: 'success', message: messages.invitationWithdrawn };
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
