import { randomUUID } from 'node:crypto';
import { messages } from '@ddp/contract';
import { expect } from 'vitest';
import { namesOfA, ownIds } from './cross-company';
import { created, NOT_FOUND, OWNERS_ONLY, ok, WITHOUT_SESSION } from './replies';
import { type Call, route } from './row';
import { type Caller, SIGNED_IN, type World } from './world';

const listTeam: Call = (w, who) =>
  w.enc(who, '/v1/ddp/view-list-consumers', {
    projectId: who.self.projectId,
    companyId: who.self.companyId,
    consumerId: who.self.consumerId,
    page: 1,
  });
const adminDetail: Call = (w, who) =>
  w.enc(who, '/v1/ddp/getadmindetail', { email: who.self.email, consumerid: who.self.consumerId });
const adminDetails = (w: World, who: Caller, id: string) =>
  w.enc(who, '/v1/ddp/view-admin-details', { consumerId: who.self.consumerId, id });
/** The caller's real own id, whatever a check put into `self`. */
const realIdOf = (w: World, who: Caller) => w.callers[who.name].self.consumerId;

const invite = (w: World, who: Caller, email: string) =>
  w.enc(who, '/v1/ddp/invite-user', {
    isAdmin: 'Owner',
    firstname: 'Grace',
    lastname: 'Hopper',
    email,
    admin: false,
    createdUserId: who.self.consumerId,
    no_invite_consumer: false,
    dummy_consumers: false,
  });
const newInvitee = () => `invitee.${randomUUID().slice(0, 8)}@example.com`;

const roleChange = (w: World, who: Caller, id: string) =>
  w.enc(who, '/v1/ddp/make-admin-consumer', { consumerId: who.self.consumerId, id, admin: true });
const removal = (w: World, who: Caller, id: string) =>
  w.enc(who, '/v1/ddp/delete-consumer', { consumerId: who.self.consumerId, id });
const memberOfA = (call: typeof removal) =>
  namesOfA({
    field: 'id',
    ofA: async (w) => (await w.memberOfA()).consumerId,
    unknown: () => randomUUID(),
    call,
  });
const roleTarget = memberOfA(roleChange);
const removalTarget = memberOfA(removal);

const listInvitations: Call = (w, who) =>
  w.enc(who, '/v1/ddp/list-invitations', { consumerId: who.self.consumerId });
const resendInvitation = (w: World, who: Caller, invitationId: string) =>
  w.enc(who, '/v1/ddp/resend-invitation', { consumerId: who.self.consumerId, invitationId });
const withdrawInvitation = (w: World, who: Caller, invitationId: string) =>
  w.enc(who, '/v1/ddp/withdraw-invitation', { consumerId: who.self.consumerId, invitationId });
/** A new pending invitation of company A, by its id. */
async function invitationOfA(w: World): Promise<string> {
  const email = newInvitee();
  const sent = await invite(w, w.callers.ownerA, email);
  if (sent.status !== 201) throw new Error(`invite failed: ${JSON.stringify(sent.body)}`);
  const list = await listInvitations(w, w.callers.ownerA);
  const found = (list.body as { invitations?: Array<{ id: string; email: string }> }).invitations?.find(
    (i) => i.email === email,
  );
  if (!found) throw new Error('the new invitation is not listed');
  return found.id;
}
const UNKNOWN_INVITATION = {
  status: 404,
  body: { output: 'error', message: messages.invitationUnknown },
};
const invitationTarget = (call: typeof resendInvitation) =>
  namesOfA({ field: 'invitationId', ofA: invitationOfA, unknown: () => randomUUID(), call });
const resendTarget = invitationTarget(resendInvitation);
const withdrawTarget = invitationTarget(withdrawInvitation);

