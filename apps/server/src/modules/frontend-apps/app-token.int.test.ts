import { type FrontendAppTokenReply, messages, paths } from '@ddp/contract';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, signIn } from '../../../test/test-support/accounts';
import { asSession, type Session } from '../../../test/test-support/teams';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';
import { USER_TOKEN_TYPE } from '../oauth/issuer';
import { DEMO_APP_NAME } from './demo-seed';

const PORTAL = 'http://portal.test';

// The jwtToken cookie tells a partner app who is signed in; it must never be the session token.
describe(`the jwtToken of a front-end app (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    // Idle 10 minutes, so that the idle end can be the one that comes first.
    server = await startTestServer({ env: { SEED_DEMO: 'true', SESSION_IDLE_MINUTES: '10' } });
  });
  afterAll(() => server.close());

  async function newOwner(s = server): Promise<Session> {
    const account = await registerAccount(s.client);
    return asSession(account, await signIn(s.client, account, s.clock));
  }
  const tokenFor = (who: Session, selectedApp: string, s = server, consumerId = who.consumerId) =>
    s.client.post<FrontendAppTokenReply & { message?: string }>(
      paths.getFrontendAppToken,
      { consumerId, selectedApp },
      { token: who.token },
    );
  const register = (companyId: string | null, name: string, url: string) =>
    server.client.raw('/v1/ops/frontend-apps', {
      method: 'POST',
      json: { companyId, name, url },
      auth: { token: server.operatorToken, mfa: false },
    });
  const jwks = () => createRemoteJWKSet(new URL(`${server.baseUrl}/.well-known/jwks.json`));

  it('is a signed token for the app, verifiable with the JWKS, with identifying claims only', async () => {
    const owner = await newOwner();
    const reply = await tokenFor(owner, DEMO_APP_NAME);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ output: 'success', jwtToken: expect.any(String), expires_in: 600 });
    const token = reply.body.jwtToken;
    expect(token).not.toBe(owner.token);

    // An app on the portal's own paths has the portal's origin as its audience.
    const { payload, protectedHeader } = await jwtVerify(token, jwks(), {
      issuer: PORTAL,
      audience: PORTAL,
      typ: USER_TOKEN_TYPE,
      algorithms: ['EdDSA'],
      currentDate: server.clock.now(),
    });
    expect(protectedHeader).toEqual({ alg: 'EdDSA', typ: 'ddp-user+jwt', kid: expect.any(String) });
    expect(Object.keys(payload).sort()).toEqual(['aud', 'company_id', 'exp', 'iat', 'iss', 'jti', 'sub']);
    expect(payload).toMatchObject({ sub: owner.consumerId, company_id: owner.companyId, aud: PORTAL });
    expect(payload.exp! - payload.iat!).toBe(600);

    // Another app's audience, an access token's type, or a time past its end: refused.
    await expect(
      jwtVerify(token, jwks(), {
        issuer: PORTAL,
        audience: 'https://apps.example.com',
        currentDate: server.clock.now(),
      }),
    ).rejects.toMatchObject({ code: 'ERR_JWT_CLAIM_VALIDATION_FAILED', claim: 'aud' });
    await expect(
      jwtVerify(token, jwks(), { audience: PORTAL, typ: 'at+jwt', currentDate: server.clock.now() }),
    ).rejects.toMatchObject({ code: 'ERR_JWT_CLAIM_VALIDATION_FAILED', claim: 'typ' });
    await expect(
      jwtVerify(token, jwks(), {
        audience: PORTAL,
        currentDate: new Date(server.clock.now().getTime() + 600_000),
      }),
    ).rejects.toMatchObject({ code: 'ERR_JWT_EXPIRED' });
  });

  it("takes the audience from each app's origin, and a new token for each request", async () => {
    const owner = await newOwner();
    expect(
      (await register(owner.companyId, 'Fleet map', 'https://apps.example.com:8443/fleet/')).status,
    ).toBe(201);
    expect((await register(owner.companyId, 'Stations', '/demo-apps/stations/')).status).toBe(201);
    const fleet = (await tokenFor(owner, 'Fleet map')).body.jwtToken;
    const { payload } = await jwtVerify(fleet, jwks(), {
      audience: 'https://apps.example.com:8443',
      currentDate: server.clock.now(),
    });
    expect(payload.sub).toBe(owner.consumerId);
    await expect(
      jwtVerify(fleet, jwks(), { audience: PORTAL, currentDate: server.clock.now() }),
    ).rejects.toMatchObject({ claim: 'aud' });
    const stations = (await tokenFor(owner, 'Stations')).body.jwtToken;
    expect(
      (await jwtVerify(stations, jwks(), { audience: PORTAL, currentDate: server.clock.now() })).payload.sub,
    ).toBe(owner.consumerId);
    const again = (await tokenFor(owner, 'Stations')).body.jwtToken;
    expect(again).not.toBe(stations);
  });

  it('refuses an app the company is not offered, clearly and alike for every reason', async () => {
    const owner = await newOwner();
    const stranger = await newOwner();
    expect((await register(stranger.companyId, 'Private board', 'https://board.example.com/')).status).toBe(
      201,
    );
    // The stranger now has an app of its own, so the default app is no longer offered to it.
    for (const [who, name] of [
      [owner, 'Private board'],
      [owner, 'No such app'],
      [owner, DEMO_APP_NAME.toUpperCase()],
      [stranger, DEMO_APP_NAME],
    ] as const) {
      const refused = await tokenFor(who, name);
      expect(refused.status, name).toBe(404);
      expect(refused.body).toEqual({ output: 'error', message: messages.frontendAppNotOffered });
    }
    const blank = await tokenFor(owner, '  ');
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(messages.frontendAppChoiceRequired);
    const foreign = await tokenFor(owner, DEMO_APP_NAME, server, stranger.consumerId);
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe(messages.forbidden);
    const anonymous = await server.client.post(paths.getFrontendAppToken, {
      consumerId: owner.consumerId,
      selectedApp: DEMO_APP_NAME,
    });
    expect(anonymous.status).toBe(401);
  });

  it('ends with the session at the latest: its idle end or its maximum time, whichever comes first', async () => {
    const owner = await newOwner();
    // Signed in just now: the idle end (10 minutes) comes before the token's 30 minutes.
    expect((await tokenFor(owner, DEMO_APP_NAME)).body.expires_in).toBe(600);
    // Kept busy for 25 minutes: now the session's 30 minutes end first.
    for (let minute = 5; minute <= 25; minute += 5) {
      server.clock.advance(5 * 60_000);
      const reply = await tokenFor(owner, DEMO_APP_NAME);
      expect(reply.body.expires_in, `after ${minute} minutes`).toBe(Math.min(600, (30 - minute) * 60));
    }
  });

  it('lasts FRONTEND_APPS_TOKEN_MINUTES when the session lasts longer', async () => {
    const short = await startTestServer({ env: { SEED_DEMO: 'true', FRONTEND_APPS_TOKEN_MINUTES: '3' } });
    try {
      const owner = await newOwner(short);
      const reply = await tokenFor(owner, DEMO_APP_NAME, short);
      expect(reply.body.expires_in).toBe(180);
      const header = decodeProtectedHeader(reply.body.jwtToken);
      expect(header.typ).toBe(USER_TOKEN_TYPE);
    } finally {
      await short.close();
    }
  });
});
