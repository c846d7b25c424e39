import { randomUUID } from 'node:crypto';
import { messages } from '@ddp/contract';
import { expect } from 'vitest';
import { codeAt, type RegisteredAccount, signIn } from '../test-support/accounts';
import { portalAuthenticator } from '../test-support/passkeys';
import type { SoftAuthenticator } from '../test-support/soft-authenticator';
import { asSession, joinTeam } from '../test-support/teams';
import { namesOfA } from './cross-company';
import { ok, type RefusedBy, SIGN_IN_FIRST, WITHOUT_SESSION } from './replies';
import { route } from './row';
import { type Caller, SIGNED_IN, type World } from './world';

const LIST = '/v1/ddp/list-passkeys';
const OPTIONS = '/v1/ddp/passkey-registration-options';
const VERIFY = '/v1/ddp/passkey-registration-verify';
const REMOVE = '/v1/ddp/remove-passkey';
const SIGN_IN_OPTIONS = '/v1/ddp/passkey-sign-in-options';
const SIGN_IN = '/v1/ddp/passkey-sign-in';

/** The passkey step needs the temporary token of a password step: a session or operator token is none. */
const ONLY_TEMPORARY: RefusedBy = {
  anonymous: SIGN_IN_FIRST,
  userA: SIGN_IN_FIRST,
  ownerA: SIGN_IN_FIRST,
  userB: SIGN_IN_FIRST,
  ownerB: SIGN_IN_FIRST,
  operator: SIGN_IN_FIRST,
};

/**
 * Registering needs a code from the person's authenticator app, which a session does not carry:
 * an allowed caller is a new member of the same kind and company whose app the row holds (so the
 * rows need no `fresh`: every call changes a new account). Other callers call as they are.
 */
async function withApp(w: World, who: Caller): Promise<{ who: Caller; account?: RegisteredAccount }> {
  if (!SIGNED_IN.includes(who.name)) return { who };
  const owner = who.name.endsWith('B') ? w.ownerB : w.ownerA;
  const account = await joinTeam(w.server.client, owner, { admin: who.name.startsWith('owner') });
  const session = asSession(account, await signIn(w.server.client, account, w.server.clock));
  return { who: { name: who.name, token: session.token, self: session }, account };
}

// The next step's code: the sign-in just used this step's (the server accepts one step either side).
const nextCode = (w: World, account: RegisteredAccount | undefined) =>
  account ? codeAt(account, w.server.clock, 1) : '123456';

const options = (w: World, who: Caller, account?: RegisteredAccount) =>
  w.enc(who, OPTIONS, { userToken: nextCode(w, account) });

/** A passkey of the caller, registered through the routes; a refused caller's attempt is refused at the first call. */
async function registered(
  w: World,
  who: Caller,
  account?: RegisteredAccount,
  authenticator = portalAuthenticator(),
) {
  const given = await options(w, who, account);
  const challenge = (given.body as { options?: { challenge: string } }).options?.challenge ?? 'AAAA';
  return w.enc(who, VERIFY, { name: 'Matrix key', response: authenticator.attestation({ challenge }) });
}

const passkeysOf = new Map<string, SoftAuthenticator>();
/** A half signed-in person with a passkey: signed in once with the code to register it (once a person). */
async function withPasskey(w: World, account: RegisteredAccount): Promise<SoftAuthenticator> {
  const known = passkeysOf.get(account.email);
  if (known) return known;
  const session = await signIn(w.server.client, account, w.server.clock);
  const authenticator = portalAuthenticator();
  const who: Caller = { name: 'userA', token: session.token, self: asSession(account, session) };
  const reply = await registered(w, who, account, authenticator);
  if (reply.status !== 200) throw new Error(`passkey not registered: ${JSON.stringify(reply.body)}`);
  passkeysOf.set(account.email, authenticator);
  return authenticator;
}

/** The account a temporary token belongs to; other callers name the shared half signed-in one. */
const halfSignedInOf = (w: World, who: Caller) => who.account ?? w.halfSignedIn;

const signInOptions = async (w: World, who: Caller, email: string) => {
  if (who.name === 'temporary' && who.account) await withPasskey(w, who.account);
  return w.enc(who, SIGN_IN_OPTIONS, { email });
};