/** The team of one's own company: everyone reads it, only its Owners change it. */
export const teamRows = [
  route('POST /v1/ddp/view-list-consumers', {
    allowed: SIGNED_IN,
    succeeds: ok({ message: expect.any(Array) }),
    refused: WITHOUT_SESSION,
    call: listTeam,
    ids: ownIds(listTeam, 'projectId', 'companyId', 'consumerId'),
  }),
  route('POST /v1/ddp/getadmindetail', {
    allowed: SIGNED_IN,
    succeeds: ok({ adminvalue: expect.stringMatching(/^(Owner|User)$/) }),
    refused: WITHOUT_SESSION,
    call: adminDetail,
    ids: ownIds(adminDetail, 'email', 'consumerId'),
  }),
  route('POST /v1/ddp/view-admin-details', {
    allowed: SIGNED_IN,
    succeeds: ok({ adminValue: expect.stringMatching(/^(Owner|User)$/) }),
    refused: WITHOUT_SESSION,
    call: (w, who) => adminDetails(w, who, who.self.consumerId),
    ids: [
      ...ownIds((w, who) => adminDetails(w, who, realIdOf(w, who)), 'consumerId'),
      namesOfA({
        field: 'id',
        ofA: (w) => w.ownerA.consumerId,
        unknown: () => randomUUID(),
        call: adminDetails,
      }),
    ],
  }),
  route('POST /v1/ddp/invite-user', {
    allowed: ['ownerA', 'ownerB'],
    succeeds: created({ message: messages.invited }),
    refused: { ...WITHOUT_SESSION, userA: OWNERS_ONLY, userB: OWNERS_ONLY },
    call: (w, who) => invite(w, who, newInvitee()),
    ids: [
      ...ownIds((w, who) => invite(w, who, newInvitee()), 'consumerId'),
      // An address that has an account in another company is answered like a new one: invite-user
      // tells nobody who is registered on the platform.
      namesOfA({
        field: 'email (against a new one)',
        ofA: (w) => w.userA.email,
        unknown: () => newInvitee(),
        call: invite,
        changesA: 'the person named is mailed a notice, without a link, instead of an invitation',
      }),
    ],
  }),
  route('POST /v1/ddp/make-admin-consumer', {
    allowed: ['ownerA'],
    succeeds: ok({ message: messages.operationCompleted }),
    refused: { ...WITHOUT_SESSION, userA: OWNERS_ONLY, userB: OWNERS_ONLY, ownerB: NOT_FOUND },
    call: roleTarget.callOnA,
    ids: [roleTarget, ...ownIds((w, who) => roleChange(w, who, randomUUID()), 'consumerId')],
  }),
  route('POST /v1/ddp/delete-consumer', {
    allowed: ['ownerA'],
    succeeds: ok({ message: messages.operationCompleted }),
    refused: { ...WITHOUT_SESSION, userA: OWNERS_ONLY, userB: OWNERS_ONLY, ownerB: NOT_FOUND },
    call: removalTarget.callOnA,
    ids: [removalTarget, ...ownIds((w, who) => removal(w, who, randomUUID()), 'consumerId')],
  }),
  // Pending invitations: the Owners' own company's only; another company's answer as unknown ids.
  route('POST /v1/ddp/list-invitations', {
    allowed: ['ownerA', 'ownerB'],
    succeeds: ok({ invitations: expect.any(Array) }),
    refused: { ...WITHOUT_SESSION, userA: OWNERS_ONLY, userB: OWNERS_ONLY },
    call: listInvitations,
    ids: ownIds(listInvitations, 'consumerId'),
  }),
  route('POST /v1/ddp/resend-invitation', {
    allowed: ['ownerA'],
    succeeds: ok({ message: messages.invitationResent }),
    refused: { ...WITHOUT_SESSION, userA: OWNERS_ONLY, userB: OWNERS_ONLY, ownerB: UNKNOWN_INVITATION },
    call: resendTarget.callOnA,
    ids: [resendTarget, ...ownIds((w, who) => resendInvitation(w, who, randomUUID()), 'consumerId')],
  }),
  route('POST /v1/ddp/withdraw-invitation', {
    allowed: ['ownerA'],
    succeeds: ok({ message: messages.invitationWithdrawn }),
    refused: { ...WITHOUT_SESSION, userA: OWNERS_ONLY, userB: OWNERS_ONLY, ownerB: UNKNOWN_INVITATION },
    call: withdrawTarget.callOnA,
    ids: [withdrawTarget, ...ownIds((w, who) => withdrawInvitation(w, who, randomUUID()), 'consumerId')],
  }),
];
