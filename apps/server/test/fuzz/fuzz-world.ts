import { type ActorName, buildWorld, type World } from '../access-matrix/world';
import { passwordStep, type RegisteredAccount, registerAccount, signIn } from '../test-support/accounts';
import { asSession, joinTeam, type Session } from '../test-support/teams';
import type { TestServer } from '../test-support/test-server';

/** Who sends the hostile cases: a real signed-in person, the operator or an API client. */
export interface FuzzCaller {
  name: ActorName | 'apiClient' | 'gateway';
  token?: string;
  /** The ids and e-mail a body names. */
  self: Session;
  /** The session's own envelope key, for `dir` envelopes as the web app sends them. */
  envelopeKey?: Uint8Array;
  /** The account behind a caller made for the fuzzing, to sign it in again. */
  account?: RegisteredAccount;
}

/** The access matrix's world plus the callers the fuzzing uses up and makes anew. */
export interface FuzzWorld {
  world: World;
  server: TestServer;
  /** One of the matrix's callers, with its session's envelope key. */
  caller(name: ActorName): FuzzCaller;
  /** An API client of company A holding a fresh access token (the sample API's rightful caller). */
  apiCaller(): Promise<FuzzCaller>;
  /** A new member of company A, signed in, whose account can be used up. */
  newMemberOfA(role: 'owner' | 'user'): Promise<FuzzCaller>;
  /** Signs a caller made by newMemberOfA in again after its session ended. */
  signInAgain(used: FuzzCaller): Promise<FuzzCaller>;
  /** A new member of company A who never signed in, by id: the target of removals. */
  spareMemberOfA(): Promise<string>;
  /**
   * A temporary token after the password step, of `account` or of a newly registered one, for the
   * calls that take one (the forced password reset). `resetDue`: the operator asks for a new
   * password first, so that the forced reset is due.
   */
  passwordStepOf(account?: RegisteredAccount, options?: { resetDue?: boolean }): Promise<FuzzCaller>;
  /** A new temporary token of the half signed-in account, one TOTP step later. */
  newTemporary(): Promise<FuzzCaller>;
}

const envelopeKeyOf = (session: Session): Uint8Array | undefined => {
  const key = (session as Session & { envelopeKey?: string }).envelopeKey;
  return key ? Buffer.from(key, 'base64url') : undefined;
};

export async function buildFuzzWorld(server: TestServer): Promise<FuzzWorld> {
  const world = await buildWorld(server);
  const { client, clock } = server;
  const signedIn = async (account: RegisteredAccount, name: ActorName): Promise<FuzzCaller> => {
    const session = asSession(account, await signIn(client, account, clock));
    return { name, token: session.token, self: session, envelopeKey: envelopeKeyOf(session), account };
  };
  return {
    world,
    server,
    caller(name) {
      const caller = world.callers[name];
      // Only signed-in callers name themselves; the others carry no envelope key.
      const own = caller.token === caller.self.token;
      return { ...caller, ...(own ? { envelopeKey: envelopeKeyOf(caller.self) } : {}) };
    },
    async apiCaller() {
      return { name: 'apiClient', token: await world.accessToken(), self: world.ownerA };
    },
    async newMemberOfA(role) {
      const account = await joinTeam(client, world.ownerA, { admin: role === 'owner' });
      return signedIn(account, role === 'owner' ? 'ownerA' : 'userA');
    },
    async spareMemberOfA() {
      const { email } = await joinTeam(client, world.ownerA);
      const listed = await world.plain(
        world.callers.operator,
        'GET',
        `/v1/ops/accounts?email=${encodeURIComponent(email)}`,
      );
      const id = (listed.body as { accounts?: Array<{ id: string }> }).accounts?.[0]?.id;
      if (!id) throw new Error(`the new member ${email} is not listed`);
      return id;
    },
    signInAgain(used) {
      if (!used.account || used.name === 'apiClient' || used.name === 'gateway')
        throw new Error('only a member made here signs in again');
      return signedIn(used.account, used.name);
    },
    async passwordStepOf(account, options = {}) {
      const holder = account ?? (await registerAccount(client));
      if (options.resetDue) {
        const asked = await world.plain(
          world.callers.operator,
          'POST',
          '/v1/ops/accounts/require-password-reset',
          {
            email: holder.email,
          },
        );
        if (asked.status !== 200)
          throw new Error(`require-password-reset failed: ${JSON.stringify(asked.body)}`);
      }
      return {
        name: 'temporary',
        token: await passwordStep(client, holder),
        self: world.ownerA,
        account: holder,
      };
    },
    async newTemporary() {
      // The code of the previous step was used by the last sign-in; a new step brings a new code.
      clock.advance(30_000);
      return { name: 'temporary', token: await passwordStep(client, world.halfSignedIn), self: world.ownerA };
    },
  };
}
