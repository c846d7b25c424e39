import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aRegistration,
  type RegisteredAccount,
  registerAccount,
  signIn,
} from '../../../test/test-support/accounts';
import { createCredential } from '../../../test/test-support/credentials';
import { newestMail } from '../../../test/test-support/mailbox';
import { requestFrom, type SentFrom } from '../../../test/test-support/request-from';
import { asSession, type Session } from '../../../test/test-support/teams';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';

// The same server reached by three names, as a browser on this machine (127.0.0.1, localhost) and
// one on the LAN would: the Host header is what tells them apart.
const LOOPBACK = '127.0.0.1:8080';
const LOCALHOST = 'localhost:8080';
const LAN = 'devbox.lan:8080';

interface Metadata {
  issuer: string;
  token_endpoint: string;
  jwks_uri: string;
}

/** Calls the server under the given Host header (fetch cannot set one; node:http can). */
function at(server: TestServer, host: string) {
  const call = (
    path: string,
    init: { method?: string; headers?: Record<string, string>; body?: string } = {},
  ) => requestFrom('127.0.0.1', `${server.baseUrl}${path}`, { ...init, headers: { host, ...init.headers } });
  return {
    call,
    metadata: async () => {
      const reply = await call('/.well-known/oauth-authorization-server');
      return { reply, body: JSON.parse(reply.text) as Metadata };
    },
    token: async (credential: { client_id: string; client_secret: string }) => {
      const reply = await call('/oauth2/token', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'client_credentials', ...credential }).toString(),
      });
      expect(reply.status).toBe(200);
      return (JSON.parse(reply.text) as { access_token: string }).access_token;
    },
    stations: (token: string) =>
      call('/v1/sample/stations', { headers: { authorization: `Bearer ${token}` } }),
    /** A portal call as the SPA makes it: an encrypted body, the session's token. */
    portal: async (path: string, who: Session, payload: unknown): Promise<SentFrom> =>
      call(path, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${who.token}`,
          'x-mfa-value': 'authenticated',
        },
        body: JSON.stringify({ encryptData: await server.client.encrypt(payload) }),
      }),
  };
}

/** Each basic service's `live` flag, as the docs screen's search gives it to a caller at a host. */
async function liveByService(host: ReturnType<typeof at>, who: Session) {
  const reply = await host.portal('/v1/ddp/search-docs', who, { consumerId: who.consumerId });
  expect(reply.status).toBe(200);
  const { operations } = JSON.parse(reply.text).message as {
    operations: Array<{ kind: string; service: string; live: boolean }>;
  };
  return Object.fromEntries(
    operations.filter((one) => one.kind === 'basic').map((one) => [one.service, one.live]),
  );
}

const issuerOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { iss: string }).iss;

describe(`without PUBLIC_URL the portal follows the host it was reached at (${testDatabaseKind})`, () => {
  let server: TestServer;
  let owner: Session;
  let credential: { client_id: string; client_secret: string };
  beforeAll(async () => {
    // No PUBLIC_URL (the empty value is unset), as in development; the demo catalogue seeded as
    // `npm start` seeds it, its sample API at http://localhost:8080.
    server = await startTestServer({ env: { PUBLIC_URL: '', SEED_DEMO: 'true' } });
    const account: RegisteredAccount = await registerAccount(server.client);
    owner = asSession(account, await signIn(server.client, account, server.clock));
    credential = await createCredential(server.client, owner);
  });
  afterAll(() => server.close());

  it("names the host's own endpoints in the token service's metadata, and tells caches so", async () => {
    for (const host of [LOOPBACK, LOCALHOST, LAN]) {
      const { reply, body } = await at(server, host).metadata();
      expect(body.issuer).toBe(`http://${host}`);
      expect(body.token_endpoint).toBe(`http://${host}/oauth2/token`);
      expect(body.jwks_uri).toBe(`http://${host}/.well-known/jwks.json`);
      expect(reply.headers.vary).toMatch(/\bHost\b/);
      expect(reply.headers['cache-control']).toBe('no-store');
    }
  });

  it('does not follow a Host header that is not a plain host name', async () => {
    for (const host of ['evil.example/path', 'a@evil.example', 'evil.example:8080:1']) {
      const { body } = await at(server, host).metadata();
      expect(body.issuer).toBe('http://localhost:8080');
    }
  });

  it('makes each host an issuer of its own: a token works on the host that issued it, not on another', async () => {
    const loopback = at(server, LOOPBACK);
    const lan = at(server, LAN);
    const token = await loopback.token(credential);
    expect(issuerOf(token)).toBe(`http://${LOOPBACK}`);
    expect((await loopback.stations(token)).status).toBe(200);
    const elsewhere = await lan.stations(token);
    expect(elsewhere.status).toBe(401);
    expect(JSON.parse(elsewhere.text)).toMatchObject({ error: 'invalid_token' });
    // The LAN's own token works there.
    expect((await lan.stations(await lan.token(credential))).status).toBe(200);
  });

  it('shows the sample API at the host the browser used, and other servers as published', async () => {
    for (const host of [LOOPBACK, LAN]) {
      const reply = await at(server, host).portal('/v1/ddp/view-basic-docs', owner, {
        serviceId: 'environment-stations',
        serviceVersion: '1.0.0',
        consumerId: owner.consumerId,
      });
      expect(reply.status).toBe(200);
      expect(reply.headers['cache-control']).toBe('no-store');
      const document = JSON.parse(reply.text).message as { servers: Array<{ url: string }> };
      expect(document.servers).toEqual([{ url: `http://${host}/v1/sample` }]);
    }
    const energy = await at(server, LAN).portal('/v1/ddp/view-basic-docs', owner, {
      serviceId: 'energy-grid-load',
      serviceVersion: '2.0.0',
      consumerId: owner.consumerId,
    });
    expect(JSON.parse(energy.text).message.servers).toEqual([{ url: 'https://api.example.com/energy/v2' }]);
  });

  it('counts the sample API as live on every host it is shown at, and the others as documentation only', async () => {
    for (const host of [LOOPBACK, LOCALHOST, LAN]) {
      expect(await liveByService(at(server, host), owner)).toEqual({
        'energy-grid-load:v2.0.0': false,
        'environment-stations:v1.0.0': true,
        'transit-departures:v1.2.0': false,
      });
    }
  });

  it("issues Try it's token for the host the page was loaded from, which that host's API accepts", async () => {
    const lan = at(server, LAN);
    const reply = await lan.portal('/v1/ddp/generate-oauth-access-token', owner, {
      client_id: credential.client_id,
    });
    expect(reply.status).toBe(200);
    const token = (JSON.parse(reply.text) as { access_token: string }).access_token;
    expect(issuerOf(token)).toBe(`http://${LAN}`);
    expect((await lan.stations(token)).status).toBe(200);
  });

  it('gives footer links as paths, so that the browser stays on its host', async () => {
    const reply = await at(server, LAN).call('/v1/ddp/portal-config');
    expect(JSON.parse(reply.text)).toMatchObject({
      links: {
        imprint: '/dev-portal/legal/imprint',
        termsOfUse: '/dev-portal/legal/terms-of-use',
        dataProtection: '/dev-portal/legal/data-protection',
        contact: '/dev-portal/legal/contact',
      },
      devMailbox: true,
    });
  });

  it('never mails a link to the host a request named (host-header poisoning)', async () => {
    const poisoned = at(server, 'attacker.example');
    // Registration: the login details' sign-in link.
    const data = aRegistration();
    const registered = await poisoned.call('/v1/ddp/register-user', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Data: data }),
    });
    expect(registered.status).toBe(201);
    const details = await newestMail(server.client, data.email, /login details/);
    expect(details.text).toContain('Sign in: http://localhost:8080/dev-portal/');
    expect(details.text + details.html).not.toContain('attacker.example');
    // The password reset link.
    const forgot = await poisoned.call('/v1/ddp/forgot-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ encryptData: await server.client.encrypt({ email: data.email }) }),
    });
    expect(forgot.status).toBe(200);
    const reset = await newestMail(server.client, data.email, /Reset/);
    expect(reset.text).toContain('http://localhost:8080/dev-portal/reset-password?details=');
    expect(reset.text + reset.html).not.toContain('attacker.example');
  });
});

