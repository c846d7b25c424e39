import { randomUUID } from 'node:crypto';
import { GOOD_PASSWORD } from '../test-support/accounts';
import { namesOfA } from './cross-company';
import { LINK_NOT_VALID } from './replies';
import { route } from './row';
import type { Caller, World } from './world';

// A token of the right shape that no mailed link ever carried.
const bogusToken = 'A'.repeat(43);
const unknownEmail = () => `nobody.${randomUUID().slice(0, 8)}@example.com`;

const checkReset = (w: World, who: Caller, email: string) =>
  w.enc(who, '/v1/ddp/validate-reset-password-token', {
    email,
    token: bogusToken,
    date: w.server.clock.now().toISOString(),
  });
const reset = (w: World, who: Caller, email: string) =>
  w.enc(who, '/v1/ddp/custom-reset-password', {
    email,
    token: bogusToken,
    newPass: 'Another-Horse-Battery-7',
  });
const completeInvitation = (w: World, who: Caller, values: { email: string; createdUserId: string }) =>
  w.enc(who, '/v1/ddp/update-consumer', {
    firstname: 'Grace',
    lastname: 'Hopper',
    password: GOOD_PASSWORD,
    mobile: '+49 1701234567 DE',
    ddpInvite: true,
    token: bogusToken,
    ...values,
  });

const checkInvitation = (w: World, who: Caller, values: { email: string; createdUserId: string }) =>
  w.enc(who, '/v1/ddp/check-invitation', { token: bogusToken, ...values });

const emailOfA = (call: (w: World, who: Caller, email: string) => ReturnType<typeof reset>) =>
  namesOfA({ field: 'email', ofA: (w) => w.userA.email, unknown: unknownEmail, call });

/** The mailed links: the token in the link is the only proof, so who calls must not matter. */
export const linkRows = [
  route('POST /v1/ddp/validate-reset-password-token', {
    allowed: 'same-for-all',
    answer: LINK_NOT_VALID,
    call: (w, who) => checkReset(w, who, w.spare.email),
    ids: [emailOfA(checkReset)],
  }),
  route('POST /v1/ddp/custom-reset-password', {
    allowed: 'same-for-all',
    answer: LINK_NOT_VALID,
    call: (w, who) => reset(w, who, w.spare.email),
    ids: [emailOfA(reset)],
  }),
  route('POST /v1/ddp/update-consumer', {
    allowed: 'same-for-all',
    answer: LINK_NOT_VALID,
    call: (w, who) =>
      completeInvitation(w, who, { email: unknownEmail(), createdUserId: w.ownerB.consumerId }),
    ids: [
      namesOfA({
        field: 'email',
        ofA: (w) => w.userA.email,
        unknown: unknownEmail,
        call: (w, who, email) => completeInvitation(w, who, { email, createdUserId: w.ownerB.consumerId }),
      }),
      namesOfA({
        field: 'createdUserId',
        ofA: (w) => w.ownerA.consumerId,
        unknown: () => randomUUID(),
        call: (w, who, createdUserId) => completeInvitation(w, who, { email: unknownEmail(), createdUserId }),
      }),
    ],
  }),
  route('POST /v1/ddp/check-invitation', {
    allowed: 'same-for-all',
    answer: LINK_NOT_VALID,
    call: (w, who) => checkInvitation(w, who, { email: unknownEmail(), createdUserId: w.ownerB.consumerId }),
    ids: [
      namesOfA({
        field: 'email',
        ofA: (w) => w.userA.email,
        unknown: unknownEmail,
        call: (w, who, email) => checkInvitation(w, who, { email, createdUserId: w.ownerB.consumerId }),
      }),
      namesOfA({
        field: 'createdUserId',
        ofA: (w) => w.ownerA.consumerId,
        unknown: () => randomUUID(),
        call: (w, who, createdUserId) => checkInvitation(w, who, { email: unknownEmail(), createdUserId }),
      }),
    ],
  }),
];
