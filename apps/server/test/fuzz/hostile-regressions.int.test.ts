import { messages } from '@ddp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD } from '../test-support/accounts';
import { reportFields } from '../test-support/bug-reports';
import { testDatabaseKind } from '../test-support/test-database';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { multipartOf } from './encode';
import { FUZZ_SERVER_ENV } from './fuzz-suite';
import { buildFuzzWorld, type FuzzWorld } from './fuzz-world';
import { deliver, type Outgoing, Sealer } from './wire';
import { installWriteLog, takeWrites } from './write-log';

const refusal = { output: 'error', message: messages.badRequest };

/** What the fuzzing found, held in place by one plain case each. */
describe(`hostile input: what the fuzzing found (${testDatabaseKind})`, () => {
  let server: TestServer;
  let fw: FuzzWorld;
  let sealer: Sealer;
  beforeAll(async () => {
    server = await startTestServer({ env: FUZZ_SERVER_ENV });
    await installWriteLog(server.db);
    fw = await buildFuzzWorld(server);
    sealer = await Sealer.create(server.client);
  }, 120_000);
  afterAll(() => server.close());

  const asOwnerA = () => {
    const who = fw.caller('ownerA');
    return { who, headers: { authorization: `Bearer ${who.token}`, 'x-mfa-value': 'authenticated' } };
  };
  const operator = () => ({ authorization: `Bearer ${server.operatorToken}` });
  // The audit trail and the call recorder write in batches soon after a reply: flushed here, so
  // that a call's late writes count for it and never for the next case.
  const writesSinceLast = async () => {
    await server.app.audit.flush();
    await server.app.usageCalls.flush();
    return takeWrites(server.db);
  };
  const send = async (out: Outgoing) => {
    await writesSinceLast();
    const reply = await deliver(server.baseUrl, out);
    return { ...reply, body: JSON.parse(reply.text || 'null'), writes: await writesSinceLast() };
  };

  it('refuses a NUL character in a sealed field with 400, where the database failed with a 500', async () => {
    const { who, headers } = asOwnerA();
    const [serviceId] = fw.world.services.advancedOfA.split(':v');
    const payload = { serviceId, serviceVersion: '\u0000', consumerId: who.self.consumerId };
    const reply = await send({
      method: 'POST',
      path: '/v1/ddp/view-advanced-docs',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ encryptData: await sealer.session(JSON.stringify(payload), who.envelopeKey!) }),
    });
    expect([reply.status, reply.body, reply.writes]).toEqual([400, refusal, []]);
  });

  it('refuses NUL in the operator API body and query with 400 and changes nothing', async () => {
    const body = await send({
      method: 'POST',
      path: '/v1/ops/services/retire',
      headers: { ...operator(), 'content-type': 'application/json' },
      body: JSON.stringify({ serviceId: 'weather\u0000' }),
    });
    expect([body.status, body.body, body.writes]).toEqual([400, refusal, []]);
    const query = await send({
      method: 'GET',
      path: '/v1/ops/requests?status=Pending%00',
      headers: operator(),
    });
    expect([query.status, query.body]).toEqual([400, refusal]);
  });

  it('answers a grant to a company that does not exist with 404, where the foreign key failed with a 500', async () => {
    const reply = await send({
      method: 'POST',
      path: '/v1/ops/services/grant',
      headers: { ...operator(), 'content-type': 'application/json' },
      body: JSON.stringify({
        companyId: 'ffffffff-ffff-ffff-ffff-ffffffffffff',
        serviceId: fw.world.services.advancedOfA.split(':v')[0],
      }),
    });
    expect([reply.status, reply.body.output, reply.writes]).toEqual([404, 'error', []]);
  });

  it('refuses NUL in a text field of the multipart bug report and keeps no report', async () => {
    const { who, headers } = asOwnerA();
    const form = multipartOf(
      Object.entries({ ...reportFields(who.self, { title: 'Crash\u0000' }), fileCount: '0' }),
      [],
    );
    const reply = await send({
      method: 'POST',
      path: '/v1/ddp/upload-report-file',
      headers: { ...headers, 'content-type': form.contentType },
      body: form.body,
    });
    expect([reply.status, reply.body, reply.writes]).toEqual([400, refusal, []]);
  });

  it('answers an overlong or broken path parameter in the contract shape, with the usual headers', async () => {
    for (const path of [`/v1/ops/bug-reports/${'9'.repeat(200)}`, '/v1/ops/bug-reports/%E0%A4%A']) {
      const response = await fetch(`${server.baseUrl}${path}`, { headers: operator() });
      const text = await response.text();
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
      // Fastify's own answer named its error code and echoed the path.
      expect(JSON.parse(text), path).toEqual(refusal);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('ignores token request parameters it does not know, even ones named like object methods', async () => {
    const { client_id, client_secret } = fw.world.apiClient;
    const form = `grant_type=client_credentials&client_id=${client_id}&client_secret=${encodeURIComponent(client_secret)}`;
    for (const extra of ['toString=1', 'constructor=x', '__proto__=y', 'hasOwnProperty=z']) {
      const reply = await deliver(server.baseUrl, {
        method: 'POST',
        path: '/oauth2/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `${form}&${extra}`,
      });
      // RFC 6749 section 3.2: unknown parameters are ignored; these were taken for repeated ones.
      expect(reply.status, `${extra}: ${reply.text}`).toBe(200);
      expect(JSON.parse(reply.text).access_token, extra).toEqual(expect.any(String));
    }
  });

  it('refuses an envelope compressed with zip, under the public key and under a session key, and changes nothing', async () => {
    const badEnvelope = { output: 'error', message: messages.badEnvelope, code: 'bad_envelope' };
    // Calls that succeed and write when the same payload comes uncompressed.
    const login = (encryptData: string) =>
      send({
        method: 'POST',
        path: '/v1/ddp/login',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ encryptData }),
      });
    const credentials = JSON.stringify({ email: fw.world.spare.email, password: GOOD_PASSWORD });
    const zipped = await login(await sealer.rsa(credentials, { zip: 'DEF' }));
    expect([zipped.status, zipped.body]).toEqual([400, badEnvelope]);
    // Its one write is the count of the sign-in calls' per-address limit, which every call to the
    // route makes (kept in the database that all instances share): nothing else.
    expect(zipped.writes.map((write) => write.table)).toEqual(['request_windows']);
    expect((await login(await sealer.rsa(credentials))).status).toBe(200);

    const { who, headers } = asOwnerA();
    const edit = (encryptData: string) =>
      send({
        method: 'POST',
        path: '/v1/ddp/edit-details',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ encryptData }),
      });
    const details = JSON.stringify({
      editfirstname: 'Augusta',
      editlastname: 'King',
      editmobile: '+49 1701234567 DE',
      email: who.self.email,
      postal: '10117',
      city: 'Berlin',
      country: 'Germany',
      street: 'Unter den Linden 2',
    });
    const zippedEdit = await edit(await sealer.session(details, who.envelopeKey!, { zip: 'DEF' }));
    expect([zippedEdit.status, zippedEdit.body, zippedEdit.writes]).toEqual([400, badEnvelope, []]);
    const zippedRsaEdit = await edit(await sealer.rsa(details, { zip: 'DEF' }));
    expect([zippedRsaEdit.status, zippedRsaEdit.body, zippedRsaEdit.writes]).toEqual([400, badEnvelope, []]);
    expect((await edit(await sealer.session(details, who.envelopeKey!))).status).toBe(200);
  });

  it('sees what a refusal writes, so that "a refusal changed nothing" can fail', async () => {
    const wrongPassword = await send({
      method: 'POST',
      path: '/v1/ddp/login',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        encryptData: await sealer.rsa(
          JSON.stringify({ email: fw.world.spare.email, password: `${GOOD_PASSWORD}x` }),
        ),
      }),
    });
    expect(wrongPassword.status).toBe(401);
    expect(new Set(wrongPassword.writes.map((write) => write.table))).toEqual(
      new Set(['request_windows', 'login_attempts', 'consumers', 'audit_events']),
    );

    const { who, headers } = asOwnerA();
    const invalid = await send({
      method: 'POST',
      path: '/v1/ddp/edit-details',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        encryptData: await sealer.session(JSON.stringify({ email: who.self.email }), who.envelopeKey!),
      }),
    });
    expect([invalid.status, invalid.writes]).toEqual([400, []]);
  });
});
