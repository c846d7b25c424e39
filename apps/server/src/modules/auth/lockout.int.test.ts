import { messages } from '@ddp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeAt, passwordStep, registerAccount, signIn } from '../../../test/test-support/accounts';
import { mailCount } from '../../../test/test-support/mailbox';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';

const MINUTE = 60_000;

describe(`brute-force protection (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { LOCKOUT_MINUTES: '15' } });
  });
  afterAll(() => server.close());

  const login = (email: string, password: string) => server.client.post('/v1/ddp/login', { email, password });

  /** Fails `count` times, waiting out each growing delay as a patient attacker would. */
  async function fail(email: string, count: number) {
    for (let i = 0; i < count; i++) {
      server.clock.advance(20_000);
      expect((await login(email, 'Wrong-Password-123456')).status).toBe(401);
    }
  }

  it('makes the next try wait after 5 failures, longer after each further one', async () => {
    const account = await registerAccount(server.client);
    await fail(account.email, 5);
    const early = await login(account.email, account.password);
    expect(early.status).toBe(429);
    expect(early.body.message).toBe(messages.waitBeforeRetry(1));
    server.clock.advance(1_000);
    expect((await login(account.email, 'Wrong-Password-123456')).status).toBe(401);
    const later = await login(account.email, account.password);
    expect(later.body.message).toBe(messages.waitBeforeRetry(2));
  });

  it('locks sign-in after 10 failures, even with the right password, and releases it after the lock time', async () => {
    const account = await registerAccount(server.client);
    await fail(account.email, 10);
    const locked = await login(account.email, account.password);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(messages.signInLocked(15));
    server.clock.advance(14 * MINUTE);
    expect((await login(account.email, account.password)).status).toBe(429);
    server.clock.advance(MINUTE);
    expect((await login(account.email, account.password)).status).toBe(200);
    expect(server.logs.join('\n')).toContain('login.locked');
  });

  it('answers an unknown e-mail exactly like a known one, lock included', async () => {
    const account = await registerAccount(server.client);
    const unknown = `ghost.${Date.now()}@example.com`;
    for (let i = 0; i < 10; i++) {
      server.clock.advance(20_000);
      expect((await login(account.email, 'Wrong-Password-123456')).status).toBe(401);
      expect((await login(unknown, 'Wrong-Password-123456')).status).toBe(401);
    }
    const known = await login(account.email, account.password);
    const ghost = await login(unknown, account.password);
    expect(ghost.status).toBe(known.status);
    expect(ghost.body).toEqual(known.body);
  });

  it('counts wrong codes on the same counter as wrong passwords', async () => {
    const account = await registerAccount(server.client);
    await fail(account.email, 8);
    for (let i = 0; i < 2; i++) {
      server.clock.advance(20_000);
      const temporary = await passwordStep(server.client, account);
      const wrong = codeAt(account, server.clock) === '000000' ? '111111' : '000000';
      const reply = await server.client.post(
        '/v1/ddp/totp-validate',
        { email: account.email, userToken: wrong },
        { token: temporary },
      );
      expect(reply.status).toBe(401);
    }
    expect((await login(account.email, account.password)).status).toBe(429);
  });

  it('clears the count after a complete sign-in', async () => {
    const account = await registerAccount(server.client);
    await fail(account.email, 7);
    server.clock.advance(MINUTE);
    await signIn(server.client, account, server.clock);
    await fail(account.email, 4);
    expect((await login(account.email, account.password)).status).toBe(200);
  });

  it('does not resend the QR code for wrong credentials, and says no more than the login', async () => {
    const account = await registerAccount(server.client);
    const before = await mailCount(server.client, account.email);
    const wrong = await server.client.post('/v1/ddp/resend-qrcode', {
      email: account.email,
      password: 'Wrong-Password-123456',
    });
    server.clock.advance(20_000);
    const loginWrong = await login(account.email, 'Wrong-Password-123456');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(loginWrong.body);
    expect(await mailCount(server.client, account.email)).toBe(before);
    server.clock.advance(20_000);
    const ok = await server.client.post('/v1/ddp/resend-qrcode', {
      email: account.email,
      password: account.password,
    });
    expect(ok.body).toEqual({ output: 'success', message: messages.qrResent });
    // The new QR code, and the notice that the authenticator was replaced.
    expect(await mailCount(server.client, account.email)).toBe(before + 2);
  });
});

describe(`per-IP limit on the sign-in calls (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(() => server.close());

  // A different address per call, so that the per-account counter stays out of the way.
  it.each([
    ['/v1/ddp/login', { email: 'a@example.com', password: 'x' }],
    ['/v1/ddp/forgot-password', { email: 'b@example.com' }],
    ['/v1/ddp/resend-qrcode', { email: 'c@example.com', password: 'x' }],
    ['/v1/ddp/totp-validate', { email: 'd@example.com', userToken: '123456' }],
  ])('answers 429 on %s past the limit, and again after a minute', async (path, payload) => {
    for (let i = 0; i < 3; i++) expect((await server.client.post(path, payload)).status).not.toBe(429);
    const limited = await server.client.post(path, payload);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ output: 'error', message: messages.tooManyRequests });
    server.clock.advance(MINUTE);
    expect((await server.client.post(path, payload)).status).not.toBe(429);
  });

  it('limits register-user too', async () => {
    for (let i = 0; i < 3; i++) await server.client.postPlain('/v1/ddp/register-user', { Data: {} });
    expect((await server.client.postPlain('/v1/ddp/register-user', { Data: {} })).status).toBe(429);
  });
});
