import {
  authenticatorChangeConfirmRequest,
  authenticatorChangeStartRequest,
  enrolmentConfirmRequest,
  enrolmentStartRequest,
} from '@ddp/contract';
import * as OTPAuth from 'otpauth';
import { codeAt, passwordStep, registerAccount } from '../test-support/accounts';
import { newestMail } from '../test-support/mailbox';
import { type FuzzCaller, fuzz, SIGN_IN_FAILURES } from './fuzz-entry';
import type { FuzzWorld } from './fuzz-world';

/** A new account waiting for its on-screen set-up, half signed in: its mailed code comes with it. */
const mailCodes = new WeakMap<FuzzCaller, string>();
async function waitingForEnrolment(fw: FuzzWorld): Promise<FuzzCaller> {
  const { client, clock, db } = fw.server;
  const account = await registerAccount(client);
  await db
    .updateTable('consumers')
    .set({ totp_enrolment_due: true })
    .where('email', '=', account.email)
    .execute();
  clock.advance(30_000);
  const token = await passwordStep(client, account);
  const mail = await newestMail(client, account.email, /authenticator/);
  const who: FuzzCaller = { name: 'temporary', token, self: fw.world.ownerA, account };
  mailCodes.set(who, /\b(\d{8})\b/.exec(mail.text)?.[1] ?? '');
  return who;
}

/** The same, with the key shown: the code of the new authenticator is what it confirms. */
const newKeys = new WeakMap<FuzzCaller, OTPAuth.TOTP>();
async function keyShown(fw: FuzzWorld): Promise<FuzzCaller> {
  const who = await waitingForEnrolment(fw);
  const email = who.account?.email ?? '';
  const body = { email, mailCode: mailCodes.get(who) };
  const reply = await fw.server.client.post('/v1/ddp/enrolment-start', body, { token: who.token ?? '' });
  newKeys.set(who, OTPAuth.URI.parse((reply.body as { otpauthUri: string }).otpauthUri) as OTPAuth.TOTP);
  return who;
}

/** A signed-in member with a change begun: the new key waits for its code. */
async function changeBegun(fw: FuzzWorld, who: FuzzCaller): Promise<OTPAuth.TOTP> {
  fw.server.clock.advance(30_000);
  const userToken = who.account ? codeAt(who.account, fw.server.clock) : '';
  const reply = await fw.server.client.post(
    '/v1/ddp/authenticator-change-start',
    { userToken },
    { token: who.token ?? '' },
  );
  return OTPAuth.URI.parse((reply.body as { otpauthUri: string }).otpauthUri) as OTPAuth.TOTP;
}

const now = (fw: FuzzWorld) => ({ timestamp: fw.server.clock.now().getTime() });

// Issue 22, part 4: the on-screen set-up of the first authenticator, and Change authenticator.
export const enrolmentEntries = [
  fuzz('POST /v1/ddp/enrolment-start', {
    transport: 'sealed',
    schema: enrolmentStartRequest,
    caller: waitingForEnrolment,
    base: (_fw, who) => ({ email: who.account?.email, mailCode: mailCodes.get(who) }),
    refusalMayWrite: SIGN_IN_FAILURES,
  }),
  fuzz('POST /v1/ddp/enrolment-confirm', {
    transport: 'sealed',
    schema: enrolmentConfirmRequest,
    caller: keyShown,
    base: (fw, who) => ({ email: who.account?.email, userToken: newKeys.get(who)?.generate(now(fw)) }),
    // The sign-in is complete: a new account waits for the next success.
    renew: (fw) => keyShown(fw),
    refusalMayWrite: SIGN_IN_FAILURES,
  }),
  fuzz('POST /v1/ddp/authenticator-change-start', {
    transport: 'sealed',
    schema: authenticatorChangeStartRequest,
    caller: (fw) => fw.newMemberOfA('user'),
    // A code serves once: each valid example is the next step's.
    base: (fw, who) => {
      fw.server.clock.advance(30_000);
      return { userToken: who.account ? codeAt(who.account, fw.server.clock) : '' };
    },
    renew: async (_fw, used) => used,
    refusalMayWrite: SIGN_IN_FAILURES,
  }),
  fuzz('POST /v1/ddp/authenticator-change-confirm', {
    transport: 'sealed',
    schema: authenticatorChangeConfirmRequest,
    caller: (fw) => fw.newMemberOfA('user'),
    base: async (fw, who) => ({ userToken: (await changeBegun(fw, who)).generate(now(fw)) }),
    // The authenticator was replaced (and the mail sent): a new member begins the next change.
    renew: (fw) => fw.newMemberOfA('user'),
    writesAfterReply: true,
    refusalMayWrite: SIGN_IN_FAILURES,
  }),
];
