import { randomUUID } from 'node:crypto';
import { type ClientSecretItem, messages } from '@ddp/contract';
import * as oauth from 'oauth4webapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, signIn } from '../../../test/test-support/accounts';
import { createCredential, grant } from '../../../test/test-support/credentials';
import { asSession, joinTeam, type Session } from '../../../test/test-support/teams';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';

type Credential = { client_id: string; client_secret: string };
const unixNow = (server: TestServer) => Math.floor(server.clock.now().getTime() / 1000);

// Issue 20, part 1: two secrets at once, so that a running service moves to a new secret before
// the old one stops working.
describe(`a client's secrets: add a second, revoke either (${testDatabaseKind})`, () => {
  let server: TestServer;
  let owner: Session;
  beforeAll(async () => {
    server = await startTestServer();
    const account = await registerAccount(server.client);
    owner = asSession(account, await signIn(server.client, account, server.clock));
  });
  afterAll(() => server.close());

  const call = <T = Record<string, unknown>>(path: string, payload: Record<string, unknown>) =>
    server.client.post<T & { message?: string }>(path, payload, { token: owner.token });
  const ids = (credential: Credential) => ({
    client_id: credential.client_id,
    consumer_id: owner.consumerId,
  });
  const secretsOf = async (credential: Credential) => {
    const reply = await call<{ data: ClientSecretItem[] }>('/v1/ddp/view-client-secrets', ids(credential));
    expect(reply.status).toBe(200);
    return reply.body.data;
  };
  const addSecret = (credential: Credential) =>
    call<{ client_secret: string; data: ClientSecretItem }>('/v1/ddp/add-client-secret', ids(credential));
  const revoke = (credential: Credential, secretId: string) =>
    call('/v1/ddp/revoke-client-secret', { ...ids(credential), secret_id: secretId });
  const grantStatus = async (client_id: string, client_secret: string) =>
    (await grant(server.baseUrl, { client_id, client_secret })).status;
  const grantError = async (client_id: string, client_secret: string) =>
    (await (await grant(server.baseUrl, { client_id, client_secret })).json()) as { error: string };

  it('adds a second secret, shown once, and both authenticate until one is revoked', async () => {
    const credential = await createCredential(server.client, owner);
    const [first] = await secretsOf(credential);
    expect(first).toEqual({
      secret_id: expect.any(String),
      created_at: unixNow(server),
      last_used_at: null,
      expires_at: null,
      state: 'active',
    });

    server.clock.advance(90_000);
    const added = await addSecret(credential);
    expect(added.status).toBe(201);
    expect(added.body.message).toBe(messages.secretAdded);
    expect(Buffer.from(added.body.client_secret, 'base64url')).toHaveLength(32);
    expect(added.body.data).toEqual({
      secret_id: expect.any(String),
      created_at: unixNow(server),
      last_used_at: null,
      expires_at: null,
      state: 'active',
    });
    expect(added.body.client_secret).not.toBe(credential.client_secret);

    expect(await grantStatus(credential.client_id, credential.client_secret)).toBe(200);
    expect(await grantStatus(credential.client_id, added.body.client_secret)).toBe(200);
    const listed = await secretsOf(credential);
    expect(listed).toEqual([
      { ...first, last_used_at: unixNow(server) },
      { ...added.body.data, last_used_at: unixNow(server) },
    ]);
    // Neither the list nor the stored row holds a secret.
    expect(JSON.stringify(listed)).not.toContain(added.body.client_secret);
    const stored = await server.db.selectFrom('credentials').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(added.body.client_secret);

    // Revoking the older one: the new one takes its place, and the old one is refused at once.
    const revoked = await revoke(credential, first!.secret_id);
    expect(revoked.status).toBe(200);
    expect(revoked.body.message).toBe(messages.secretRevoked);
    expect(await grantStatus(credential.client_id, credential.client_secret)).toBe(401);
    expect(await grantStatus(credential.client_id, added.body.client_secret)).toBe(200);
    expect(await secretsOf(credential)).toEqual([{ ...added.body.data, last_used_at: unixNow(server) }]);
  });

  it('keeps at most two secrets and at least one, refusing with a clear message and changing nothing', async () => {
    const credential = await createCredential(server.client, owner);
    const second = await addSecret(credential);
    const before = await secretsOf(credential);

    const third = await addSecret(credential);
    expect(third.status).toBe(409);
    expect(third.body.message).toBe(messages.secretsFull);
    expect(await secretsOf(credential)).toEqual(before);

    // The second revoked, the first stays; the last one cannot go.
    expect((await revoke(credential, second.body.data.secret_id)).status).toBe(200);
    expect(await grantStatus(credential.client_id, second.body.client_secret)).toBe(401);
    const [only] = await secretsOf(credential);
    const last = await revoke(credential, only!.secret_id);
    expect(last.status).toBe(409);
    expect(last.body.message).toBe(messages.lastSecretStays);
    expect(await grantStatus(credential.client_id, credential.client_secret)).toBe(200);

    const unknown = await revoke(credential, randomUUID());
    expect(unknown.status).toBe(404);
    // Another client's secret, named through this client, is no secret of this one.
    const other = await createCredential(server.client, owner);
    const otherSecret = await addSecret(other);
    expect((await revoke(credential, otherSecret.body.data.secret_id)).status).toBe(404);
    expect(await secretsOf(other)).toHaveLength(2);
    expect(await secretsOf(credential)).toHaveLength(1);
  });

  it('Regenerate Secret replaces both secrets at once', async () => {
    const credential = await createCredential(server.client, owner);
    const second = await addSecret(credential);
    const regenerated = await call<{ New_Secret: string }>(
      '/v1/ddp/regenerate-oauth-secret',
      ids(credential),
    );
    expect(regenerated.status).toBe(200);
    expect(await grantStatus(credential.client_id, credential.client_secret)).toBe(401);
    expect(await grantStatus(credential.client_id, second.body.client_secret)).toBe(401);
    expect(await grantStatus(credential.client_id, regenerated.body.New_Secret)).toBe(200);
    const secrets = await secretsOf(credential);
    expect(secrets).toHaveLength(1);
    expect(secrets[0]!.secret_id).not.toBe(second.body.data.secret_id);
  });

  it('notes when a secret was last used to the minute, not at every grant', async () => {
    const credential = await createCredential(server.client, owner);
    expect(await grantStatus(credential.client_id, credential.client_secret)).toBe(200);
    const firstUse = unixNow(server);
    server.clock.advance(30_000);
    expect(await grantStatus(credential.client_id, credential.client_secret)).toBe(200);
    expect((await secretsOf(credential))[0]!.last_used_at).toBe(firstUse);
    server.clock.advance(31_000);
    expect(await grantStatus(credential.client_id, credential.client_secret)).toBe(200);
    expect((await secretsOf(credential))[0]!.last_used_at).toBe(unixNow(server));
    // A wrong secret is no use.
    server.clock.advance(120_000);
    expect(await grantError(credential.client_id, 'not-the-secret')).toMatchObject({
      error: 'invalid_client',
    });
    expect((await secretsOf(credential))[0]!.last_used_at).toBe(unixNow(server) - 120);
  });

  it('lets an Owner who may see the team’s secrets rotate a colleague’s client, and nobody else', async () => {
    const account = await registerAccount(server.client);
    const teamOwner = asSession(account, await signIn(server.client, account, server.clock));
    const memberAccount = await joinTeam(server.client, teamOwner);
    const member = asSession(memberAccount, await signIn(server.client, memberAccount, server.clock));
    const credential = await createCredential(server.client, member, 'Member app');
    const as = (who: Session, path: string, extra: Record<string, unknown> = {}) =>
      server.client.post<{ message?: string; data?: unknown }>(
        path,
        { client_id: credential.client_id, consumer_id: who.consumerId, ...extra },
        { token: who.token },
      );

    // Without multi-consumer authorisation the Owner sees names only, as for the secret itself.
    for (const path of ['/v1/ddp/view-client-secrets', '/v1/ddp/add-client-secret']) {
      const refused = await as(teamOwner, path);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(messages.noSecretPermission);
    }
    await server.client.raw('/v1/ops/companies/multi-consumer', {
      method: 'POST',
      json: { companyId: teamOwner.companyId, enabled: true, limit: 5 },
      auth: { token: server.operatorToken, mfa: false },
    });
    const added = await as(teamOwner, '/v1/ddp/add-client-secret');
    expect(added.status).toBe(201);
    const listed = await as(member, '/v1/ddp/view-client-secrets');
    expect(listed.body.data).toHaveLength(2);
    // The member, who holds the client, revokes the older one; the Owner sees it gone.
    const [first] = listed.body.data as ClientSecretItem[];
    expect((await as(member, '/v1/ddp/revoke-client-secret', { secret_id: first!.secret_id })).status).toBe(
      200,
    );
    expect((await as(teamOwner, '/v1/ddp/view-client-secrets')).body.data).toHaveLength(1);
    // Someone of another company learns nothing: the client is unknown to them.
    const stranger = await (async () => {
      const other = await registerAccount(server.client);
      return asSession(other, await signIn(server.client, other, server.clock));
    })();
    expect((await as(stranger, '/v1/ddp/view-client-secrets')).status).toBe(404);
  });

  it('rotates under a running third-party client with no failed grant', async () => {
    const credential = await createCredential(server.client, owner);
    const as: oauth.AuthorizationServer = {
      issuer: 'http://portal.test',
      token_endpoint: `${server.baseUrl}/oauth2/token`,
    };
    const client: oauth.Client = { client_id: credential.client_id };
    // The service reads its secret from configuration at each grant, as a deployment would.
    let configured = credential.client_secret;
    const outcomes: string[] = [];
    let running = true;
    const service = (async () => {
      while (running) {
        try {
          const response = await oauth.clientCredentialsGrantRequest(
            as,
            client,
            oauth.ClientSecretPost(configured),
            new URLSearchParams({ scope: 'api' }),
            { [oauth.allowInsecureRequests]: true },
          );
          const result = await oauth.processClientCredentialsResponse(as, client, response);
          outcomes.push(result.token_type);
        } catch (error) {
          outcomes.push(`failed: ${String(error)}`);
        }
      }
    })();
    const waitForGrants = async (count: number) => {
      const target = outcomes.length + count;
      while (outcomes.length < target) await new Promise((resolve) => setTimeout(resolve, 5));
    };

    await waitForGrants(5);
    const [old] = await secretsOf(credential);
    const added = await addSecret(credential);
    await waitForGrants(5);
    configured = added.body.client_secret; // the deployment moves to the new secret
    await waitForGrants(5);
    expect((await revoke(credential, old!.secret_id)).status).toBe(200);
    await waitForGrants(5);
    running = false;
    await service;

    expect(outcomes.length).toBeGreaterThanOrEqual(20);
    expect(outcomes.filter((outcome) => outcome !== 'bearer')).toEqual([]);
    expect(await grantStatus(credential.client_id, credential.client_secret)).toBe(401);
  });
});
