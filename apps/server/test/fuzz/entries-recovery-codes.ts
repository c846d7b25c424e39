import {
  type MakeRecoveryCodesReply,
  makeRecoveryCodesRequest,
  recoveryCodeValidateRequest,
  viewRecoveryCodesRequest,
} from '@ddp/contract';
import { signIn } from '../test-support/accounts';
import { passwordOf } from './entries-account';
import { fuzz, SIGN_IN_FAILURES } from './fuzz-entry';
import type { FuzzWorld } from './fuzz-world';

const newUser = (fw: FuzzWorld) => fw.newMemberOfA('user');

/** A fresh set of the half signed-in person's codes (made in a session of theirs), and one of them. */
async function codeOfHalfSignedIn(fw: FuzzWorld): Promise<string> {
  const account = fw.world.halfSignedIn;
  const session = await signIn(fw.server.client, account, fw.server.clock);
  const made = await fw.server.client.post<MakeRecoveryCodesReply>(
    '/v1/ddp/make-recovery-codes',
    { password: account.password },
    { token: session.token },
  );
  const [code] = made.body.codes ?? [];
  if (made.status !== 200 || !code)
    throw new Error(`make-recovery-codes failed: ${JSON.stringify(made.body)}`);
  return code;
}

// Issue 22, part 2: the person's recovery codes, and the code screen's sign-in with one.
export const recoveryCodeSignedInEntries = [
  fuzz('POST /v1/ddp/view-recovery-codes', {
    transport: 'sealed',
    schema: viewRecoveryCodesRequest,
    caller: newUser,
    base: () => ({}),
  }),
  fuzz('POST /v1/ddp/make-recovery-codes', {
    transport: 'sealed',
    schema: makeRecoveryCodesRequest,
    caller: newUser,
    base: (_fw, who) => ({ password: passwordOf(who) }),
    // Wrong passwords count towards the lockout: time moves on so that later cases get through.
    refusalMayWrite: SIGN_IN_FAILURES,
    tick: { every: 40, ms: 16 * 60_000 },
  }),
];

export const recoveryCodeSignInEntries = [
  fuzz('POST /v1/ddp/recovery-code-validate', {
    transport: 'sealed',
    schema: recoveryCodeValidateRequest,
    caller: (fw) => fw.newTemporary(),
    base: async (fw) => ({ email: fw.world.halfSignedIn.email, recoveryCode: await codeOfHalfSignedIn(fw) }),
    renew: (fw) => fw.newTemporary(),
    // A success mails the person a notice.
    writesAfterReply: true,
    refusalMayWrite: SIGN_IN_FAILURES,
    tick: { every: 40, ms: 16 * 60_000 },
  }),
];