const passkeyStep = async (w: World, who: Caller, email: string) => {
  const account = halfSignedInOf(w, who);
  const authenticator =
    who.name === 'temporary' && who.account ? await withPasskey(w, who.account) : portalAuthenticator();
  const given = await w.enc(who, SIGN_IN_OPTIONS, { email: account.email });
  const challenge = (given.body as { options?: { challenge: string } }).options?.challenge ?? 'AAAA';
  return w.enc(who, SIGN_IN, { email, response: authenticator.assertion({ challenge }) });
};

/** The half signed-in person naming A's address instead of their own. */
const temporaryNamingA = (call: (w: World, who: Caller, email: string) => Promise<unknown>) =>
  namesOfA({
    field: 'email',
    ofA: (w) => w.ownerA.email,
    unknown: () => `nobody.${randomUUID().slice(0, 8)}@example.com`,
    call: call as never,
    callers: ['temporary'],
  });

const removeOne = (w: World, who: Caller, id: string) => w.enc(who, REMOVE, { id });
/** A passkey of a member of A: B's callers get what an unknown id gets (a person's own: passkeys.int.test.ts). */
const passkeyOfA = namesOfA({
  field: 'id',
  ofA: async (w) => {
    const member = await w.memberOfA();
    const session = await signIn(w.server.client, member, w.server.clock);
    const who: Caller = { name: 'userA', token: session.token, self: asSession(member, session) };
    const reply = await registered(w, who, member);
    const id = (reply.body as { passkey?: { id: string } }).passkey?.id;
    if (!id) throw new Error(`passkey of A not registered: ${JSON.stringify(reply.body)}`);
    return id;
  },
  unknown: () => randomUUID(),
  call: removeOne,
});

// Issue 22, part 3: passkeys, the caller's own in Settings, and the passkey step of a sign-in.
export const passkeyRows = [
  route(`POST ${LIST}`, {
    allowed: SIGNED_IN,
    succeeds: ok({ data: expect.any(Array) }),
    refused: WITHOUT_SESSION,
    call: (w, who) => w.enc(who, LIST, {}),
    ids: [],
  }),
  route(`POST ${OPTIONS}`, {
    allowed: SIGNED_IN,
    succeeds: ok({ options: expect.objectContaining({ challenge: expect.any(String) }) }),
    refused: WITHOUT_SESSION,
    call: async (w, caller) => {
      const { who, account } = await withApp(w, caller);
      return options(w, who, account);
    },
    ids: [],
  }),
  route(`POST ${VERIFY}`, {
    allowed: SIGNED_IN,
    succeeds: ok({
      message: messages.passkeyAdded,
      passkey: expect.objectContaining({ name: 'Matrix key' }),
    }),
    refused: WITHOUT_SESSION,
    call: async (w, caller) => {
      const { who, account } = await withApp(w, caller);
      return registered(w, who, account);
    },
    ids: [],
  }),
  route(`POST ${REMOVE}`, {
    allowed: SIGNED_IN,
    succeeds: ok({ message: messages.passkeyRemoved }),
    refused: WITHOUT_SESSION,
    call: async (w, caller) => {
      const { who, account } = await withApp(w, caller);
      const added = await registered(w, who, account);
      const id = (added.body as { passkey?: { id: string } }).passkey?.id ?? randomUUID();
      return removeOne(w, who, id);
    },
    ids: [passkeyOfA],
  }),
  route(`POST ${SIGN_IN_OPTIONS}`, {
    allowed: ['temporary'],
    fresh: true,
    succeeds: ok({ options: expect.objectContaining({ challenge: expect.any(String) }) }),
    refused: ONLY_TEMPORARY,
    call: (w, who) => signInOptions(w, who, halfSignedInOf(w, who).email),
    ids: [temporaryNamingA(signInOptions)],
  }),
  route(`POST ${SIGN_IN}`, {
    allowed: ['temporary'],
    fresh: true,
    succeeds: ok({ message: messages.codeAccepted, token: expect.any(String) }),
    refused: ONLY_TEMPORARY,
    call: (w, who) => passkeyStep(w, who, halfSignedInOf(w, who).email),
    ids: [temporaryNamingA(passkeyStep)],
  }),
];
