import { createRemoteJWKSet, jwtVerify } from 'jose';
import * as oauth from 'oauth4webapi';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RegisteredAccount, registerAccount, signIn } from '../../../test/test-support/accounts';
import { createCredential, grant } from '../../../test/test-support/credentials';
import { asSession, type Session } from '../../../test/test-support/teams';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';
import { PUBLISH_AHEAD_MS } from './issuer';

const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;

describe(`OAuth 2.0 token service (${testDatabaseKind})`, () => {
  let server: TestServer;
  let account: RegisteredAccount;
  let owner: Session;
  beforeAll(async () => {
    server = await startTestServer();
    account = await registerAccount(server.client);
  });
  // Several tests move the clock far; each starts with a fresh session.
  beforeEach(async () => {
    owner = asSession(account, await signIn(server.client, account, server.clock));
  });
  afterAll(() => server.close());

  const as = (): oauth.AuthorizationServer => ({
    issuer: 'http://portal.test',
    token_endpoint: `${server.baseUrl}/oauth2/token`,
  });

  it.each([
    ['client_secret_basic', oauth.ClientSecretBasic],
    ['client_secret_post', oauth.ClientSecretPost],
  ] as const)('issues a token to a strict third-party client using %s', async (_name, method) => {
    const credential = await createCredential(server.client, owner);
    const client: oauth.Client = { client_id: credential.client_id };
    const response = await oauth.clientCredentialsGrantRequest(
      as(),
      client,
      method(credential.client_secret),
      new URLSearchParams({ scope: 'api' }),
      { [oauth.allowInsecureRequests]: true },
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const result = await oauth.processClientCredentialsResponse(as(), client, response);
    expect(result.token_type).toBe('bearer');
    expect(result.expires_in).toBe(300);
    expect(result.scope).toBe('api');

    // The token verifies with jose against the published JWKS, as an API would check it.
    const jwks = createRemoteJWKSet(new URL(`${server.baseUrl}/.well-known/jwks.json`));
    const { payload, protectedHeader } = await jwtVerify(result.access_token, jwks, {
      issuer: 'http://portal.test',
      audience: 'ddp-api',
      typ: 'at+jwt',
      currentDate: server.clock.now(),
    });
    expect(protectedHeader.alg).toBe('EdDSA');
    expect(payload).toMatchObject({
      client_id: credential.client_id,
      sub: credential.client_id,
      scope: 'api',
    });
    for (const claim of ['iat', 'exp', 'jti']) expect(payload[claim]).toBeDefined();
    expect(payload.exp! - payload.iat!).toBe(300);
  });

  it('publishes RFC 8414 metadata', async () => {
    const reply = await fetch(`${server.baseUrl}/.well-known/oauth-authorization-server`);
    const metadata = (await reply.json()) as Record<string, unknown>;
    expect(metadata).toMatchObject({
      issuer: 'http://portal.test',
      token_endpoint: 'http://portal.test/oauth2/token',
      jwks_uri: 'http://portal.test/.well-known/jwks.json',
      grant_types_supported: ['client_credentials'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'private_key_jwt'],
      token_endpoint_auth_signing_alg_values_supported: ['RS256', 'PS256', 'ES256', 'EdDSA', 'Ed25519'],
    });
  });

  describe('errors of RFC 6749 section 5.2', () => {
    it('400 invalid_request without grant_type, with a repeated parameter, or with two auth methods', async () => {
      const credential = await createCredential(server.client, owner);
      const noGrant = await fetch(`${server.baseUrl}/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `client_id=${credential.client_id}&client_secret=${credential.client_secret}`,
      });
      expect(noGrant.status).toBe(400);
      expect(await errorOf(noGrant)).toBe('invalid_request');
      const repeated = await grant(server.baseUrl, credential, { form: { scope: 'api' } });
      expect(repeated.status).toBe(200);
      const twice = await fetch(`${server.baseUrl}/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=client_credentials&grant_type=client_credentials',
      });
      expect(await errorOf(twice)).toBe('invalid_request');
      const both = await fetch(`${server.baseUrl}/oauth2/token`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${credential.client_id}:${credential.client_secret}`).toString('base64')}`,
        },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: credential.client_id,
          client_secret: 'x',
        }),
      });
      expect(both.status).toBe(400);
      expect(await errorOf(both)).toBe('invalid_request');
    });

    it('401 invalid_client with a Basic challenge for a wrong secret', async () => {
      const credential = await createCredential(server.client, owner);
      const basic = await grant(
        server.baseUrl,
        { ...credential, client_secret: 'wrong' },
        { method: 'basic' },
      );
      expect(basic.status).toBe(401);
      expect(basic.headers.get('www-authenticate')).toMatch(/^Basic realm=/);
      expect(await errorOf(basic)).toBe('invalid_client');
      const post = await grant(server.baseUrl, { ...credential, client_secret: 'wrong' });
      expect(post.status).toBe(401);
      expect(await errorOf(post)).toBe('invalid_client');
      const unknown = await grant(server.baseUrl, { client_id: `ddp-${'0'.repeat(32)}`, client_secret: 'x' });
      expect(unknown.status).toBe(401);
    });

    it('unsupported_grant_type and invalid_scope', async () => {
      const credential = await createCredential(server.client, owner);
      const password = await grant(server.baseUrl, credential, { form: { grant_type: 'password' } });
      expect(password.status).toBe(400);
      expect(await errorOf(password)).toBe('unsupported_grant_type');
      const scope = await grant(server.baseUrl, credential, { form: { scope: 'admin' } });
      expect(scope.status).toBe(400);
      expect(await errorOf(scope)).toBe('invalid_scope');
    });

    it('refuses JSON bodies with invalid_request and never a 500', async () => {
      const reply = await fetch(`${server.baseUrl}/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"grant_type":"client_credentials"}',
      });
      expect(reply.status).toBe(400);
      expect(await errorOf(reply)).toBe('invalid_request');
    });
  });

  describe('introspection and revocation', () => {
    it('says active for a good token and active:false for anything else', async () => {
      const credential = await createCredential(server.client, owner);
      const { access_token } = (await (await grant(server.baseUrl, credential)).json()) as {
        access_token: string;
      };
      const introspect = (token: string) =>
        fetch(`${server.baseUrl}/oauth2/introspect`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ token, ...credential }),
        }).then((r) => r.json());
      expect(await introspect(access_token)).toMatchObject({
        active: true,
        client_id: credential.client_id,
        scope: 'api',
      });
      expect(await introspect('garbage')).toEqual({ active: false });
      expect(await introspect(`${access_token.slice(0, -4)}AAAA`)).toEqual({ active: false });
      server.clock.advance(5 * 60_000);
      expect(await introspect(access_token)).toEqual({ active: false });
    });

    it('needs client authentication to introspect', async () => {
      const reply = await fetch(`${server.baseUrl}/oauth2/introspect`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'token=x',
      });
      expect(reply.status).toBe(401);
    });

    it('revokes a token of the calling client (RFC 7009)', async () => {
      const credential = await createCredential(server.client, owner);
      const { access_token } = (await (await grant(server.baseUrl, credential)).json()) as {
        access_token: string;
      };
      const post = (path: string, form: Record<string, string>) =>
        fetch(`${server.baseUrl}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(form),
        });
      const other = await createCredential(server.client, owner, 'Other');
      expect((await post('/oauth2/revoke', { token: access_token, ...other })).status).toBe(200);
      expect(
        await (await post('/oauth2/introspect', { token: access_token, ...credential })).json(),
      ).toMatchObject({
        active: true,
      });
      expect((await post('/oauth2/revoke', { token: access_token, ...credential })).status).toBe(200);
      expect(await (await post('/oauth2/introspect', { token: access_token, ...credential })).json()).toEqual(
        {
          active: false,
        },
      );
    });
  });

  it('publishes a rotated key before it signs, and keeps tokens in flight valid', async () => {
    const credential = await createCredential(server.client, owner);
    const kidOf = async () => {
      const body = (await (await grant(server.baseUrl, credential)).json()) as { access_token: string };
      const header = JSON.parse(Buffer.from(body.access_token.split('.')[0]!, 'base64url').toString());
      return { token: body.access_token, kid: header.kid as string };
    };
    const published = async () => {
      const jwks = (await (await fetch(`${server.baseUrl}/.well-known/jwks.json`)).json()) as {
        keys: Array<{ kid: string }>;
      };
      return jwks.keys.map((key) => key.kid);
    };
    const before = await kidOf();
    const { kid } = await server.app.issuer.rotate();
    expect(await published()).toEqual(expect.arrayContaining([before.kid, kid]));
    expect((await kidOf()).kid, 'the new key waits until caches of the JWKS know it').toBe(before.kid);

    server.clock.advance(PUBLISH_AHEAD_MS - 30_000);
    const lastOfOld = await kidOf();
    expect(lastOfOld.kid).toBe(before.kid);
    server.clock.advance(30_000);
    const firstOfNew = await kidOf();
    expect(firstOfNew.kid).toBe(kid);
    for (const token of [lastOfOld.token, firstOfNew.token]) {
      const reply = await fetch(`${server.baseUrl}/oauth2/introspect`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token, ...credential }),
      });
      expect(((await reply.json()) as { active: boolean }).active).toBe(true);
    }
  });

  it('signs with a rotated key at once when the old one must go now', async () => {
    const credential = await createCredential(server.client, owner);
    const { kid } = await server.app.issuer.rotate({ immediately: true });
    const body = (await (await grant(server.baseUrl, credential)).json()) as { access_token: string };
    const header = JSON.parse(Buffer.from(body.access_token.split('.')[0]!, 'base64url').toString());
    expect(header.kid).toBe(kid);
  });

  describe('nobody can lock a client out', () => {
    // Client ids are not secret (every token names one); the limits turn wrong secrets from the
    // failing address into 429, never the right secret from anywhere.
    const A = '127.0.0.1';
    const B = '127.0.0.2';
    const wrong = (credential: { client_id: string }, i: number) => ({
      client_id: credential.client_id,
      client_secret: `wrong-${i}`,
    });
    // Each test starts in a new minute of the per-address limit.
    beforeEach(() => server.clock.advance(61_000));

    it('after 25 wrong secrets from one address the right secret gets tokens from it and from another', async () => {
      const credential = await createCredential(server.client, owner);
      const answers: number[] = [];
      for (let i = 0; i < 25; i++) {
        answers.push((await grant(server.baseUrl, wrong(credential, i), { from: A })).status);
      }
      expect(answers.slice(0, 20)).toEqual(Array(20).fill(401));
      expect(answers.slice(20)).toEqual(Array(5).fill(429));
      for (const from of [A, B]) {
        for (const method of ['post', 'basic'] as const) {
          const right = await grant(server.baseUrl, credential, { from, method });
          expect(right.status, `${method} from ${from}`).toBe(200);
          expect(((await right.json()) as { access_token?: string }).access_token).toBeTruthy();
        }
      }
    });

    it('past the limit a wrong secret from that address gets 429 with Retry-After; elsewhere 401', async () => {
      const credential = await createCredential(server.client, owner);
      for (let i = 0; i < 20; i++) await grant(server.baseUrl, wrong(credential, i), { from: A });
      const limited = await grant(server.baseUrl, wrong(credential, 99), { from: A });
      expect(limited.status).toBe(429);
      expect(await errorOf(limited)).toBe('invalid_client');
      expect(Number(limited.headers.get('retry-after'))).toBe(5 * 60);
      expect((await grant(server.baseUrl, wrong(credential, 100), { from: B })).status).toBe(401);
      // The right secret on the way neither lifts nor extends the limit of the failing address.
      expect((await grant(server.baseUrl, credential, { from: B })).status).toBe(200);
      server.clock.advance(3 * 60_000);
      const later = await grant(server.baseUrl, wrong(credential, 101), { from: A });
      expect(later.status).toBe(429);
      expect(Number(later.headers.get('retry-after'))).toBe(2 * 60);
      server.clock.advance(2 * 60_000);
      expect((await grant(server.baseUrl, wrong(credential, 102), { from: A })).status).toBe(401);
    });

    it("a success from an address clears that address's failures for the client", async () => {
      const credential = await createCredential(server.client, owner);
      for (let i = 0; i < 19; i++) await grant(server.baseUrl, wrong(credential, i), { from: A });
      expect((await grant(server.baseUrl, credential, { from: A })).status).toBe(200);
      for (let i = 0; i < 19; i++) {
        expect((await grant(server.baseUrl, wrong(credential, i), { from: A })).status).toBe(401);
      }
    });

    it('unknown client ids are limited the same way, so the answers tell nothing', async () => {
      const unknown = { client_id: `ddp-${'ab'.repeat(16)}`, client_secret: 'x' };
      const answers: number[] = [];
      for (let i = 0; i < 21; i++) answers.push((await grant(server.baseUrl, unknown, { from: A })).status);
      expect(answers).toEqual([...Array(20).fill(401), 429]);
      expect((await grant(server.baseUrl, unknown, { from: B })).status).toBe(401);
    });

    it('limits failed client authentications per address, and still takes the right secret from it', async () => {
      const credential = await createCredential(server.client, owner);
      for (let i = 0; i < 60; i++) {
        await grant(
          server.baseUrl,
          { client_id: `ddp-${i.toString(16).padStart(32, '0')}`, client_secret: 'x' },
          { from: A },
        );
      }
      const limited = await grant(server.baseUrl, wrong(credential, 0), { from: A });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      expect((await grant(server.baseUrl, wrong(credential, 1), { from: B })).status).toBe(401);
      expect((await grant(server.baseUrl, credential, { from: A })).status).toBe(200);
      server.clock.advance(61_000);
      expect((await grant(server.baseUrl, wrong(credential, 2), { from: A })).status).toBe(401);
    });
  });

  it('grants a scope asked for twice once, in the reply and in the token', async () => {
    server.clock.advance(61_000);
    const credential = await createCredential(server.client, owner);
    const reply = await grant(server.baseUrl, credential, { form: { scope: 'api api' } });
    expect(reply.status).toBe(200);
    const body = (await reply.json()) as { access_token: string; scope: string };
    expect(body.scope).toBe('api');
    const claims = JSON.parse(Buffer.from(body.access_token.split('.')[1]!, 'base64url').toString()) as {
      scope: string;
    };
    expect(claims.scope).toBe('api');
  });
});
