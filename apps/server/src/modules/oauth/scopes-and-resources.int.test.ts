import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, signIn } from '../../../test/test-support/accounts';
import { createCredential, grant } from '../../../test/test-support/credentials';
import { runCli } from '../../../test/test-support/ops-cli';
import { asSession, type Session } from '../../../test/test-support/teams';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';

const SAMPLE_RESOURCE = 'http://portal.test/v1/sample';
type Reply = { access_token: string; scope: string; error?: string; error_description?: string };

// Issue 20, part 4: scopes among the services a company may call, and a resource (RFC 8707).
describe(`scopes and resources of access tokens (${testDatabaseKind})`, () => {
  let server: TestServer;
  let owner: Session;
  let credential: { client_id: string; client_secret: string };
  beforeAll(async () => {
    server = await startTestServer({ env: { SEED_DEMO: 'true' } });
    const account = await registerAccount(server.client);
    owner = asSession(account, await signIn(server.client, account, server.clock));
    credential = await createCredential(server.client, owner);
  });
  afterAll(() => server.close());

  const ask = async (form: Record<string, string>) => {
    const reply = await grant(server.baseUrl, credential, { form });
    return { status: reply.status, body: (await reply.json()) as Reply };
  };
  const stations = (token: string) =>
    fetch(`${server.baseUrl}/v1/sample/stations`, { headers: { authorization: `Bearer ${token}` } });

  it('grants the scopes of the services the company may call, and the sample API wants its own', async () => {
    const own = await ask({ scope: 'environment-stations' });
    expect(own.status).toBe(200);
    expect(own.body.scope).toBe('environment-stations');
    expect((await stations(own.body.access_token)).status).toBe(200);

    // A basic service's scope alone: a good token, but not for the sample API.
    const other = await ask({ scope: 'transit-departures' });
    expect(other.status).toBe(200);
    const refused = await stations(other.body.access_token);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: 'insufficient_scope' });
    expect(refused.headers.get('www-authenticate')).toContain('error="insufficient_scope"');

    const both = await ask({ scope: 'api transit-departures energy-grid-load' });
    expect(both.body.scope).toBe('api transit-departures energy-grid-load');
    expect((await stations(both.body.access_token)).status).toBe(200);
  });

  it('grants an advanced service’s scope only once the company has it', async () => {
    const before = await ask({ scope: 'mobility-data-exchange' });
    expect(before.status).toBe(400);
    expect(before.body.error).toBe('invalid_scope');
    const sent = await server.client.post(
      '/v1/ddp/request-advanced-services',
      {
        description: 'Live vehicle positions for a delay map.',
        consumerId: owner.consumerId,
      },
      { token: owner.token },
    );
    expect(sent.status).toBeLessThan(300);
    const listed = await server.client.post<{ message: Array<{ requestId: string }> }>(
      '/v1/ddp/view-advanced-services',
      { consumerId: owner.consumerId },
      { token: owner.token },
    );
    const approved = await runCli(server, [
      'requests',
      'set-status',
      listed.body.message[0]!.requestId,
      'Approved',
      '--service',
      'mobility-data-exchange',
    ]);
    expect(approved.code).toBe(0);
    const after = await ask({ scope: 'mobility-data-exchange' });
    expect(after.status).toBe(200);
    expect(after.body.scope).toBe('mobility-data-exchange');
    expect((await ask({ scope: 'no-such-service' })).body.error).toBe('invalid_scope');
  });

  it('makes the resource asked for the token’s audience, and refuses one it does not serve', async () => {
    const plain = await ask({});
    expect(decodeJwt(plain.body.access_token).aud).toBe('ddp-api');
    const targeted = await ask({ resource: SAMPLE_RESOURCE });
    expect(targeted.status).toBe(200);
    expect(decodeJwt(targeted.body.access_token).aud).toBe(SAMPLE_RESOURCE);
    expect((await stations(targeted.body.access_token)).status).toBe(200);
    const introspected = await fetch(`${server.baseUrl}/oauth2/introspect`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: targeted.body.access_token, ...credential }),
    });
    expect(await introspected.json()).toMatchObject({ active: true, aud: SAMPLE_RESOURCE });

    for (const resource of [
      'https://elsewhere.example/api',
      `${SAMPLE_RESOURCE}#part`,
      '/v1/sample',
      'not a uri',
    ]) {
      const refused = await ask({ resource });
      expect(refused.status, resource).toBe(400);
      expect(refused.body.error, resource).toBe('invalid_target');
    }
  });
});
