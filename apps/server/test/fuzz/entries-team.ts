import {
  deleteConsumerRequest,
  getAdminDetailRequest,
  inviteUserRequest,
  makeAdminConsumerRequest,
  viewAdminDetailsRequest,
  viewListConsumersRequest,
} from '@ddp/contract';
import { fuzz, sameCaller } from './fuzz-entry';
import type { FuzzWorld } from './fuzz-world';

const ownerA = (fw: FuzzWorld) => fw.caller('ownerA');

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
];
