import {
  deleteDetailsRequest,
  editDetailsRequest,
  totpValidateRequest,
  updatePasswordRequest,
  viewPersonalDetailsRequest,
} from '@ddp/contract';
import { codeAt, GOOD_PASSWORD } from '../test-support/accounts';
import { type FuzzCaller, fuzz, NO_INPUT, SIGN_IN_FAILURES } from './fuzz-entry';
import type { FuzzWorld } from './fuzz-world';

const ownerA = (fw: FuzzWorld) => fw.caller('ownerA');
export const passwordOf = (who: FuzzCaller) => who.account?.password ?? GOOD_PASSWORD;
/** A new password each time, so that no rule against reusing one gets in the way. */
/** The new password a successful input set. */
export const sentPassword = (sent: unknown, field: string): string | undefined => {
  const value = (sent as Record<string, unknown> | null)?.[field];
  return typeof value === 'string' ? value : undefined;
};
export const nextPassword = (who: FuzzCaller) => {
  const generation = Number(/-(\d+)$/.exec(passwordOf(who))?.[1] ?? 0);
  return `Fuzz-Horse-Battery-${generation + 1}`;
};
const newUser = (fw: FuzzWorld) => fw.newMemberOfA('user');

/** The second factor, the session's end and the person's own account. */
export const accountEntries = [
  fuzz('POST /v1/ddp/totp-validate', {
    transport: 'sealed',
    schema: totpValidateRequest,
    caller: (fw) => fw.newTemporary(),
    base: (fw) => ({
      email: fw.world.halfSignedIn.email,
      userToken: codeAt(fw.world.halfSignedIn, fw.server.clock),
    }),
    renew: (fw) => fw.newTemporary(),
    refusalMayWrite: SIGN_IN_FAILURES,
    tick: { every: 40, ms: 16 * 60_000 },
  }),
  // The SPA sends `{}` as plain JSON and the route reads no body (docs/api.md).
  fuzz('POST /v1/ddp/logout', {
    transport: 'json',
    schema: NO_INPUT,
    caller: newUser,
    base: () => ({}),
    renew: (fw, used) => fw.signInAgain(used),
  }),
  fuzz('GET /v1/ddp/view-personal-details', {
    transport: 'sealed',
    schema: viewPersonalDetailsRequest,
    caller: ownerA,
    base: (_fw, who) => ({ emailid: who.self.email }),
  }),
  fuzz('POST /v1/ddp/edit-details', {
    transport: 'sealed',
    schema: editDetailsRequest,
    caller: newUser,
    base: (_fw, who) => ({
      editfirstname: 'Ada',
      editlastname: 'Byron',
      editmobile: '+49 1701234567 DE',
      email: who.self.email,
      postal: '10117',
      city: 'Berlin',
      country: 'Germany',
      street: 'Unter den Linden 2',
    }),
  }),
  fuzz('POST /v1/ddp/update-password', {
    transport: 'sealed',
    schema: updatePasswordRequest,
    caller: newUser,
    base: (_fw, who) => ({
      oldpassword: passwordOf(who),
      confirmpassword: nextPassword(who),
      email: who.self.email,
    }),
    // The session stays; the account's password is now the new one, and the next case changes it again.
    renew: async (_fw, used, sent) => ({
      ...used,
      account: { ...used.account!, password: sentPassword(sent, 'confirmpassword') ?? nextPassword(used) },
    }),
    refusalMayWrite: SIGN_IN_FAILURES,
    // Wrong current passwords count towards the lockout: time moves on so that later cases get through.
    tick: { every: 40, ms: 16 * 60_000 },
  }),
  fuzz('POST /v1/ddp/delete-details', {
    transport: 'sealed',
    schema: deleteDetailsRequest,
    caller: newUser,
    base: (_fw, who) => ({ consumerId: who.self.consumerId, emailId: who.self.email }),
    renew: newUser,
  }),
];
