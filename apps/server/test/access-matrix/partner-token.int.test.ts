import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_APP_NAME } from '../../src/modules/frontend-apps/demo-seed';
import { testDatabaseKind } from '../test-support/test-database';
import { type MatrixServer, startMatrixServer } from './matrix-server';
import type { Refusal } from './replies';
import type { Row } from './row';
import { rows } from './rows';
import { buildWorld, type Caller, type World } from './world';

/** The API areas a token could open: the portal's, the operator's and the sample data API. */
const AREAS = ['/v1/ddp/', '/v1/ops/', '/v1/sample/'];
const inAreas = (route: string) => AREAS.some((area) => route.split(' ')[1]!.startsWith(area));

/**
 * What a foreign bearer token gets from a row that wants a token of its own kind: the refusal of a
 * temporary token, or, on the routes a temporary token opens, the refusal of the operator's.
 */
function foreignTokenRefusal(row: Row): Refusal | undefined {
  if (!('refused' in row)) return undefined;
  return row.refused.temporary ?? row.refused.operator;
}

// The jwtToken cookie reaches every host of the partner domains and is readable by script: the
// token in it must open nothing on the portal, with or without the MFA header.
describe(`a front-end app's jwtToken opens no route of the portal (${testDatabaseKind})`, () => {
  let server: MatrixServer;
  let world: World;
  let partnerToken: string;
  let partner: Caller;
  beforeAll(async () => {
    server = await startMatrixServer();
    world = await buildWorld(server);
    const issued = await world.enc(world.callers.ownerA, '/v1/ddp/get-frontend-app-token', {
      consumerId: world.ownerA.consumerId,
      selectedApp: DEMO_APP_NAME,
    });
    partnerToken = (issued.body as { jwtToken: string }).jwtToken;
    // Bearer with x-mfa-value: authenticated, naming the Owner of A as if it were that session.
    partner = { name: 'temporary', token: partnerToken, self: world.ownerA };
  }, 180_000);
  afterAll(() => server?.close());

  const walked = rows.filter((row) => inAreas(row.route) && foreignTokenRefusal(row) !== undefined);

  it('is a genuine token of the portal, for the app, so the walk tests the real thing', async () => {
    const jwks = createRemoteJWKSet(new URL(`${server.baseUrl}/.well-known/jwks.json`));
    const { payload } = await jwtVerify(partnerToken, jwks, {
      issuer: 'http://portal.test',
      audience: 'http://portal.test',
      currentDate: server.clock.now(),
    });
    expect(payload.sub).toBe(world.ownerA.consumerId);
  });

  it('walks every route the server answers under /v1/ddp, /v1/ops and /v1/sample that takes a token', () => {
    const answered = server.app.routes.filter(inAreas);
    const open = rows.filter((row) => inAreas(row.route) && !walked.includes(row)).map((row) => row.route);
    // Every route in those areas is walked, or is open to anyone (sign-in steps, links, licences).
    expect([...walked.map((row) => row.route), ...open].sort()).toEqual([...answered].sort());
    for (const route of open) {
      const row = rows.find((r) => r.route === route)!;
      expect(['anyone', 'same-for-all'], route).toContain(row.allowed);
    }
    expect(walked.length).toBeGreaterThan(50);
  });

  for (const row of walked) {
    it(`refuses it: ${row.route}`, async () => {
      const reply = await row.call(world, partner);
      expect({ status: reply.status, body: reply.body }).toEqual(foreignTokenRefusal(row));
    });
  }

  it('is inactive at introspection, even for a client of the same company', async () => {
    const reply = await world.form(world.callers.anonymous, '/oauth2/introspect', {
      token: partnerToken,
      ...world.apiClient,
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ active: false });
  });
});
