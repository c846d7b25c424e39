import {
  listPasskeysRequest,
  passkeyRegistrationOptionsRequest,
  passkeyRegistrationVerifyRequest,
  passkeySignInOptionsRequest,
  passkeySignInRequest,
  removePasskeyRequest,
} from '@ddp/contract';
import { codeAt, type RegisteredAccount, registerAccount, signIn } from '../test-support/accounts';
import { portalAuthenticator } from '../test-support/passkeys';
import type { SoftAuthenticator } from '../test-support/soft-authenticator';
import { type FuzzCaller, fuzz, SIGN_IN_FAILURES, type WriteAllowance } from './fuzz-entry';
import type { FuzzWorld } from './fuzz-world';

const CHALLENGE_USED: readonly WriteAllowance[] = [
  { table: 'passkey_challenges', why: 'a challenge serves once: an answer to it uses it up, refused or not' },
];

const newUser = (fw: FuzzWorld) => fw.newMemberOfA('user');
const challengeOf = (reply: { status: number; body: unknown }, what: string) => {
  const options = (reply.body as { options?: { challenge: string } }).options;
  if (reply.status !== 200 || !options) throw new Error(`${what} failed: ${JSON.stringify(reply.body)}`);
  return options;
};

/** Registration options for a member made here: the next step's code (the sign-in used this one's). */
async function registrationOptionsOf(fw: FuzzWorld, who: FuzzCaller) {
  if (!who.account || !who.token) throw new Error('a member made for the fuzzing registers passkeys');
  const reply = await fw.server.client.post(
    '/v1/ddp/passkey-registration-options',
    { userToken: codeAt(who.account, fw.server.clock, 1) },
    { token: who.token },
  );
  return challengeOf(reply, 'registration options');
}

async function registeredPasskey(fw: FuzzWorld, who: FuzzCaller, authenticator = portalAuthenticator()) {
  const options = await registrationOptionsOf(fw, who);
  const reply = await fw.server.client.post<{ passkey?: { id: string } }>(
    '/v1/ddp/passkey-registration-verify',
    { name: 'Fuzz key', response: authenticator.attestation(options) },
    { token: who.token ?? '' },
  );
  if (!reply.body.passkey) throw new Error(`registration failed: ${JSON.stringify(reply.body)}`);
  return reply.body.passkey.id;
}

// The authenticator of each half signed-in person made here, by e-mail.
const authenticators = new Map<string, SoftAuthenticator>();

/** A person with a passkey, after the password step: the passkey step's rightful caller. */
async function halfSignedInWithPasskey(fw: FuzzWorld, account?: RegisteredAccount): Promise<FuzzCaller> {
  const holder = account ?? (await registerAccount(fw.server.client));
  if (!authenticators.has(holder.email)) {
    const session = await signIn(fw.server.client, holder, fw.server.clock);
    const authenticator = portalAuthenticator();
    await registeredPasskey(
      fw,
      { name: 'userA', token: session.token, self: fw.world.ownerA, account: holder },
      authenticator,
    );
    authenticators.set(holder.email, authenticator);
  }
  return fw.passwordStepOf(holder);
}

async function assertionFor(fw: FuzzWorld, who: FuzzCaller) {
  const email = who.account?.email ?? '';
  const authenticator = authenticators.get(email);
  if (!authenticator || !who.token) throw new Error('the passkey step needs a person with a passkey');
  const reply = await fw.server.client.post(
    '/v1/ddp/passkey-sign-in-options',
    { email },
    { token: who.token },
  );
  return { email, response: authenticator.assertion(challengeOf(reply, 'sign-in options')) };
}

/** Passkeys in Settings: the caller's own list, registering (after a code) and removing. */
export const passkeySettingsEntries = [
  fuzz('POST /v1/ddp/list-passkeys', {
    transport: 'sealed',
    schema: listPasskeysRequest,
    caller: (fw) => fw.caller('ownerA'),
    base: () => ({}),
  }),
  fuzz('POST /v1/ddp/passkey-registration-options', {
    transport: 'sealed',
    schema: passkeyRegistrationOptionsRequest,
    caller: newUser,
    base: (fw, who) => ({ userToken: who.account ? codeAt(who.account, fw.server.clock, 1) : '' }),
    // The code's step is used: the next case asks as a new member.
    renew: (fw) => newUser(fw),
    refusalMayWrite: SIGN_IN_FAILURES,
  }),
  fuzz('POST /v1/ddp/passkey-registration-verify', {
    transport: 'sealed',
    schema: passkeyRegistrationVerifyRequest,
    caller: newUser,
    base: async (fw, who) => ({
      name: 'Fuzz key',
      response: portalAuthenticator().attestation(await registrationOptionsOf(fw, who)),
    }),
    renew: (fw) => newUser(fw),
    refusalMayWrite: CHALLENGE_USED,
    writesAfterReply: true,
  }),
  fuzz('POST /v1/ddp/remove-passkey', {
    transport: 'sealed',
    schema: removePasskeyRequest,
    caller: newUser,
    base: async (fw, who) => ({ id: await registeredPasskey(fw, who) }),
    renew: (fw) => newUser(fw),
    writesAfterReply: true,
  }),
];

/** The passkey step of a sign-in, instead of the code. */
export const passkeySignInEntries = [
  fuzz('POST /v1/ddp/passkey-sign-in-options', {
    transport: 'sealed',
    schema: passkeySignInOptionsRequest,
    caller: (fw) => halfSignedInWithPasskey(fw),
    base: (_fw, who) => ({ email: who.account?.email ?? '' }),
    refusalMayWrite: SIGN_IN_FAILURES,
  }),
  fuzz('POST /v1/ddp/passkey-sign-in', {
    transport: 'sealed',
    schema: passkeySignInRequest,
    caller: (fw) => halfSignedInWithPasskey(fw),
    base: assertionFor,
    // A success turns the pending sign-in into a session: the next case starts with a new password step.
    renew: (fw, used) => halfSignedInWithPasskey(fw, used.account),
    refusalMayWrite: [...SIGN_IN_FAILURES, ...CHALLENGE_USED],
    tick: { every: 40, ms: 16 * 60_000 },
  }),
];
