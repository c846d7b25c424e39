import { messages } from '@ddp/contract';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISH_AHEAD_MS } from '../modules/oauth/issuer';
import { codeAt, passwordStep, registerAccount, type SignedInReply } from '../test-support/accounts';
import { createCredential, grant } from '../test-support/credentials';
import { type ReverseProxy, startReverseProxy } from '../test-support/nginx';
import { PortalClient } from '../test-support/portal-client';
import { asSession, joinTeam, type Session } from '../test-support/teams';
import { startTestServer, type TestServer } from '../test-support/test-server';

type Sibling = Awaited<ReturnType<TestServer['startSibling']>>;

// Several instances share state only through PostgreSQL: this runs in the suite's PostgreSQL pass.
describe.runIf(process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL behind nginx', () => {
  let server: TestServer;
  let sibling: Sibling;
  let proxy: ReverseProxy;
  let one: PortalClient;
  let two: PortalClient;
  let viaProxy: PortalClient;

  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: 'true', LOCKOUT_MINUTES: '15' } });
    sibling = await server.startSibling();
    proxy = await startReverseProxy([server.baseUrl, sibling.baseUrl]);
    one = server.client;
    two = sibling.client;
    viaProxy = new PortalClient(proxy.baseUrl);
  }, 120_000);
  afterAll(async () => {
    await proxy?.close();
    await sibling?.close();
    await server?.close();
  });

  /** Password on one instance, code on the other. */
  async function signInAcross(first: PortalClient, second: PortalClient) {
    const account = await registerAccount(first);
    server.clock.advance(30_000);
    const temporary = await passwordStep(first, account);
    const reply = await second.post<SignedInReply>(
      '/v1/ddp/totp-validate',
      { email: account.email, userToken: codeAt(account, server.clock) },
      { token: temporary },
    );
    expect(reply.status).toBe(200);
    return { account, session: asSession(account, reply.body) };
  }
  const details = (client: PortalClient, who: Session) =>
    client.get('/v1/ddp/view-personal-details', { emailid: who.email }, { token: who.token });

  it('serves the whole journey through the proxy, whichever instance answers', async () => {
    const { session } = await signInAcross(viaProxy, viaProxy);
    for (let i = 0; i < 6; i++) expect((await details(viaProxy, session)).status).toBe(200);
    const logout = await viaProxy.post('/v1/ddp/logout', {}, { token: session.token });
    expect(logout.status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await details(viaProxy, session)).status).toBe(401);
  });

  it('honours a session made on one instance on the other, and its logout on both', async () => {
    const { session } = await signInAcross(one, two);
    expect((await details(one, session)).status).toBe(200);
    expect((await details(two, session)).status).toBe(200);
    expect((await two.post('/v1/ddp/logout', {}, { token: session.token })).status).toBe(200);
    expect((await details(one, session)).status).toBe(401);
  });

  it('counts failures from both instances on one lock', async () => {
    const account = await registerAccount(one);
    for (let i = 0; i < 10; i++) {
      server.clock.advance(20_000);
      const client = i % 2 === 0 ? one : two;
      const reply = await client.post('/v1/ddp/login', {
        email: account.email,
        password: 'Wrong-Password-123456',
      });
      expect(reply.status).toBe(401);
    }
    for (const client of [one, two]) {
      const locked = await client.post('/v1/ddp/login', { email: account.email, password: account.password });
      expect(locked.status).toBe(429);
      expect(locked.body.message).toBe(messages.signInLocked(15));
    }
  });

  it('shows a transferred secret once, even when both instances are asked at the same time', async () => {
    const { session: owner } = await signInAcross(one, one);
    const memberAccount = await joinTeam(one, owner);
    server.clock.advance(30_000);
    const temporary = await passwordStep(two, memberAccount);
    const signedIn = await two.post<SignedInReply>(
      '/v1/ddp/totp-validate',
      { email: memberAccount.email, userToken: codeAt(memberAccount, server.clock) },
      { token: temporary },
    );
    const member = asSession(memberAccount, signedIn.body);
    const { client_id } = await createCredential(one, owner);
    const moved = await two.post(
      '/v1/ddp/transfer-oauth-access-token',
      { client_id, consumer: member.email, fromconsumer: owner.email },
      { token: owner.token },
    );
    expect(moved.status).toBe(200);
    const views = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 === 0 ? one : two).post('/v1/ddp/get-clientid-secret', { client_id }, { token: member.token }),
      ),
    );
    expect(views.filter((view) => view.status === 200)).toHaveLength(1);
  });

  it('shares the signing keys: a key rotated on one instance is published by both before either signs with it', async () => {
    const { session: owner } = await signInAcross(one, two);
    const credential = await createCredential(two, owner);
    // The instances run on the test's fake clock; the checks use the same time.
    const at = () => ({ currentDate: server.clock.now() });
    const keysOf = (baseUrl: string) => createRemoteJWKSet(new URL(`${baseUrl}/.well-known/jwks.json`));
    const tokenFrom = async (baseUrl: string) => {
      const body = (await (await grant(baseUrl, credential)).json()) as { access_token: string };
      return body.access_token;
    };
    const kidsOf = async (baseUrl: string) => {
      const jwks = (await (await fetch(`${baseUrl}/.well-known/jwks.json`)).json()) as {
        keys: Array<{ kid: string }>;
      };
      return jwks.keys.map((key) => key.kid);
    };
    await jwtVerify(await tokenFrom(sibling.baseUrl), keysOf(server.baseUrl), at());
    const kidsBefore = await kidsOf(server.baseUrl);

    const rotated = await fetch(`${sibling.baseUrl}/v1/ops/keys/rotate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.operatorToken}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(rotated.status).toBe(200);
    const newKid = (await kidsOf(sibling.baseUrl)).find((kid) => !kidsBefore.includes(kid));
    expect(newKid).toBeDefined();
    server.clock.advance(61_000);
    expect((await kidsOf(server.baseUrl)).sort()).toEqual((await kidsOf(sibling.baseUrl)).sort());

    server.clock.advance(PUBLISH_AHEAD_MS);
    for (const baseUrl of [server.baseUrl, sibling.baseUrl]) {
      const { protectedHeader } = await jwtVerify(await tokenFrom(baseUrl), keysOf(server.baseUrl), at());
      expect(protectedHeader.kid).toBe(newKid);
    }
  });

  it('shares the encryption key: both publish it, either reads what was sealed for the other', async () => {
    expect((await two.publicKey()).jwk).toEqual((await one.publicKey()).jwk);
    const account = await registerAccount(one);
    const sealedForOne = await one.encrypt({ email: account.email, password: account.password });
    const reply = await two.raw('/v1/ddp/login', { method: 'POST', json: { encryptData: sealedForOne } });
    expect(reply.status).toBe(200);
  });
});
