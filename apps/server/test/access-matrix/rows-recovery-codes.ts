import { randomUUID } from 'node:crypto';
import { type MakeRecoveryCodesReply, messages } from '@ddp/contract';
import { expect } from 'vitest';
import { GOOD_PASSWORD, signIn } from '../test-support/accounts';
import { namesOfA } from './cross-company';
import { ok, type RefusedBy, SIGN_IN_FIRST, WITHOUT_SESSION } from './replies';
import { route } from './row';
import type { Caller, World } from './world';

const VIEW = '/v1/ddp/view-recovery-codes';
const MAKE = '/v1/ddp/make-recovery-codes';
const VALIDATE = '/v1/ddp/recovery-code-validate';

/** The sign-in step needs the temporary token of a password step: a session or operator token is none. */
const ONLY_TEMPORARY: RefusedBy = {
  anonymous: SIGN_IN_FIRST,
  userA: SIGN_IN_FIRST,
  ownerA: SIGN_IN_FIRST,
  userB: SIGN_IN_FIRST,
  ownerB: SIGN_IN_FIRST,
  operator: SIGN_IN_FIRST,
};

/** A code of the half signed-in caller's own (made in a session of theirs); a made-up one for the others. */
async function codeOf(w: World, who: Caller): Promise<string> {
  if (who.name !== 'temporary' || !who.account) return 'ABCDE-12345';
  const session = await signIn(w.server.client, who.account, w.server.clock);
  const made = await w.server.client.post<MakeRecoveryCodesReply>(
    MAKE,
    { password: who.account.password },
    { token: session.token },
  );
  const [code] = made.body.codes ?? [];
  if (made.status !== 200 || !code)
    throw new Error(`make-recovery-codes failed: ${JSON.stringify(made.body)}`);
  return code;
}

const validate = async (w: World, who: Caller, email: string) =>
  w.enc(who, VALIDATE, { email, recoveryCode: await codeOf(w, who) });

// Issue 22, part 2: the person's own recovery codes, and the code screen's sign-in with one.
export const recoveryCodeRows = [
  route(`POST ${VIEW}`, {
    allowed: ['userA', 'ownerA', 'userB', 'ownerB'],
    succeeds: ok({ left: expect.any(Number), total: expect.any(Number) }),
    refused: WITHOUT_SESSION,
    call: (w, who) => w.enc(who, VIEW, {}),
    ids: [],
  }),
  route(`POST ${MAKE}`, {
    allowed: ['userA', 'ownerA', 'userB', 'ownerB'],
    fresh: true,
    succeeds: ok({ message: messages.recoveryCodesMade, codes: expect.any(Array) }),
    refused: WITHOUT_SESSION,
    call: (w, who) => w.enc(who, MAKE, { password: GOOD_PASSWORD }),
    ids: [],
  }),
  route(`POST ${VALIDATE}`, {
    allowed: ['temporary'],
    fresh: true,
    succeeds: ok({ message: messages.codeAccepted, token: expect.any(String), recoveryCodesLeft: 9 }),
    refused: ONLY_TEMPORARY,
    call: (w, who) => validate(w, who, (who.account ?? w.halfSignedIn).email),
    // The half signed-in person naming A's address gets what an address nobody has gets.
    ids: [
      namesOfA({
        field: 'email',
        ofA: (w) => w.ownerA.email,
        unknown: () => `nobody.${randomUUID().slice(0, 8)}@example.com`,
        call: validate,
        callers: ['temporary'],
      }),
    ],
  }),
];
