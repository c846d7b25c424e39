import { type FrontendAppsReply, messages } from '@ddp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, signIn } from '../../../test/test-support/accounts';
import { runCli } from '../../../test/test-support/ops-cli';
import { asSession, joinTeam, type Session } from '../../../test/test-support/teams';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';
import { DEMO_STATIONS_PATH } from './demo-app/stations-page';
import { DEMO_APP_NAME } from './demo-seed';

const DEMO_APP = { name: DEMO_APP_NAME, url: DEMO_STATIONS_PATH };

describe(`front-end apps (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: { SEED_DEMO: 'true', FRONTEND_APPS_COOKIE_DOMAINS: 'portal.test' },
    });
  });
  afterAll(() => server.close());

  async function newOwner(): Promise<Session> {
    const account = await registerAccount(server.client);
    return asSession(account, await signIn(server.client, account, server.clock));
  }
  async function memberOf(owner: Session): Promise<Session> {
    const account = await joinTeam(server.client, owner);
    return asSession(account, await signIn(server.client, account, server.clock));
  }
  const appsOf = (who: Session, consumerId = who.consumerId) =>
    server.client.post<FrontendAppsReply>('/v1/ddp/get-frontend-apps', { consumerId }, { token: who.token });
  const ops = (method: 'GET' | 'POST', path: string, body?: unknown, token = server.operatorToken) =>
    server.client.raw<{ output: string; message?: string; id?: string; apps?: Array<{ id: string }> }>(path, {
      method,
      json: body,
      auth: { token, mfa: false },
    });
  const register = (companyId: string | null, name: string, url: string) =>
    ops('POST', '/v1/ops/frontend-apps', { companyId, name, url });

  const cli = (...args: string[]) => runCli(server, args);

  it('offers the demo app to a company without apps of its own, with the cookie domains', async () => {
    const owner = await newOwner();
    const reply = await appsOf(owner);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      output: 'success',
      message: { frontendApps: [DEMO_APP] },
      cookieDomains: ['portal.test'],
    });
  });

  it("shows a company only its own apps, to every member, and never another company's", async () => {
    const owner = await newOwner();
    const member = await memberOf(owner);
    const stranger = await newOwner();
    expect((await register(owner.companyId, 'Fleet map', 'https://apps.example.com/fleet')).status).toBe(201);
    expect((await register(owner.companyId, 'Stations', DEMO_STATIONS_PATH)).status).toBe(201);

    const expected = [
      { name: 'Fleet map', url: 'https://apps.example.com/fleet' },
      { name: 'Stations', url: DEMO_STATIONS_PATH },
    ];
    expect((await appsOf(owner)).body.message.frontendApps).toEqual(expected);
    expect((await appsOf(member)).body.message.frontendApps).toEqual(expected);
    expect((await appsOf(stranger)).body.message.frontendApps).toEqual([DEMO_APP]);
  });

  it('refuses a consumerId that is not the caller, a missing session and an unreadable envelope', async () => {
    const owner = await newOwner();
    const other = await newOwner();
    const foreign = await appsOf(owner, other.consumerId);
    expect(foreign.status).toBe(403);
    expect(foreign.body).toMatchObject({ output: 'error', message: messages.forbidden });
    expect(JSON.stringify(foreign.body)).not.toContain('frontendApps');

    const anonymous = await server.client.post('/v1/ddp/get-frontend-apps', { consumerId: owner.consumerId });
    expect(anonymous.status).toBe(401);

    const plain = await server.client.raw('/v1/ddp/get-frontend-apps', {
      method: 'POST',
      json: { consumerId: owner.consumerId },
      auth: { token: owner.token },
    });
    expect(plain.status).toBe(400);
    expect(plain.body).toMatchObject({ output: 'error', message: messages.badEnvelope });
  });

  it('refuses bad registrations with a clear message and stores nothing', async () => {
    const owner = await newOwner();
    const before = await ops('GET', `/v1/ops/frontend-apps?companyId=${owner.companyId}`);
    expect(before.body.apps).toEqual([]);

    const refusals: Array<[unknown, number, string]> = [
      [{ companyId: owner.companyId, name: ' ', url: '/x/' }, 400, messages.frontendAppNameRequired],
      [{ companyId: owner.companyId, name: 'A'.repeat(101), url: '/x/' }, 400, messages.tooLong(100)],
      [{ companyId: owner.companyId, name: 'Plain', url: '' }, 400, messages.frontendAppUrlRequired],
      [{ name: 'No company', url: '/x/' }, 400, messages.frontendAppCompanyRequired],
      [{ companyId: 'acme', name: 'Bad id', url: '/x/' }, 400, messages.frontendAppCompanyUnknown],
      [
        { companyId: '00000000-0000-4000-8000-000000000000', name: 'Nobody', url: '/x/' },
        404,
        messages.frontendAppCompanyUnknown,
      ],
    ];
    for (const url of [
      'http://apps.example.com/',
      'javascript:alert(1)',
      '//evil.example/',
      '/\\evil.example/',
      'https://user:secret@apps.example.com/',
      'data:text/html,<b>x</b>',
      'apps.example.com',
      '/with space',
    ]) {
      refusals.push([
        { companyId: owner.companyId, name: 'Bad URL', url },
        400,
        messages.frontendAppUrlInvalid,
      ]);
    }
    for (const [body, status, message] of refusals) {
      const reply = await ops('POST', '/v1/ops/frontend-apps', body);
      expect({ body, status: reply.status, message: reply.body.message }).toEqual({ body, status, message });
    }

    expect((await register(owner.companyId, 'Fleet map', 'https://apps.example.com/')).status).toBe(201);
    const twice = await register(owner.companyId, 'FLEET MAP', 'https://apps.example.com/other');
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(messages.frontendAppNameTaken);
    const defaultTwice = await register(null, DEMO_APP_NAME.toLowerCase(), '/elsewhere/');
    expect(defaultTwice.status).toBe(409);
    expect(defaultTwice.body.message).toBe(messages.defaultFrontendAppNameTaken);

    const after = await ops('GET', `/v1/ops/frontend-apps?companyId=${owner.companyId}`);
    expect(after.body.apps).toMatchObject([{ name: 'Fleet map', url: 'https://apps.example.com/' }]);
    expect((await appsOf(owner)).body.message.frontendApps).toEqual([
      { name: 'Fleet map', url: 'https://apps.example.com/' },
    ]);
  });

  it('lets only the operator register, list and remove apps', async () => {
    const owner = await newOwner();
    const asUser = await ops(
      'POST',
      '/v1/ops/frontend-apps',
      { companyId: owner.companyId, name: 'Sneaky', url: '/x/' },
      owner.token,
    );
    expect(asUser.status).toBe(401);
    expect((await ops('GET', '/v1/ops/frontend-apps', undefined, 'wrong-token')).status).toBe(401);
    expect((await appsOf(owner)).body.message.frontendApps).toEqual([DEMO_APP]);
  });

  it('registers, lists and removes apps with the CLI; without own apps the default returns', async () => {
    const owner = await newOwner();
    const added = await cli('apps', 'add', owner.companyId, 'Fleet map', 'https://apps.example.com/fleet');
    expect(added.code).toBe(0);
    expect(added.output).toMatch(/^Registered Fleet map \(.+\) for the company\.$/);
    expect((await appsOf(owner)).body.message.frontendApps).toEqual([
      { name: 'Fleet map', url: 'https://apps.example.com/fleet' },
    ]);

    const listed = await cli('apps', 'list', '--company', owner.companyId, '--json');
    const apps = (JSON.parse(listed.output) as { apps: Array<{ id: string; name: string }> }).apps;
    expect(apps.map((a) => a.name)).toEqual(['Fleet map']);

    const refused = await cli('apps', 'add', owner.companyId, 'Plain http', 'http://apps.example.com/');
    expect(refused).toEqual({ code: 1, output: `Failed: ${messages.frontendAppUrlInvalid}` });
    expect((await cli('apps', 'add', owner.companyId)).code).toBe(2);

    expect((await cli('apps', 'remove', apps[0]!.id)).code).toBe(0);
    expect((await appsOf(owner)).body.message.frontendApps).toEqual([DEMO_APP]);
    const again = await cli('apps', 'remove', apps[0]!.id);
    expect(again).toEqual({ code: 1, output: `Failed: ${messages.frontendAppUnknown}` });
  });

  it('serves the demo app so that only the portal may frame it, without inline script', async () => {
    const page = await fetch(`${server.baseUrl}${DEMO_STATIONS_PATH}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts).toEqual(['<script src="app.js" defer>']);
    expect(html).not.toMatch(/<script[^>]*>[^<]+<\/script>/);
    expect(html).not.toMatch(/\son[a-z]+=/);

    const script = await fetch(`${server.baseUrl}${DEMO_STATIONS_PATH}app.js`);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    const code = await script.text();
    expect(code).toContain("cookie('access_token')");
    expect(code).toContain('/v1/sample/stations');

    // The portal itself stays unframeable, and may frame the apps: its own and https ones.
    const portal = await fetch(`${server.baseUrl}/healthz`);
    expect(portal.headers.get('x-frame-options')).toBe('DENY');
    expect(portal.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(portal.headers.get('content-security-policy')).toContain("frame-src 'self' https:");
  });

  it('seeds the default app only into an unused database', async () => {
    const listed = await ops('GET', '/v1/ops/frontend-apps?companyId=default');
    const defaults = listed.body.apps ?? [];
    expect(defaults).toMatchObject([{ name: DEMO_APP_NAME, url: DEMO_STATIONS_PATH, companyId: null }]);
    expect((await ops('POST', '/v1/ops/frontend-apps/remove', { id: defaults[0]!.id })).status).toBe(200);

    // Another instance starting on this database (with the demo on) leaves it as the operator left it.
    const sibling = await server.startSibling();
    await sibling.close();
    expect((await ops('GET', '/v1/ops/frontend-apps?companyId=default')).body.apps).toEqual([]);
    const owner = await newOwner();
    expect((await appsOf(owner)).body.message.frontendApps).toEqual([]);

    expect((await register(null, DEMO_APP_NAME, DEMO_STATIONS_PATH)).status).toBe(201);
    expect((await appsOf(owner)).body.message.frontendApps).toEqual([DEMO_APP]);
  });
});
