import { messages } from '@ddp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, signIn } from '../../../test/test-support/accounts';
import { createCredential, grant } from '../../../test/test-support/credentials';
import { asSession } from '../../../test/test-support/teams';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';

const OPERATOR_TOKEN_NEEDED = { output: 'error', message: messages.sessionMissing, code: 'operator_token' };

/** The value of one series in Prometheus' text format; undefined when the series is not there. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const scrape = (base: string, token?: string) =>
  fetch(`${base}/metrics`, token ? { headers: { authorization: `Bearer ${token}` } } : {});

describe(`Prometheus metrics on the operator listener (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      opsListener: true,
      // Counted whatever the log level lets through; two wrong secrets lock a client here.
      env: { LOG_LEVEL: 'silent', CLIENT_AUTH_MAX_FAILURES: '2' },
    });
  });
  afterAll(() => server?.close());

  it('counts a sign-in, a token grant, a refusal and a lockout, with requests, mail, the database and the event loop', async () => {
    const account = await registerAccount(server.client);
    const wrongPassword = await server.client.post('/v1/ddp/login', {
      email: account.email,
      password: 'Not-The-Password-123',
    });
    expect(wrongPassword.status).toBe(401);
    const owner = asSession(account, await signIn(server.client, account, server.clock));
    const credential = await createCredential(server.client, owner);
    expect((await grant(server.baseUrl, credential)).status).toBe(200);
    for (const secret of ['wrong-1', 'wrong-2'])
      expect((await grant(server.baseUrl, { ...credential, client_secret: secret })).status).toBe(401);

    const reply = await scrape(server.opsBaseUrl, server.operatorToken);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await reply.text();
    expect({
      passwordRefused: seriesValue(text, 'ddp_sign_ins_total{step="password",outcome="refused"}'),
      passwordAccepted: seriesValue(text, 'ddp_sign_ins_total{step="password",outcome="accepted"}'),
      signedIn: seriesValue(text, 'ddp_sign_ins_total{step="code",outcome="accepted"}'),
      granted: seriesValue(text, 'ddp_token_grants_total{outcome="granted"}'),
      invalidClient: seriesValue(text, 'ddp_token_grants_total{outcome="invalid_client"}'),
      clientLocked: seriesValue(text, 'ddp_lockouts_total{counter="client",scope="client"}'),
      registeredEvent: seriesValue(text, 'ddp_events_total{event="account.registered"}'),
      grantRequests: seriesValue(
        text,
        'http_request_duration_seconds_count{method="POST",route="/oauth2/token",status_code="200"}',
      ),
    }).toEqual({
      passwordRefused: 1,
      passwordAccepted: 1,
      signedIn: 1,
      granted: 1,
      invalidClient: 2,
      clientLocked: 1,
      registeredEvent: 1,
      grantRequests: 1,
    });
    // The login details went to the dev mailbox's outbox.
    expect(seriesValue(text, 'ddp_mail_sent_total{outcome="sent"}')).toBeGreaterThanOrEqual(1);
    expect(seriesValue(text, 'ddp_outbox_mails')).toBeGreaterThanOrEqual(1);
    expect(seriesValue(text, 'ddp_db_query_duration_seconds_count')).toBeGreaterThan(0);
    expect(seriesValue(text, 'ddp_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(seriesValue(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    // Route templates, not paths: an id in a path never becomes a series of its own.
    expect(text).not.toMatch(/route="[^"]*\?/);
  });

  it('refuses callers without the operator token, and is not on the public listener at all', async () => {
    const refused = await scrape(server.opsBaseUrl);
    expect([refused.status, await refused.json()]).toEqual([401, OPERATOR_TOKEN_NEEDED]);
    const wrong = await scrape(server.opsBaseUrl, 'x'.repeat(43));
    expect(wrong.status).toBe(401);
    const onPublic = await scrape(server.baseUrl, server.operatorToken);
    expect([onPublic.status, await onPublic.json()]).toEqual([
      404,
      { output: 'error', message: messages.notFound },
    ]);
  });
});

describe(`Prometheus metrics on a shared listener (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('answers the operator token only', async () => {
    expect(server.opsBaseUrl).toBe(server.baseUrl);
    const refused = await scrape(server.baseUrl);
    expect([refused.status, await refused.json()]).toEqual([401, OPERATOR_TOKEN_NEEDED]);
    const reply = await scrape(server.baseUrl, server.operatorToken);
    expect(reply.status).toBe(200);
    expect(await reply.text()).toContain('# TYPE http_request_duration_seconds histogram');
  });
});
