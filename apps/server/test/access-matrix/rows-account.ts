import { randomUUID } from 'node:crypto';
import { messages } from '@ddp/contract';
import { expect } from 'vitest';
import { codeAt, GOOD_PASSWORD, passwordStep } from '../test-support/accounts';
import { namesOfA, ownIds } from './cross-company';
import { ok, type RefusedBy, SIGN_IN_FIRST, WITHOUT_SESSION } from './replies';
import { type Call, route } from './row';
import { type Caller, SIGNED_IN, type World } from './world';

const unknownEmail = () => `nobody.${randomUUID().slice(0, 8)}@example.com`;
/** The account a temporary token belongs to; the other callers name the shared half signed-in one. */
const halfSignedInOf = (w: World, who: Caller) => who.account ?? w.halfSignedIn;

/** Steps that need the temporary token of a password step: a session or operator token is none. */
const ONLY_TEMPORARY: RefusedBy = {
  anonymous: SIGN_IN_FIRST,
  userA: SIGN_IN_FIRST,
  ownerA: SIGN_IN_FIRST,
  userB: SIGN_IN_FIRST,
  ownerB: SIGN_IN_FIRST,
  operator: SIGN_IN_FIRST,
};

// Each temporary caller is a new person, so the code of the moment was never used before.
const secondFactor = (w: World, who: Caller, email: string) =>
  w.enc(who, '/v1/ddp/totp-validate', {
    email,
    userToken: codeAt(halfSignedInOf(w, who), w.server.clock),
  });
const forcedReset = (w: World, who: Caller, email: string) =>
  w.enc(who, '/v1/ddp/reset-password', {
    email,
    oldPass: GOOD_PASSWORD,
    newPass: 'Another-Horse-Battery-7',
  });
/**
 * The forced reset is refused unless one is due: the rightful caller's operator has asked for a new
 * password, and a new password step shows it. Other callers call as they are.
 */
async function dueForReset(w: World, who: Caller): Promise<Caller> {
  if (who.name !== 'temporary' || !who.account) return who;
  const asked = await w.plain(w.callers.operator, 'POST', '/v1/ops/accounts/require-password-reset', {
    email: who.account.email,
  });
  if (asked.status !== 200) throw new Error(`require-password-reset failed: ${JSON.stringify(asked.body)}`);
  return { ...who, token: await passwordStep(w.server.client, who.account) };
}
/** The half signed-in person naming A's address instead of their own. */
const temporaryNamingA = (call: (w: World, who: Caller, email: string) => ReturnType<Call>) =>
  namesOfA({
    field: 'email',
    ofA: (w) => w.ownerA.email,
    unknown: unknownEmail,
    call,
    callers: ['temporary'],
  });

const personalDetails: Call = (w, who) =>
  w.encGet(who, '/v1/ddp/view-personal-details', { emailid: who.self.email });
const editDetails: Call = (w, who) =>
  w.enc(who, '/v1/ddp/edit-details', {
    editfirstname: 'Ada',
    editlastname: 'Byron',
    editmobile: '+49 1701234567 DE',
    email: who.self.email,
    postal: '10117',
    city: 'Berlin',
    country: 'Germany',
    street: 'Unter den Linden 2',
  });
const updatePassword: Call = (w, who) =>
  w.enc(who, '/v1/ddp/update-password', {
    oldpassword: GOOD_PASSWORD,
    confirmpassword: 'Another-Horse-Battery-7',
    email: who.self.email,
  });
const deleteAccount: Call = (w, who) =>
  w.enc(who, '/v1/ddp/delete-details', { consumerId: who.self.consumerId, emailId: who.self.email });

/** The second factor, the forced reset, the session's end and the person's own account. */
export const accountRows = [
  route('POST /v1/ddp/totp-validate', {
    allowed: ['temporary'],
    fresh: true,
    succeeds: ok({ message: messages.codeAccepted, token: expect.any(String) }),
    refused: ONLY_TEMPORARY,
    call: (w, who) => secondFactor(w, who, halfSignedInOf(w, who).email),
    ids: [temporaryNamingA(secondFactor)],
  }),
  route('POST /v1/ddp/reset-password', {
    allowed: ['temporary'],
    fresh: true,
    succeeds: ok({ message: messages.forcedResetDone }),
    refused: ONLY_TEMPORARY,
    call: async (w, who) => forcedReset(w, await dueForReset(w, who), halfSignedInOf(w, who).email),
    ids: [temporaryNamingA(forcedReset)],
  }),
  route('POST /v1/ddp/logout', {
    allowed: SIGNED_IN,
    fresh: true,
    succeeds: ok({ message: messages.loggedOut }),
    refused: WITHOUT_SESSION,
    call: (w, who) => w.enc(who, '/v1/ddp/logout', {}),
    ids: [],
  }),
  route('GET /v1/ddp/view-personal-details', {
    allowed: SIGNED_IN,
    succeeds: ok({ firstname: expect.any(String), companyname: expect.any(String) }),
    refused: WITHOUT_SESSION,
    call: personalDetails,
    ids: ownIds(personalDetails, 'email'),
  }),
  route('POST /v1/ddp/edit-details', {
    allowed: SIGNED_IN,
    succeeds: ok({ message: messages.detailsUpdated }),
    refused: WITHOUT_SESSION,
    call: editDetails,
    ids: ownIds(editDetails, 'email'),
  }),
  route('POST /v1/ddp/update-password', {
    allowed: SIGNED_IN,
    fresh: true,
    succeeds: ok({ message: messages.passwordUpdated }),
    refused: WITHOUT_SESSION,
    call: updatePassword,
    ids: ownIds(updatePassword, 'email'),
  }),
  route('POST /v1/ddp/delete-details', {
    allowed: SIGNED_IN,
    fresh: true,
    succeeds: ok({ message: messages.accountDeleted }),
    refused: WITHOUT_SESSION,
    call: deleteAccount,
    ids: ownIds(deleteAccount, 'consumerId', 'email'),
  }),
];
