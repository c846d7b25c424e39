import {
  deleteConsumerRequest,
  getAdminDetailRequest,
  invitationActionRequest,
  inviteUserRequest,
  listInvitationsRequest,
  makeAdminConsumerRequest,
  viewAdminDetailsRequest,
  viewListConsumersRequest,
} from '@ddp/contract';
import { invite } from '../test-support/teams';
import { type FuzzCaller, fuzz, sameCaller } from './fuzz-entry';
import type { FuzzWorld } from './fuzz-world';

const ownerA = (fw: FuzzWorld) => fw.caller('ownerA');
const newInvitee = () => `fuzz.invitee.${Math.random().toString(16).slice(2, 10)}@example.com`;

/** A new invitation of company A, by its id in the Owners' list. */
async function invitationOfA(fw: FuzzWorld, who: FuzzCaller) {
  const email = newInvitee();
  const sent = await invite(fw.server.client, fw.world.ownerA, { email });
  if (sent.status !== 201) throw new Error(`invite failed: ${JSON.stringify(sent.body)}`);
  const list = await fw.server.client.post<{ invitations: Array<{ id: string; email: string }> }>(
    '/v1/ddp/list-invitations',
    { consumerId: who.self.consumerId },
    { token: who.token ?? '' },
  );
  const id = list.body.invitations?.find((i) => i.email === email)?.id;
  if (!id) throw new Error('the new invitation is not listed');
  return id;
}

/** The team of one's own company, read by everyone and changed by its Owners. */
export const teamEntries = [
  fuzz('POST /v1/ddp/view-list-consumers', {
    transport: 'sealed',
    schema: viewListConsumersRequest,
    caller: ownerA,
    base: (_fw, who) => ({
      projectId: who.self.projectId,
      companyId: who.self.companyId,
      consumerId: who.self.consumerId,
      page: 1,
    }),
  }),
  fuzz('POST /v1/ddp/getadmindetail', {
    transport: 'sealed',
    schema: getAdminDetailRequest,
    caller: ownerA,
    base: (_fw, who) => ({ email: who.self.email, consumerid: who.self.consumerId }),
  }),
  fuzz('POST /v1/ddp/view-admin-details', {
    transport: 'sealed',
    schema: viewAdminDetailsRequest,
    caller: ownerA,
    base: (_fw, who) => ({ consumerId: who.self.consumerId, id: who.self.consumerId }),
  }),
  fuzz('POST /v1/ddp/invite-user', {
    transport: 'sealed',
    schema: inviteUserRequest,
    caller: ownerA,
    base: (_fw, who) => ({
      isAdmin: 'Owner',
      firstname: 'Grace',
      lastname: 'Hopper',
      email: `fuzz.invitee.${Math.random().toString(16).slice(2, 10)}@example.com`,
      admin: false,
      createdUserId: who.self.consumerId,
      no_invite_consumer: false,
      dummy_consumers: false,
    }),
  }),
  fuzz('POST /v1/ddp/make-admin-consumer', {
    transport: 'sealed',
    schema: makeAdminConsumerRequest,
    caller: ownerA,
    base: async (fw, who) => ({
      consumerId: who.self.consumerId,
      id: await fw.spareMemberOfA(),
      admin: true,
    }),
  }),
  fuzz('POST /v1/ddp/delete-consumer', {
    transport: 'sealed',
    schema: deleteConsumerRequest,
    caller: ownerA,
    base: async (fw, who) => ({ consumerId: who.self.consumerId, id: await fw.spareMemberOfA() }),
    renew: sameCaller,
  }),
  fuzz('POST /v1/ddp/list-invitations', {
    transport: 'sealed',
    schema: listInvitationsRequest,
    caller: ownerA,
    base: (_fw, who) => ({ consumerId: who.self.consumerId }),
  }),
  fuzz('POST /v1/ddp/resend-invitation', {
    transport: 'sealed',
    schema: invitationActionRequest,
    caller: ownerA,
    base: async (fw, who) => ({
      consumerId: who.self.consumerId,
      invitationId: await invitationOfA(fw, who),
    }),
  }),
  fuzz('POST /v1/ddp/withdraw-invitation', {
    transport: 'sealed',
    schema: invitationActionRequest,
    caller: ownerA,
    base: async (fw, who) => ({
      consumerId: who.self.consumerId,
      invitationId: await invitationOfA(fw, who),
    }),
    renew: sameCaller,
  }),
];
