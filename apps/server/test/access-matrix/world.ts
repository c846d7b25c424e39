import { randomUUID } from 'node:crypto';
import { passwordStep, type RegisteredAccount, registerAccount, signIn } from '../test-support/accounts';
import { createCredential, grant } from '../test-support/credentials';
import type { CallResult } from '../test-support/portal-client';
import { asSession, joinTeam, type Session } from '../test-support/teams';
import { type ActorName, type Caller, SIGNED_IN, type WorldServer } from './callers';
import { catalogueFor } from './catalogue';
import { manualRedirects } from './http';

export { ACTORS, type ActorName, type Caller, SIGNED_IN, type WorldServer } from './callers';

/** One call of a route by one caller, in a world. */
export type Call = (world: World, who: Caller) => Promise<CallResult>;

export interface ApiClient {
  client_id: string;
  client_secret: string;
}

export interface World {
  server: WorldServer;
  callers: Record<ActorName, Caller>;
  ownerA: Session;
  userA: Session;
  ownerB: Session;
  userB: Session;
  /** An account of a third company for the public steps (login, resend, forgot). */
  spare: RegisteredAccount;
  /** The account behind the shared temporary token. */
  halfSignedIn: RegisteredAccount;
  /** A basic service, and an advanced one granted to company A only, as serviceId:vVersion. */
  services: { basic: string; advancedOfA: string };
  /** API clients of company A and of company B at the token service. */
  apiClient: ApiClient;
  apiClientOfB: ApiClient;
  /** A fresh access token of company A's client. */
  accessToken(): Promise<string>;
  /** A new advanced service request of company A, by its request id. */
  requestOfA(): Promise<string>;
  /** A signed-in account (or, for `temporary`, a new half signed-in one) for one call that ends or changes it. */
  freshOf(name: ActorName): Promise<Caller>;
  /** A new member of company A that nobody signs in with, for calls that would disturb a real one. */
  memberOfA(): Promise<RegisteredAccount & { consumerId: string }>;
  /** A new credential held by the Owner of A, with its row id. */
  credentialOfOwnerA(): Promise<ApiClient & { id: string }>;
  /** A credential the Owner of A transferred to the user of A, waiting to be viewed once. */
  transferredToUserA(): Promise<string>;
  enc(who: Caller, path: string, body: Record<string, unknown>): Promise<CallResult>;
  encGet(who: Caller, path: string, body: Record<string, unknown>): Promise<CallResult>;
  plain(who: Caller, method: 'GET' | 'POST', path: string, body?: unknown): Promise<CallResult>;
  form(who: Caller, path: string, form: Record<string, string>): Promise<CallResult>;
}

