import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '@ddp/contract';
import { sampleApiDocument } from '@ddp/demo-catalogue';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, signIn } from '../../../test/test-support/accounts';
import { createCredential, grant } from '../../../test/test-support/credentials';
import { runCli } from '../../../test/test-support/ops-cli';
import { asSession, joinTeam, type Session } from '../../../test/test-support/teams';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';

describe(`API catalogue, advanced requests and the sample API (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { SEED_DEMO: 'true' } });
  });
  afterAll(() => server.close());

  async function newOwner(): Promise<Session> {
    const account = await registerAccount(server.client);
    return asSession(account, await signIn(server.client, account, server.clock));
  }
  const call = <T = Record<string, unknown>>(path: string, who: Session, payload: Record<string, unknown>) =>
    server.client.post<T>(path, payload, { token: who.token });
  const options = async (who: Session, kind: 'basic' | 'advanced') => {
    const reply =
      kind === 'basic'
        ? await server.client.get<{
            message: { serviceOptions: Array<{ value: string; text: string; live: boolean }> };
          }>('/v1/ddp/list-basic-docs', { consumerId: who.consumerId }, { token: who.token })
        : await call<{ message: { serviceOptions: Array<{ value: string; text: string; live: boolean }> } }>(
            '/v1/ddp/list-advanced-docs',
            who,
            { consumerId: who.consumerId },
          );
    return reply.body.message.serviceOptions;
  };
  const cli = (...args: string[]) => runCli(server, args);
  type Operations = { message: { operations: Array<Record<string, unknown>> } };
  const operationsFor = async (who: Session) =>
    (await call<Operations>('/v1/ddp/search-docs', who, { consumerId: who.consumerId })).body.message
      .operations;
  const servicesIn = (operations: Array<Record<string, unknown>>) => [
    ...new Set(operations.map((operation) => operation.service)),
  ];

  it('lists the demo basic services as serviceId:vVersion with their display text, live or not', async () => {
    const owner = await newOwner();
    // The sample API's server is the portal's public URL; the others are at api.example.com.
    expect(await options(owner, 'basic')).toEqual([
      { value: 'energy-grid-load:v2.0.0', text: 'Energy Grid Load API v2.0.0', live: false },
      { value: 'environment-stations:v1.0.0', text: 'Environment Stations API v1.0.0', live: true },
      { value: 'transit-departures:v1.2.0', text: 'Transit Departures API v1.2.0', live: false },
    ]);
  });

  it('counts a server at PUBLIC_URL, or a relative one, as live here, and any other origin as not', async () => {
    // The test server runs with PUBLIC_URL http://portal.test: then that is the portal's only
    // address, even for a request that reached it at 127.0.0.1 (without PUBLIC_URL the request's
    // host counts too: platform/http/request-origin.int.test.ts).
    const dir = mkdtempSync(path.join(tmpdir(), 'ddp-live-'));
    const publish = async (serviceId: string, url: string) => {
      const file = path.join(dir, `${serviceId}.json`);
      const document = {
        openapi: '3.0.3',
        'x-service-id': serviceId,
        info: { title: serviceId, version: '1.0.0' },
        servers: [{ url }],
        paths: {},
      };
      writeFileSync(file, JSON.stringify(document));
      expect((await cli('services', 'publish', '--kind', 'basic', file)).code).toBe(0);
    };
    const services = {
      'live-by-public-url': 'http://portal.test/v1/sample',
      'live-by-relative-url': '/v1/sample',
      'elsewhere-by-request-origin': `${server.baseUrl}/v1/sample`,
      'elsewhere-by-scheme': 'https://portal.test/v1/sample',
    };
    for (const [serviceId, url] of Object.entries(services)) await publish(serviceId, url);
    const owner = await newOwner();
    const live = Object.fromEntries(
      (await options(owner, 'basic')).map((option) => [option.value.split(':v')[0], option.live]),
    );
    expect(live).toMatchObject({
      'live-by-public-url': true,
      'live-by-relative-url': true,
      'elsewhere-by-request-origin': false,
      'elsewhere-by-scheme': false,
    });
    for (const serviceId of Object.keys(services))
      expect((await cli('services', 'retire', serviceId)).code).toBe(0);
  });

  it('gives every operation of the basic services for the search, with its service', async () => {
    const owner = await newOwner();
    const operations = await operationsFor(owner);
    expect(servicesIn(operations)).toEqual([
      'energy-grid-load:v2.0.0',
      'environment-stations:v1.0.0',
      'transit-departures:v1.2.0',
    ]);
    expect(operations).toContainEqual({
      kind: 'basic',
      service: 'environment-stations:v1.0.0',
      serviceText: 'Environment Stations API v1.0.0',
      live: true,
      method: 'GET',
      path: '/stations/{stationId}/measurements',
      summary: expect.any(String),
      operationId: expect.any(String),
      tags: expect.any(Array),
    });
    // Someone else's consumer id is refused, as on every docs call.
    const stranger = await newOwner();
    const refused = await call('/v1/ddp/search-docs', owner, { consumerId: stranger.consumerId });
    expect(refused.status).toBe(403);
  });

  it('serves the published document unchanged', async () => {
    const owner = await newOwner();
    const reply = await call('/v1/ddp/view-basic-docs', owner, {
      serviceId: 'environment-stations',
      serviceVersion: '1.0.0',
      consumerId: owner.consumerId,
    });
    expect(reply.body.message).toEqual(sampleApiDocument('http://portal.test'));
    const unknown = await call('/v1/ddp/view-basic-docs', owner, {
      serviceId: 'environment-stations',
      serviceVersion: '9.9.9',
      consumerId: owner.consumerId,
    });
    expect(unknown.status).toBe(404);
  });

  it('takes advanced requests from Owners only, and approval grants the service to that company alone', async () => {
    const owner = await newOwner();
    const member = await joinTeam(server.client, owner);
    const user = asSession(member, await signIn(server.client, member, server.clock));
    const stranger = await newOwner();
    expect(await options(owner, 'advanced')).toEqual([]);
    expect(servicesIn(await operationsFor(owner))).not.toContain('mobility-data-exchange:v1.0.0');
    const hidden = await call('/v1/ddp/view-advanced-docs', owner, {
      serviceId: 'mobility-data-exchange',
      serviceVersion: '1.0.0',
      consumerId: owner.consumerId,
    });
    expect(hidden.status).toBe(404);

    for (const path of ['/v1/ddp/request-advanced-services', '/v1/ddp/view-advanced-services']) {
      const refused = await call(path, user, { description: 'x', consumerId: user.consumerId });
      expect(refused.status, path).toBe(403);
      expect(refused.body.message).toBe(messages.notAuthorizedAdvanced);
    }
    const empty = await call('/v1/ddp/request-advanced-services', owner, {
      description: ' ',
      consumerId: owner.consumerId,
    });
    expect(empty.body.message).toBe(messages.useCaseRequired);
    const sent = await call('/v1/ddp/request-advanced-services', owner, {
      description: 'Plan bike lanes from commuter flows',
      consumerId: owner.consumerId,
    });
    expect(sent.status).toBe(201);
    type Requests = {
      message: Array<{
        requestId: string;
        status: string;
        service: { serviceName: string | null };
        createdAt: string;
      }>;
    };
    const listed = (
      await call<Requests>('/v1/ddp/view-advanced-services', owner, { consumerId: owner.consumerId })
    ).body.message;
    expect(listed).toEqual([
      {
        requestId: expect.stringMatching(/^AR-\d{5}$/),
        description: 'Plan bike lanes from commuter flows',
        createdAt: server.clock.now().toISOString(),
        service: { serviceName: null },
        status: 'Pending',
      },
    ]);
    expect(
      (await call<Requests>('/v1/ddp/view-advanced-services', stranger, { consumerId: stranger.consumerId }))
        .body.message,
    ).toEqual([]);

    const approved = await cli(
      'requests',
      'set-status',
      listed[0]!.requestId,
      'Approved',
      '--service',
      'mobility-data-exchange',
    );
    expect(approved.code).toBe(0);
    expect(await options(owner, 'advanced')).toEqual([
      { value: 'mobility-data-exchange:v1.0.0', text: 'Mobility Data Exchange API v1.0.0', live: false },
    ]);
    // The search finds the granted service's operations, for that company alone.
    expect(servicesIn(await operationsFor(owner))).toContain('mobility-data-exchange:v1.0.0');
    expect(servicesIn(await operationsFor(user))).toContain('mobility-data-exchange:v1.0.0');
    expect(servicesIn(await operationsFor(stranger))).not.toContain('mobility-data-exchange:v1.0.0');
    const after = (
      await call<Requests>('/v1/ddp/view-advanced-services', owner, { consumerId: owner.consumerId })
    ).body.message;
    expect(after[0]).toMatchObject({
      status: 'Approved',
      service: { serviceName: 'Mobility Data Exchange API v1.0.0' },
    });
    const doc = await call('/v1/ddp/view-advanced-docs', owner, {
      serviceId: 'mobility-data-exchange',
      serviceVersion: '1.0.0',
      consumerId: owner.consumerId,
    });
    expect(doc.status).toBe(200);
    expect(await options(stranger, 'advanced')).toEqual([]);
  });

  it('refuses an invalid OpenAPI document with the parser message, and publishes a valid YAML one', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ddp-doc-'));
    const bad = path.join(dir, 'bad.yaml');
    writeFileSync(bad, 'openapi: 3.0.3\ninfo:\n  title: Broken\npaths: {}\n');
    const refused = await cli('services', 'publish', '--kind', 'basic', bad);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("must have required property 'version'");
    const good = path.join(dir, 'good.yaml');
    writeFileSync(good, 'openapi: 3.0.3\ninfo:\n  title: Parking Spaces\n  version: 0.9.0\npaths: {}\n');
    expect((await cli('services', 'publish', '--kind', 'basic', good)).code).toBe(0);
    const owner = await newOwner();
    expect((await options(owner, 'basic')).map((o) => o.value)).toContain('parking-spaces:v0.9.0');
    expect((await cli('services', 'retire', 'parking-spaces')).code).toBe(0);
    expect((await options(owner, 'basic')).map((o) => o.value)).not.toContain('parking-spaces:v0.9.0');
  });

  it('does not seed a database that already has data', async () => {
    const sibling = await server.startSibling();
    await sibling.close();
    const services = await server.db
      .selectFrom('api_services')
      .select('id')
      .where('service_id', '=', 'environment-stations')
      .execute();
    expect(services).toHaveLength(1);
  });

  describe('the sample API (RFC 6750)', () => {
    const stations = (authorization?: string) =>
      fetch(`${server.baseUrl}/v1/sample/stations`, { headers: authorization ? { authorization } : {} });

    it('answers a valid token from the token service', async () => {
      const owner = await newOwner();
      const credential = await createCredential(server.client, owner);
      const { access_token } = (await (await grant(server.baseUrl, credential)).json()) as {
        access_token: string;
      };
      const reply = await stations(`Bearer ${access_token}`);
      expect(reply.status).toBe(200);
      expect(((await reply.json()) as { stations: unknown[] }).stations.length).toBeGreaterThan(0);
      const readings = await fetch(
        `${server.baseUrl}/v1/sample/stations/berlin-mitte/measurements?date=2026-01-15`,
        {
          headers: { authorization: `Bearer ${access_token}` },
        },
      );
      expect(((await readings.json()) as { measurements: unknown[] }).measurements).toHaveLength(24);
    });

    it('refuses a missing, garbage, expired, forged or foreign-issuer token', async () => {
      const missing = await stations();
      expect(missing.status).toBe(401);
      expect(missing.headers.get('www-authenticate')).toBe('Bearer realm="ddp-sample"');
      const garbage = await stations('Bearer not-a-token');
      expect(garbage.status).toBe(401);
      expect(garbage.headers.get('www-authenticate')).toContain('error="invalid_token"');

      const owner = await newOwner();
      const credential = await createCredential(server.client, owner);
      const { access_token } = (await (await grant(server.baseUrl, credential)).json()) as {
        access_token: string;
      };
      const header = JSON.parse(Buffer.from(access_token.split('.')[0]!, 'base64url').toString());
      const claims = JSON.parse(Buffer.from(access_token.split('.')[1]!, 'base64url').toString());
      const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
      const forged = await new SignJWT(claims).setProtectedHeader(header).sign(privateKey);
      expect((await stations(`Bearer ${forged}`)).status).toBe(401);
      const foreign = await new SignJWT({ ...claims, iss: 'https://elsewhere.example' })
        .setProtectedHeader(header)
        .sign(privateKey);
      expect((await stations(`Bearer ${foreign}`)).status).toBe(401);

      server.clock.advance(5 * 60_000);
      const expired = await stations(`Bearer ${access_token}`);
      expect(expired.status).toBe(401);
    });
  });
});
