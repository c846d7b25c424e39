import { randomUUID } from 'node:crypto';
import { route } from './row';
import { type Caller, SIGNED_IN, type World } from './world';

const roleChange = (w: World, who: Caller, id: string) =>
  w.enc(who, '/v1/ddp/make-admin-consumer', { consumerId: who.self.consumerId, id, admin: true });
const removal = (w: World, who: Caller, id: string) =>
  w.enc(who, '/v1/ddp/delete-consumer', { consumerId: who.self.consumerId, id });

/** The team of one's own company: everyone reads it, only its Owners change it. */
export const teamRows = [
  route('POST /v1/ddp/view-list-consumers', {
    allowed: SIGNED_IN,
    call: (w, who) =>
      w.enc(who, '/v1/ddp/view-list-consumers', {
        projectId: who.self.projectId,
        companyId: who.self.companyId,
        consumerId: who.self.consumerId,
        page: 1,
      }),
  }),
  route('POST /v1/ddp/getadmindetail', {
    allowed: SIGNED_IN,
    call: (w, who) =>
      w.enc(who, '/v1/ddp/getadmindetail', { email: who.self.email, consumerid: who.self.consumerId }),
  }),
  route('POST /v1/ddp/view-admin-details', {
    allowed: SIGNED_IN,
    call: (w, who) =>
      w.enc(who, '/v1/ddp/view-admin-details', { consumerId: who.self.consumerId, id: who.self.consumerId }),
  }),
  route('POST /v1/ddp/invite-user', {
    allowed: ['ownerA', 'ownerB'],
    call: (w, who) =>
      w.enc(who, '/v1/ddp/invite-user', {
        isAdmin: 'Owner',
        firstname: 'Grace',
        lastname: 'Hopper',
        email: `invitee.${randomUUID().slice(0, 8)}@example.com`,
        admin: false,
        createdUserId: who.self.consumerId,
        no_invite_consumer: false,
        dummy_consumers: false,
      }),
  }),
  route('POST /v1/ddp/make-admin-consumer', {
    allowed: ['ownerA'],
    call: async (w, who) => roleChange(w, who, await w.spareMemberOfA()),
    unknown: (w, who) => roleChange(w, who, randomUUID()),
  }),
  route('POST /v1/ddp/delete-consumer', {
    allowed: ['ownerA'],
    call: async (w, who) => removal(w, who, await w.spareMemberOfA()),
    unknown: (w, who) => removal(w, who, randomUUID()),
  }),
];
