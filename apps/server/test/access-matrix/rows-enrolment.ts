import { randomUUID } from 'node:crypto';
import { messages } from '@ddp/contract';
import * as OTPAuth from 'otpauth';
import { expect } from 'vitest';
import { codeAt, passwordStep } from '../test-support/accounts';
import { newestMail } from '../test-support/mailbox';
import { namesOfA } from './cross-company';
import { ok, SIGN_IN_FIRST, WITHOUT_SESSION } from './replies';
import { type Call, route } from './row';
import { type Caller, SIGNED_IN, type World } from './world';

const unknownEmail = () => `nobody.${randomUUID().slice(0, 8)}@example.com`;
const START = '/v1/ddp/enrolment-start';
const CONFIRM = '/v1/ddp/enrolment-confirm';
const CHANGE_START = '/v1/ddp/authenticator-change-start';
const CHANGE_CONFIRM = '/v1/ddp/authenticator-change-confirm';

const ONLY_TEMPORARY = {
  anonymous: SIGN_IN_FIRST,
  userA: SIGN_IN_FIRST,
  ownerA: SIGN_IN_FIRST,
  userB: SIGN_IN_FIRST,
  ownerB: SIGN_IN_FIRST,
  operator: SIGN_IN_FIRST,
};

/**
 * The rightful caller: a half signed-in account made for an on-screen set-up (as TOTP_ENROLMENT=
 * browser makes it), whose new password step mailed its code. Other callers call as they are.
 */
async function waitingForEnrolment(w: World, who: Caller): Promise<{ who: Caller; mailCode: string }> {
  if (who.name !== 'temporary' || !who.account) return { who, mailCode: '12345678' };
  const { email } = who.account;
  await w.server.db
    .updateTable('consumers')
    .set({ totp_enrolment_due: true })
    .where('email', '=', email)
    .execute();
  // No step of the clock here: the password step uses no code, and the callers' sessions must
  // outlive every row of the matrix.
  const token = await passwordStep(w.server.client, who.account);
  const mail = await newestMail(w.server.client, email, /authenticator/);
  const mailCode = /\b(\d{8})\b/.exec(mail.text)?.[1] ?? '';
  return { who: { ...who, token }, mailCode };
}

const startFor = (w: World, who: Caller, email: string, mailCode = '12345678') =>
  w.enc(who, START, { email, mailCode });
const confirmFor = (w: World, who: Caller, email: string, userToken = '123456') =>
  w.enc(who, CONFIRM, { email, userToken });

const start: Call = async (w, caller) => {
  const { who, mailCode } = await waitingForEnrolment(w, caller);
  return startFor(w, who, who.account?.email ?? who.self.email, mailCode);
};
const confirm: Call = async (w, caller) => {
  const { who, mailCode } = await waitingForEnrolment(w, caller);
  const email = who.account?.email ?? who.self.email;
  if (who.name !== 'temporary') return confirmFor(w, who, email);
  const key = await startFor(w, who, email, mailCode);
  const uri = (key.body as { otpauthUri?: string }).otpauthUri;
  // A caller the start refused has no key: its confirm names a code of none, and is refused too.
  if (!uri) return confirmFor(w, who, email);
  const code = (OTPAuth.URI.parse(uri) as OTPAuth.TOTP).generate({
    timestamp: w.server.clock.now().getTime(),
  });
  return confirmFor(w, who, email, code);
};

/** A fresh code of the caller's current authenticator, when the caller has one to read. */
const freshCode = (w: World, who: Caller) => {
  if (!who.account || who.name === 'temporary') return '123456';
  w.server.clock.advance(30_000);
  return codeAt(who.account, w.server.clock);
};
const changeStart: Call = (w, who) => w.enc(who, CHANGE_START, { userToken: freshCode(w, who) });
const changeConfirm: Call = async (w, who) => {
  if (!who.account || who.name === 'temporary') return w.enc(who, CHANGE_CONFIRM, { userToken: '123456' });
  const begun = await changeStart(w, who);
  const uri = (begun.body as { otpauthUri?: string }).otpauthUri ?? '';
  const code = (OTPAuth.URI.parse(uri) as OTPAuth.TOTP).generate({
    timestamp: w.server.clock.now().getTime(),
  });
  return w.enc(who, CHANGE_CONFIRM, { userToken: code });
};

const temporaryNamingA = (call: (w: World, who: Caller, email: string) => ReturnType<Call>) =>
  namesOfA({
    field: 'email',
    ofA: (w) => w.ownerA.email,
    unknown: unknownEmail,
    call,
    callers: ['temporary'],
  });

// Issue 22, part 4: the on-screen set-up of the first authenticator, and Change authenticator.
export const enrolmentRows = [
  route(`POST ${START}`, {
    allowed: ['temporary'],
    fresh: true,
    succeeds: ok({
      message: messages.enrolKeyReady,
      secret: expect.any(String),
      otpauthUri: expect.any(String),
    }),
    refused: ONLY_TEMPORARY,
    call: start,
    ids: [temporaryNamingA((w, who, email) => startFor(w, who, email))],
  }),
  route(`POST ${CONFIRM}`, {
    allowed: ['temporary'],
    fresh: true,
    succeeds: ok({ message: messages.codeAccepted, token: expect.any(String) }),
    refused: ONLY_TEMPORARY,
    call: confirm,
    ids: [temporaryNamingA((w, who, email) => confirmFor(w, who, email))],
  }),
  route(`POST ${CHANGE_START}`, {
    allowed: SIGNED_IN,
    fresh: true,
    succeeds: ok({
      message: messages.enrolKeyReady,
      secret: expect.any(String),
      otpauthUri: expect.any(String),
    }),
    refused: WITHOUT_SESSION,
    call: changeStart,
    ids: [],
  }),
  route(`POST ${CHANGE_CONFIRM}`, {
    allowed: SIGNED_IN,
    fresh: true,
    succeeds: ok({ message: messages.authenticatorChanged }),
    refused: WITHOUT_SESSION,
    call: changeConfirm,
    ids: [],
  }),
];