/** Two companies with an Owner and a user each, a half signed-in person and the operator. */
export async function buildWorld(server: WorldServer): Promise<World> {
  const { client, clock } = server;
  const sessionOf = async (account: RegisteredAccount) =>
    asSession(account, await signIn(client, account, clock));
  const ownerA = await sessionOf(await registerAccount(client));
  const userA = await sessionOf(await joinTeam(client, ownerA));
  const ownerB = await sessionOf(await registerAccount(client));
  const userB = await sessionOf(await joinTeam(client, ownerB));
  const spare = await registerAccount(client);
  const halfSignedIn = await registerAccount(client);
  const temporary = await passwordStep(client, halfSignedIn);
  const apiClient = await createCredential(client, ownerA, 'Matrix API client');
  const apiClientOfB = await createCredential(client, ownerB, 'Matrix API client of B');

  const callers: Record<ActorName, Caller> = {
    anonymous: { name: 'anonymous', self: ownerA },
    temporary: { name: 'temporary', token: temporary, self: ownerA, account: halfSignedIn },
    userA: { name: 'userA', token: userA.token, self: userA },
    ownerA: { name: 'ownerA', token: ownerA.token, self: ownerA },
    userB: { name: 'userB', token: userB.token, self: userB },
    ownerB: { name: 'ownerB', token: ownerB.token, self: ownerB },
    operator: { name: 'operator', token: server.operatorToken, self: ownerA },
  };
  const auth = (who: Caller) => (who.token ? { token: who.token } : undefined);
  const http = manualRedirects(server);
  const asOperator = callers.operator;

  const world: World = {
    server,
    callers,
    ownerA,
    userA,
    ownerB,
    userB,
    spare,
    halfSignedIn,
    services: await catalogueFor(server, ownerA),
    apiClient,
    apiClientOfB,
    async accessToken() {
      const reply = await grant(server.baseUrl, apiClient);
      const body = (await reply.json()) as { access_token?: string };
      if (!body.access_token) throw new Error(`no access token: ${JSON.stringify(body)}`);
      return body.access_token;
    },
    async requestOfA() {
      const sent = await client.post<{ message: string }>(
        '/v1/ddp/request-advanced-services',
        { description: 'Live departures', consumerId: ownerA.consumerId },
        { token: ownerA.token },
      );
      if (sent.status >= 300) throw new Error(`request failed: ${JSON.stringify(sent.body)}`);
      const list = await client.post<{ message: Array<{ requestId: string }> }>(
        '/v1/ddp/view-advanced-services',
        { consumerId: ownerA.consumerId },
        { token: ownerA.token },
      );
      const newest = list.body.message[0]?.requestId;
      if (!newest) throw new Error('no request listed');
      return newest;
    },
    async freshOf(name) {
      if (name === 'temporary') {
        // A new person each time: a call may change the password the next password step needs.
        const account = await registerAccount(client);
        return { name, token: await passwordStep(client, account), self: ownerA, account };
      }
      if (!SIGNED_IN.includes(name)) return callers[name];
      const owner = name === 'ownerB' || name === 'userB' ? ownerB : ownerA;
      const account = await joinTeam(client, owner, { admin: name.startsWith('owner') });
      const session = await sessionOf(account);
      // The account too: a call that asks for a fresh code (Change authenticator) can make one.
      return { name, token: session.token, self: session, account };
    },
    async memberOfA() {
      const account = await joinTeam(client, ownerA);
      // Read through the operator API: signing in would move the shared clock on.
      const reply = await http.call(
        asOperator,
        'GET',
        `/v1/ops/accounts?email=${encodeURIComponent(account.email)}`,
      );
      const consumerId = (reply.body as { accounts?: Array<{ id: string }> }).accounts?.[0]?.id;
      if (!consumerId) throw new Error(`new member not listed: ${JSON.stringify(reply.body)}`);
      return { ...account, consumerId };
    },
    async credentialOfOwnerA() {
      const created = await createCredential(client, ownerA, `Matrix ${randomUUID().slice(0, 8)}`);
      const list = await client.post<{ message: Array<{ id: string; client_id: string }> }>(
        '/v1/ddp/view-oauth-credentials',
        { consumerId: ownerA.consumerId },
        { token: ownerA.token },
      );
      const row = list.body.message.find((item) => item.client_id === created.client_id);
      if (!row) throw new Error('the new credential is not listed');
      return { ...created, id: row.id };
    },
    async transferredToUserA() {
      const { client_id } = await world.credentialOfOwnerA();
      const moved = await client.post(
        '/v1/ddp/transfer-oauth-access-token',
        { client_id, consumer: userA.email, fromconsumer: ownerA.email },
        { token: ownerA.token },
      );
      if (moved.status !== 200) throw new Error(`transfer failed: ${JSON.stringify(moved.body)}`);
      return client_id;
    },
    enc: (who, path, body) => client.post(path, body, auth(who)),
    encGet: (who, path, body) => client.get(path, body, auth(who)),
    plain: (who, method, path, body) => http.call(who, method, path, body),
    form: (who, path, form) => http.form(who, path, form),
  };
  return world;
}