describe(`with PUBLIC_URL the portal names that origin whatever the Host (${testDatabaseKind})`, () => {
  let server: TestServer;
  let credential: { client_id: string; client_secret: string };
  let owner: Session;
  beforeAll(async () => {
    server = await startTestServer({ env: { PUBLIC_URL: 'https://portal.example', SEED_DEMO: 'true' } });
    const account = await registerAccount(server.client);
    owner = asSession(account, await signIn(server.client, account, server.clock));
    credential = await createCredential(server.client, owner);
  });
  afterAll(() => server.close());

  it('keeps the issuer, the token endpoint and the tokens on PUBLIC_URL', async () => {
    const lan = at(server, LAN);
    const { reply, body } = await lan.metadata();
    expect(body.issuer).toBe('https://portal.example');
    expect(body.token_endpoint).toBe('https://portal.example/oauth2/token');
    expect(reply.headers.vary ?? '').not.toMatch(/\bHost\b/);
    const token = await lan.token(credential);
    expect(issuerOf(token)).toBe('https://portal.example');
    // The API accepts its tokens on whichever name reaches it.
    expect((await at(server, LOOPBACK).stations(token)).status).toBe(200);
  });

  it('counts as live only what is served at PUBLIC_URL, whatever the Host', async () => {
    for (const host of [LOOPBACK, LAN]) {
      expect(await liveByService(at(server, host), owner)).toMatchObject({
        'energy-grid-load:v2.0.0': false,
        'environment-stations:v1.0.0': true,
      });
    }
  });
});
