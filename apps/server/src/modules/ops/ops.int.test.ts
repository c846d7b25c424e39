import { messages } from '@ddp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeAt, mailedOtpauthUri, registerAccount, signIn } from '../../../test/test-support/accounts';
import { newestMail } from '../../../test/test-support/mailbox';
import { runCli } from '../../../test/test-support/ops-cli';
import {
  portalAuthenticator,
  registerPasskey,
  signInOptions,
  signInWithPasskey,
} from '../../../test/test-support/passkeys';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';
import { SECOND_FACTOR_CHANGED_SUBJECT } from '../auth/security-notice-mail';

describe(`operator API and CLI (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const ops = (method: string, path: string, json?: unknown, token = server.operatorToken) =>
    server.client.raw(path, { method, json, auth: token ? { token, mfa: false } : undefined });

  /** Runs the CLI against the test server and returns what it printed. */
  const cli = (...args: string[]) => runCli(server, args);

  it('refuses calls without the operator token or with a wrong one', async () => {
    expect((await ops('GET', '/v1/ops/accounts', undefined, '')).status).toBe(401);
    expect((await ops('GET', '/v1/ops/accounts', undefined, 'x'.repeat(43))).status).toBe(401);
    const account = await registerAccount(server.client);
    const { token } = await signIn(server.client, account, server.clock);
    expect((await ops('GET', '/v1/ops/accounts', undefined, token)).status).toBe(401);
  });

  it('lists accounts with role and company, through the CLI', async () => {
    const account = await registerAccount(server.client);
    const { code, output } = await cli('accounts', 'list', '--email', account.email);
    expect(code).toBe(0);
    expect(output).toContain(account.email);
    expect(output).toContain('Owner');
  });

  it('unlocks a locked account', async () => {
    const account = await registerAccount(server.client);
    for (let i = 0; i < 10; i++) {
      server.clock.advance(20_000);
      await server.client.post('/v1/ddp/login', { email: account.email, password: 'Wrong-Password-123456' });
    }
    const listed = await ops('GET', `/v1/ops/accounts?email=${account.email}`);
    expect((listed.body.accounts as Array<{ lockedUntil: string | null }>)[0]!.lockedUntil).not.toBeNull();
    expect((await server.client.post('/v1/ddp/login', account)).status).toBe(429);
    expect((await cli('accounts', 'unlock', account.email)).code).toBe(0);
    expect((await server.client.post('/v1/ddp/login', account)).status).toBe(200);
  });

  it("resets the second factor with the passkeys: the lost phone's passkey no longer signs in", async () => {
    const account = await registerAccount(server.client);
    const { token } = await signIn(server.client, account, server.clock);
    const phone = portalAuthenticator();
    await registerPasskey(server.client, account, token, server.clock, phone, 'Phone');
    await registerPasskey(server.client, account, token, server.clock, portalAuthenticator(), 'Key');
    expect((await signInWithPasskey(server.client, account, phone)).status).toBe(200);

    const reset = await cli('accounts', 'reset-2fa', account.email);
    expect(reset.code).toBe(0);
    expect(reset.output).toContain('its 2 passkeys were removed');
    // With the password, the passkey step has nothing left to offer the phone.
    const { options } = await signInOptions(server.client, account);
    expect(options.status).toBe(404);
    expect(JSON.stringify(options.body)).toContain(messages.passkeyNoneRegistered);
    // Signed in with the new QR code's codes, the person finds no passkey left to add again.
    const renewed = { ...account, uri: await mailedOtpauthUri(server.client, account.email) };
    renewed.totp = (await import('otpauth')).URI.parse(renewed.uri) as typeof account.totp;
    const session = await signIn(server.client, renewed, server.clock);
    const list = await server.client.post<{ data: unknown[] }>(
      '/v1/ddp/list-passkeys',
      {},
      { token: session.token },
    );
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([]);
    const notice = await newestMail(server.client, account.email, new RegExp(SECOND_FACTOR_CHANGED_SUBJECT));
    expect(notice.text).toContain(messages.mailChangedSecondFactorByOperator);
    expect(notice.text).toMatch(/passkeys of your account were removed/);

    // A person without passkeys is told nothing about them by the operator's reply.
    const plain = await registerAccount(server.client);
    const plainReset = await cli('accounts', 'reset-2fa', plain.email);
    expect(plainReset.output).not.toContain('passkey');
  });

  it('resets the second factor: a new QR is mailed, old codes and sessions stop working', async () => {
    const account = await registerAccount(server.client);
    const { token } = await signIn(server.client, account, server.clock);
    expect((await cli('accounts', 'reset-2fa', account.email)).code).toBe(0);
    const newUri = await mailedOtpauthUri(server.client, account.email);
    expect(newUri).not.toBe(account.uri);
    expect(
      (await server.client.get('/v1/ddp/view-personal-details', { emailid: account.email }, { token }))
        .status,
    ).toBe(401);
    server.clock.advance(30_000);
    const temporary = (await server.client.post<{ data: string }>('/v1/ddp/login', account)).body.data;
    const oldCode = await server.client.post(
      '/v1/ddp/totp-validate',
      { email: account.email, userToken: codeAt(account, server.clock) },
      { token: temporary },
    );
    expect(oldCode.status).toBe(401);
    const OTPAuth = await import('otpauth');
    const fresh = {
      ...account,
      uri: newUri,
      totp: OTPAuth.URI.parse(newUri) as InstanceType<typeof OTPAuth.TOTP>,
    };
    expect((await signIn(server.client, fresh, server.clock)).output).toBe('success');
  });

  it("sets a company's multi-consumer settings and says so for an unknown company", async () => {
    const account = await registerAccount(server.client);
    const company = await server.db
      .selectFrom('consumers')
      .select('company_id')
      .where('email', '=', account.email)
      .executeTakeFirstOrThrow();
    const set = await cli(
      'companies',
      'set-multi-consumer',
      company.company_id,
      '--enabled',
      'true',
      '--limit',
      '3',
    );
    expect(set.code).toBe(0);
    const row = await server.db
      .selectFrom('companies')
      .select(['multi_consumers_auth', 'admin_with_multi_consumer_auth_limit'])
      .where('id', '=', company.company_id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ multi_consumers_auth: true, admin_with_multi_consumer_auth_limit: 3 });
    const unknown = await cli(
      'companies',
      'set-multi-consumer',
      crypto.randomUUID(),
      '--enabled',
      'true',
      '--limit',
      '1',
    );
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('Not found.');
    expect((await cli('companies', 'list')).output).toContain(company.company_id);
  });

  it('rotates the token signing key', async () => {
    const before = (await (await fetch(`${server.baseUrl}/.well-known/jwks.json`)).json()) as {
      keys: unknown[];
    };
    const { code, output } = await cli('keys', 'rotate');
    expect(code).toBe(0);
    expect(output).toContain('New token signing key');
    const after = (await (await fetch(`${server.baseUrl}/.well-known/jwks.json`)).json()) as {
      keys: unknown[];
    };
    expect(after.keys.length).toBe(before.keys.length + 1);
  });

  it('explains its usage for an unknown command', async () => {
    const { code, output } = await cli('accounts', 'explode');
    expect(code).toBe(2);
    expect(output).toContain('Usage: npm run ops');
  });
});
