import { randomUUID } from 'node:crypto';
import { messages } from '@ddp/contract';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import * as oauth from 'oauth4webapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, signIn } from '../../../test/test-support/accounts';
import { createCredential, grant } from '../../../test/test-support/credentials';
import { asSession, type Session } from '../../../test/test-support/teams';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';

const ISSUER = 'http://portal.test';
const ASSERTION_TYPE = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';

// Issue 20, part 3: a client authenticates with a JWT signed by its own key instead of a secret.
describe(`private_key_jwt at the token endpoint (${testDatabaseKind})`, () => {
  let server: TestServer;
  let owner: Session;
  beforeAll(async () => {
    server = await startTestServer();
    const account = await registerAccount(server.client);
    owner = asSession(account, await signIn(server.client, account, server.clock));
  });
  afterAll(() => server.close());

  const as: oauth.AuthorizationServer = { issuer: ISSUER, token_endpoint: '' };
  const keyPair = () => generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const registerKeys = async (
    clientId: string,
    ...publicKeys: Awaited<ReturnType<typeof generateKeyPair>>['publicKey'][]
  ) => {
    const keys = await Promise.all(
      publicKeys.map(async (key, n) => ({ ...(await exportJWK(key)), kid: `k${n}` })),
    );
    return server.client.post<{ message: string; data: { keys: unknown[] } }>(
      '/v1/ddp/set-client-keys',
      { client_id: clientId, consumer_id: owner.consumerId, jwks: JSON.stringify({ keys }) },
      { token: owner.token },
    );
  };
  const assertionGrant = (clientAssertion: string, extra: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_assertion_type: ASSERTION_TYPE,
        client_assertion: clientAssertion,
        ...extra,
      }),
    });
  const signed = (
    privateKey: Awaited<ReturnType<typeof generateKeyPair>>['publicKey'],
    clientId: string,
    claims: { aud?: string; exp?: string | number; jti?: string } = {},
  ) =>
    new SignJWT({})
      .setProtectedHeader({ alg: 'EdDSA', kid: 'k0' })
      .setIssuer(clientId)
      .setSubject(clientId)
      .setAudience(claims.aud ?? ISSUER)
      .setIssuedAt(Math.floor(server.clock.now().getTime() / 1000))
      .setExpirationTime(claims.exp ?? Math.floor(server.clock.now().getTime() / 1000) + 60)
      .setJti(claims.jti ?? randomUUID())
      .sign(privateKey);
  const describedError = async (reply: Response) =>
    (await reply.json()) as { error: string; error_description: string };

  it('grants a strict third-party client that signs with its registered key, once per assertion', async () => {
    const credential = await createCredential(server.client, owner);
    const { publicKey, privateKey } = await keyPair();
    const saved = await registerKeys(credential.client_id, publicKey);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(messages.jwksSaved);

    const sent: string[] = [];
    // The server runs on a test clock: the client is told how far its own clock is off (seconds).
    const client: oauth.Client = {
      client_id: credential.client_id,
      [oauth.clockSkew]: Math.round((server.clock.now().getTime() - Date.now()) / 1000),
    };
    const response = await oauth.clientCredentialsGrantRequest(
      { ...as, token_endpoint: `${server.baseUrl}/oauth2/token` },
      client,
      oauth.PrivateKeyJwt(privateKey),
      new URLSearchParams({ scope: 'api' }),
      {
        [oauth.allowInsecureRequests]: true,
        [oauth.customFetch]: (url, init) => {
          sent.push(String(init.body));
          return fetch(url, init);
        },
      },
    );
    const result = await oauth.processClientCredentialsResponse(as, client, response);
    expect(result.token_type).toBe('bearer');
    expect(result.access_token.split('.')).toHaveLength(3);

    // The same assertion again: refused, and said why.
    const replayed = await fetch(`${server.baseUrl}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: sent[0],
    });
    expect(replayed.status).toBe(401);
    expect(await describedError(replayed)).toEqual({
      error: 'invalid_client',
      error_description: 'The client assertion has been used before.',
    });
    // The secret still works beside the key.
    expect((await grant(server.baseUrl, credential)).status).toBe(200);
  });

  it('refuses a wrong audience, another key, a long-lived or expired assertion, and no jti', async () => {
    const credential = await createCredential(server.client, owner);
    const { publicKey, privateKey } = await keyPair();
    await registerKeys(credential.client_id, publicKey);
    const stranger = await keyPair();
    const now = Math.floor(server.clock.now().getTime() / 1000);
    const refused = [
      await signed(privateKey, credential.client_id, { aud: 'https://elsewhere.example' }),
      await signed(stranger.privateKey, credential.client_id),
      await signed(privateKey, credential.client_id, { exp: now + 3600 }),
      await signed(privateKey, credential.client_id, { exp: now - 120 }),
      await new SignJWT({})
        .setProtectedHeader({ alg: 'EdDSA' })
        .setIssuer(credential.client_id)
        .setSubject(credential.client_id)
        .setAudience(ISSUER)
        .setExpirationTime(now + 60)
        .sign(privateKey),
      'not.a.jwt',
    ];
    for (const assertion of refused) {
      const reply = await assertionGrant(assertion);
      expect(reply.status, assertion.slice(0, 40)).toBe(401);
      expect((await describedError(reply)).error).toBe('invalid_client');
    }
    // The token endpoint's own URL is a right audience too; a client_id beside it must agree.
    expect(
      (
        await assertionGrant(
          await signed(privateKey, credential.client_id, { aud: `${ISSUER}/oauth2/token` }),
        )
      ).status,
    ).toBe(200);
    const disagreeing = await assertionGrant(await signed(privateKey, credential.client_id), {
      client_id: (await createCredential(server.client, owner)).client_id,
    });
    expect(disagreeing.status).toBe(401);
  });

  it('grants an assertion sent several times at once only once', async () => {
    const credential = await createCredential(server.client, owner);
    const { publicKey, privateKey } = await keyPair();
    await registerKeys(credential.client_id, publicKey);
    const assertion = await signed(privateKey, credential.client_id);
    const replies = await Promise.all(Array.from({ length: 4 }, () => assertionGrant(assertion)));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 401, 401, 401]);
    for (const reply of replies.filter(({ status }) => status === 401))
      expect((await describedError(reply)).error_description).toBe(
        'The client assertion has been used before.',
      );
    // Other assertions of the same client, at once, are each granted.
    const others = await Promise.all(
      Array.from({ length: 4 }, async () => assertionGrant(await signed(privateKey, credential.client_id))),
    );
    expect(others.map((reply) => reply.status)).toEqual([200, 200, 200, 200]);
  });

  it('refuses a jti the database cannot keep, with a clear error, and takes one of 256 characters', async () => {
    const credential = await createCredential(server.client, owner);
    const { publicKey, privateKey } = await keyPair();
    await registerKeys(credential.client_id, publicKey);
    for (const jti of ['j'.repeat(257), 'with\u0000nul']) {
      const reply = await assertionGrant(await signed(privateKey, credential.client_id, { jti }));
      expect(reply.status).toBe(401);
      expect(await describedError(reply)).toEqual({
        error: 'invalid_client',
        error_description:
          'The client assertion needs a jti of at most 256 characters and must expire within 10 minutes.',
      });
    }
    const longest = await signed(privateKey, credential.client_id, { jti: 'é'.repeat(256) });
    expect((await assertionGrant(longest)).status).toBe(200);
    expect((await assertionGrant(longest)).status).toBe(401);
  });

  it('takes one client authentication method only, and an assertion only of the JWT bearer type', async () => {
    const credential = await createCredential(server.client, owner);
    const { publicKey, privateKey } = await keyPair();
    await registerKeys(credential.client_id, publicKey);
    const both = await assertionGrant(await signed(privateKey, credential.client_id), {
      client_secret: credential.client_secret,
    });
    expect(both.status).toBe(400);
    expect((await describedError(both)).error).toBe('invalid_request');
    const otherType = await assertionGrant(await signed(privateKey, credential.client_id), {
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:saml2-bearer',
    });
    expect(otherType.status).toBe(400);
  });

  it('lists, replaces and removes the key set; without one, no assertion authenticates', async () => {
    const credential = await createCredential(server.client, owner);
    const ids = { client_id: credential.client_id, consumer_id: owner.consumerId };
    const view = async () =>
      (await server.client.post<{ data: unknown }>('/v1/ddp/view-client-keys', ids, { token: owner.token }))
        .body.data;
    expect(await view()).toBeNull();
    const { publicKey, privateKey } = await keyPair();
    // Without keys the client cannot use an assertion.
    expect((await assertionGrant(await signed(privateKey, credential.client_id))).status).toBe(401);
    await registerKeys(credential.client_id, publicKey);
    expect(await view()).toEqual({
      keys: [expect.objectContaining({ kty: 'OKP', crv: 'Ed25519', kid: 'k0' })],
    });
    // The set kept from the refusal above is forgotten once a set is saved, and this one kept next.
    expect((await assertionGrant(await signed(privateKey, credential.client_id))).status).toBe(200);

    const privateJwk = await exportJWK(privateKey);
    const refused = await server.client.post<{ message: string }>(
      '/v1/ddp/set-client-keys',
      { ...ids, jwks: JSON.stringify({ keys: [privateJwk] }) },
      { token: owner.token },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(messages.jwksPrivate);
    expect(await view()).toEqual({ keys: [expect.objectContaining({ kid: 'k0' })] });

    const removed = await server.client.post<{ message: string }>('/v1/ddp/remove-client-keys', ids, {
      token: owner.token,
    });
    expect(removed.body.message).toBe(messages.jwksRemoved);
    expect(await view()).toBeNull();
    expect((await assertionGrant(await signed(privateKey, credential.client_id))).status).toBe(401);
  });
});
