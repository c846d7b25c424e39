import { randomUUID } from 'node:crypto';
import { passwordStep, type RegisteredAccount, registerAccount, signIn } from '../test-support/accounts';
import { createCredential, grant } from '../test-support/credentials';
import type { CallResult } from '../test-support/portal-client';
import { asSession, joinTeam, type Session } from '../test-support/teams';
import type { TestServer } from '../test-support/test-server';

/** The callers of the access matrix (issue 8): who knocks, from where. */
export const ACTORS = ['anonymous', 'temporary', 'userA', 'ownerA', 'userB', 'ownerB', 'operator'] as const;
export type ActorName = (typeof ACTORS)[number];
export const SIGNED_IN: readonly ActorName[] = ['userA', 'ownerA', 'userB', 'ownerB'];

export interface Caller {
  name: ActorName;
  /** What goes into the Authorization header, if anything. */
  token?: string;
  /**
   * The ids and e-mail a caller puts into a body. Signed-in callers name themselves; the others
   * name the Owner of A, as someone forging a call for them would.
   */
  self: Session;
}

export interface World {
  server: TestServer;
  callers: Record<ActorName, Caller>;
  ownerA: Session;
  userA: Session;
  ownerB: Session;
  /** An account of a third company for the public steps (login, resend, forgot). */
  spare: RegisteredAccount;
  /** The account behind the temporary token. */
  halfSignedIn: RegisteredAccount;
  /** A basic service, and an advanced one granted to company A only, as serviceId:vVersion. */
  services: { basic: string; advancedOfA: string };
  /** An API client of company A at the token service. */
  apiClient: { client_id: string; client_secret: string };
  /** A fresh access token of that client. */
  accessToken(): Promise<string>;
  /** A new advanced service request of company A, by its request id. */
  requestOfA(): Promise<string>;
  /** A signed-in account of company A made for one call that ends or changes it. */
  freshOf(name: ActorName): Promise<Caller>;
  /** A member of company A nobody else uses, as the target of role and delete calls. */
  spareMemberOfA(): Promise<string>;
  /** A new credential held by the Owner of A, with its row id. */
  credentialOfOwnerA(): Promise<{ client_id: string; client_secret: string; id: string }>;
  /** A credential the Owner of A transferred to the user of A, waiting to be viewed once. */
  transferredToUserA(): Promise<string>;
  enc(who: Caller, path: string, body: Record<string, unknown>): Promise<CallResult>;
  encGet(who: Caller, path: string, body: Record<string, unknown>): Promise<CallResult>;
  plain(who: Caller, method: 'GET' | 'POST', path: string, body?: unknown): Promise<CallResult>;
  form(who: Caller, path: string, form: Record<string, string>): Promise<CallResult>;
}

/** Two companies with an Owner and a user each, a half signed-in person and the operator. */
export async function buildWorld(server: TestServer): Promise<World> {
  const { client, clock } = server;
  const accounts = new Map<string, RegisteredAccount>();
  const sessionOf = async (account: RegisteredAccount) => {
    accounts.set(account.email, account);
    return asSession(account, await signIn(client, account, clock));
  };
  const ownerAAccount = await registerAccount(client);
  const ownerA = await sessionOf(ownerAAccount);
  const userA = await sessionOf(await joinTeam(client, ownerA));
  const ownerB = await sessionOf(await registerAccount(client));
  const userB = await sessionOf(await joinTeam(client, ownerB));
  const spare = await registerAccount(client);
  const halfSignedIn = await registerAccount(client);
  const temporary = await passwordStep(client, halfSignedIn);
  const apiClient = await createCredential(client, ownerA, 'Matrix API client');

  const callers: Record<ActorName, Caller> = {
    anonymous: { name: 'anonymous', self: ownerA },
    temporary: { name: 'temporary', token: temporary, self: ownerA },
    userA: { name: 'userA', token: userA.token, self: userA },
    ownerA: { name: 'ownerA', token: ownerA.token, self: ownerA },
    userB: { name: 'userB', token: userB.token, self: userB },
    ownerB: { name: 'ownerB', token: ownerB.token, self: ownerB },
    operator: { name: 'operator', token: server.operatorToken, self: ownerA },
  };
  const auth = (who: Caller) => (who.token ? { token: who.token } : undefined);
  const services = await catalogueFor(server, ownerA);

  const world: World = {
    server,
    callers,
    ownerA,
    userA,
    ownerB,
    spare,
    halfSignedIn,
    services,
    apiClient,
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
      if (name === 'temporary')
        return { name, token: await passwordStep(client, halfSignedIn), self: ownerA };
      const owner = name === 'ownerB' || name === 'userB' ? ownerB : ownerA;
      if (!SIGNED_IN.includes(name)) return callers[name];
      const account = await joinTeam(client, owner, { admin: name.startsWith('owner') });
      const session = await sessionOf(account);
      return { name, token: session.token, self: session };
    },
    async spareMemberOfA() {
      const account = await joinTeam(client, ownerA);
      return (await signIn(client, account, clock)).consumerId;
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
    plain: (who, method, path, body) =>
      client.raw(path, { method, ...(body === undefined ? {} : { json: body }), auth: auth(who) }),
    form: (who, path, form) =>
      client.raw(path, {
        method: 'POST',
        body: new URLSearchParams(form).toString(),
        contentType: 'application/x-www-form-urlencoded',
        auth: auth(who),
      }),
  };
  return world;
}

/** The demo catalogue's first basic service, and its advanced service granted to company A. */
async function catalogueFor(server: TestServer, ownerA: Session) {
  const options = async (path: string) => {
    const reply = await server.client.post<{ message: { serviceOptions: Array<{ value: string }> } }>(
      path,
      { consumerId: ownerA.consumerId },
      { token: ownerA.token },
    );
    return reply.body.message.serviceOptions.map((option) => option.value);
  };
  const ops = (path: string, body: unknown) =>
    server.client.raw(path, { method: 'POST', json: body, auth: { token: server.operatorToken } });
  const services = await server.client.raw<{ services: Array<{ service: string; kind: string }> }>(
    '/v1/ops/services',
    { method: 'GET', auth: { token: server.operatorToken } },
  );
  const advanced = services.body.services.find((s) => s.kind === 'advanced')?.service;
  if (!advanced) throw new Error('the demo catalogue has no advanced service');
  await ops('/v1/ops/services/grant', { companyId: ownerA.companyId, serviceId: advanced.split(':v')[0] });
  const [basic] = (
    await server.client.get<{ message: { serviceOptions: Array<{ value: string }> } }>(
      '/v1/ddp/list-basic-docs',
      { consumerId: ownerA.consumerId },
      { token: ownerA.token },
    )
  ).body.message.serviceOptions.map((option) => option.value);
  if (!basic || !(await options('/v1/ddp/list-advanced-docs')).includes(advanced))
    throw new Error('the catalogue is not as the matrix expects');
  return { basic, advancedOfA: advanced };
}
