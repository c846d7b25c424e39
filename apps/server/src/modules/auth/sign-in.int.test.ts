import { messages } from '@ddp/contract';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codeAt,
  passwordStep,
  type RegisteredAccount,
  registerAccount,
  signIn,
} from '../../../test/test-support/accounts';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';

const MINUTE = 60_000;

describe(`sign-in with password and TOTP (${testDatabaseKind})`, () => {
  let server: TestServer;
  let account: RegisteredAccount;

  beforeAll(async () => {
    server = await startTestServer();
    account = await registerAccount(server.client);
  });
  afterAll(() => server.close());

  const login = (email: string, password: string) => server.client.post('/v1/ddp/login', { email, password });
  const validate = (temporary: string | undefined, code: string, email = account.email) =>
    server.client.post(
      '/v1/ddp/totp-validate',
      { email, userToken: code },
      temporary ? { token: temporary } : undefined,
    );
  const details = (token: string, mfa = true) =>
    server.client.get('/v1/ddp/view-personal-details', { emailid: account.email }, { token, mfa });

  describe('login', () => {
    it('answers a right password with a temporary token and no reset flag', async () => {
      const reply = await login(account.email, account.password);
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ output: 'success', reset_password: false });
      expect(typeof reply.body.data).toBe('string');
    });

    it('accepts the e-mail in any letter case', async () => {
      expect((await login(account.email.toUpperCase(), account.password)).status).toBe(200);
    });

    it('gives a wrong password and an unknown e-mail the same answer', async () => {
      const wrong = await login(account.email, `${account.password}x`);
      const unknown = await login('nobody@example.com', account.password);
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual(unknown.body);
      expect(wrong.body).toEqual({ output: 'error', message: messages.loginFailed, code: 'bad_credentials' });
    });

    it('refuses bad input with a message naming the field', async () => {
      const reply = await login('not-an-email', '');
      expect(reply.status).toBe(400);
      expect(reply.body.errors).toEqual({
        email: messages.emailInvalid,
        password: messages.passwordRequired,
      });
    });

    it('refuses an envelope it cannot read, always with the same message', async () => {
      const encryptedArray = await server.client.encrypt([1, 2]);
      const bodies: unknown[] = [
        {},
        { encryptData: '' },
        { encryptData: 'not.a.jwe.at.all' },
        { encryptData: 42 },
        { encryptData: encryptedArray },
        { email: account.email, password: account.password },
      ];
      for (const json of bodies) {
        const reply = await server.client.raw('/v1/ddp/login', { method: 'POST', json });
        expect(reply.status).toBe(400);
        expect(reply.body).toEqual({ output: 'error', message: messages.badEnvelope, code: 'bad_envelope' });
      }
    });

    it('refuses an envelope made for another key', async () => {
      const { generateKeyPair, CompactEncrypt } = await import('jose');
      const { publicKey } = await generateKeyPair('RSA-OAEP-256', { modulusLength: 2048 });
      const jwe = await new CompactEncrypt(new TextEncoder().encode('{"email":"a@b.co","password":"x"}'))
        .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM' })
        .encrypt(publicKey);
      const reply = await server.client.raw('/v1/ddp/login', { method: 'POST', json: { encryptData: jwe } });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe(messages.badEnvelope);
    });

    it('records the last unsuccessful sign-in with time and IP', async () => {
      server.clock.advance(MINUTE);
      const failedAt = server.clock.now().toISOString();
      await login(account.email, 'Wrong-Password-123456');
      const { token } = await signIn(server.client, account, server.clock);
      const reply = await details(token);
      expect(reply.body.lastunsucessfulllogin).toBe(failedAt);
      expect(reply.body.lastunsucessuserip).toBe('127.0.0.1');
      expect(reply.body.lastsucessuserip).toBe('127.0.0.1');
      expect(reply.body.lastscucessfullogin).toBe(server.clock.now().toISOString());
    });
  });

  describe('second factor', () => {
    it('opens a session with the ids of the consumer, company and project', async () => {
      server.clock.advance(30_000);
      const temporary = await passwordStep(server.client, account);
      const reply = await validate(temporary, codeAt(account, server.clock));
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ output: 'success', isAdminConsumer: true });
      for (const id of ['consumerId', 'companyId', 'projectId', 'token']) {
        expect(typeof reply.body[id]).toBe('string');
      }
      expect((await details(reply.body.token as string)).status).toBe(200);
    });

    it('accepts the codes of the previous and the next step, not two steps away', async () => {
      for (const [offset, status] of [
        [-2, 401],
        [2, 401],
        [-1, 200],
      ] as const) {
        server.clock.advance(90_000);
        const temporary = await passwordStep(server.client, account);
        expect((await validate(temporary, codeAt(account, server.clock, offset))).status).toBe(status);
      }
      server.clock.advance(90_000);
      const temporary = await passwordStep(server.client, account);
      expect((await validate(temporary, codeAt(account, server.clock, 1))).status).toBe(200);
    });

    it('refuses a wrong code and lets the person try again with the right one', async () => {
      server.clock.advance(90_000);
      const temporary = await passwordStep(server.client, account);
      const right = codeAt(account, server.clock);
      const wrong = right === '000000' ? '111111' : '000000';
      const refused = await validate(temporary, wrong);
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({ output: 'error', message: messages.codeInvalid, code: 'bad_code' });
      expect((await validate(temporary, right)).status).toBe(200);
    });

    it('refuses a code that was already used', async () => {
      server.clock.advance(90_000);
      const code = codeAt(account, server.clock);
      expect((await validate(await passwordStep(server.client, account), code)).status).toBe(200);
      const replay = await validate(await passwordStep(server.client, account), code);
      expect(replay.status).toBe(401);
      expect(replay.body.message).toBe(messages.codeInvalid);
    });

    it('lets exactly one of two concurrent submissions of one code through', async () => {
      server.clock.advance(90_000);
      const code = codeAt(account, server.clock);
      const [first, second] = await Promise.all([
        passwordStep(server.client, account),
        passwordStep(server.client, account),
      ]);
      const replies = await Promise.all([validate(first, code), validate(second, code)]);
      expect(replies.map((r) => r.status).sort()).toEqual([200, 401]);
    });

    it('lets exactly one of two concurrent submissions on one temporary token through', async () => {
      server.clock.advance(90_000);
      const temporary = await passwordStep(server.client, account);
      const replies = await Promise.all([
        validate(temporary, codeAt(account, server.clock)),
        validate(temporary, codeAt(account, server.clock, 1)),
      ]);
      expect(replies.map((r) => r.status).sort()).toEqual([200, 401]);
    });

    it('honours the temporary token until 4:59 and refuses it at 5:00', async () => {
      server.clock.advance(90_000);
      const early = await passwordStep(server.client, account);
      server.clock.advance(5 * MINUTE - 1_000);
      expect((await validate(early, codeAt(account, server.clock))).status).toBe(200);

      server.clock.advance(90_000);
      const late = await passwordStep(server.client, account);
      server.clock.advance(5 * MINUTE);
      const reply = await validate(late, codeAt(account, server.clock));
      expect(reply.status).toBe(401);
      expect(reply.body).toMatchObject({
        message: messages.temporaryTokenExpired,
        code: 'temporary_expired',
      });
    });

    it('refuses a call without a temporary token, or with a forged one', async () => {
      server.clock.advance(90_000);
      const none = await validate(undefined, codeAt(account, server.clock));
      expect(none.status).toBe(401);
      expect(none.body.code).toBe('session_missing');
      const forged = await new SignJWT({ sid: crypto.randomUUID(), knd: 'pending' })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('ddp-portal')
        .setSubject(crypto.randomUUID())
        .setExpirationTime('5m')
        .sign(new Uint8Array(32));
      expect((await validate(forged, codeAt(account, server.clock))).status).toBe(401);
    });

    it('does not accept a temporary token for signed-in calls', async () => {
      server.clock.advance(90_000);
      const temporary = await passwordStep(server.client, account);
      expect((await details(temporary)).status).toBe(401);
    });

    it("does not accept another person's e-mail with the temporary token", async () => {
      server.clock.advance(90_000);
      const other = await registerAccount(server.client);
      const temporary = await passwordStep(server.client, account);
      expect((await validate(temporary, codeAt(other, server.clock), other.email)).status).toBe(401);
    });

    it('refuses a malformed code without spending the temporary token', async () => {
      server.clock.advance(90_000);
      const temporary = await passwordStep(server.client, account);
      const reply = await validate(temporary, '12ab56');
      expect(reply.status).toBe(400);
      expect(reply.body.errors).toEqual({ userToken: messages.codeFormat });
      expect((await validate(temporary, codeAt(account, server.clock))).status).toBe(200);
    });
  });

  describe('session', () => {
    it('needs the bearer token and the MFA header', async () => {
      const { token } = await signIn(server.client, account, server.clock);
      expect((await details(token, false)).status).toBe(401);
      const anonymous = await server.client.get('/v1/ddp/view-personal-details', { emailid: account.email });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.code).toBe('session_missing');
      expect((await details(`${token}x`)).status).toBe(401);
    });

    it('ends at logout, on the server', async () => {
      const { token } = await signIn(server.client, account, server.clock);
      const logout = await server.client.postPlain('/v1/ddp/logout', {}, { token });
      expect(logout.status).toBe(200);
      expect((await details(token)).status).toBe(401);
    });

    it('ends 30 minutes after the password step however active the person is', async () => {
      const { token } = await signIn(server.client, account, server.clock);
      for (let i = 0; i < 5; i++) {
        server.clock.advance(5 * MINUTE);
        expect((await details(token)).status).toBe(200);
      }
      server.clock.advance(5 * MINUTE - 1_000);
      expect((await details(token)).status).toBe(200);
      server.clock.advance(1_000);
      const reply = await details(token);
      expect(reply.status).toBe(401);
      expect(reply.body.code).toBe('session_max_time');
    });

    it('ends after 30 idle minutes', async () => {
      const { token } = await signIn(server.client, account, server.clock);
      server.clock.advance(30 * MINUTE);
      const reply = await details(token);
      expect(reply.status).toBe(401);
      expect(reply.body.code).toBe('session_idle');
      expect((await details(token)).status).toBe(401);
    });

    it('shows a person only their own details', async () => {
      const other = await registerAccount(server.client);
      const { token } = await signIn(server.client, account, server.clock);
      const reply = await server.client.get(
        '/v1/ddp/view-personal-details',
        { emailid: other.email },
        { token },
      );
      expect(reply.status).toBe(403);
      expect(JSON.stringify(reply.body)).not.toContain(other.email);
    });
  });

  it('never writes passwords, codes or tokens to the log', async () => {
    const { token } = await signIn(server.client, account, server.clock);
    const all = server.logs.join('\n');
    expect(all).toContain('login.succeeded');
    expect(all).not.toContain(account.password);
    expect(all).not.toContain(token);
    expect(all).not.toContain(account.totp.secret.base32);
  });
});

describe(`session limits from configuration (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { SESSION_IDLE_MINUTES: '10', PASSWORD_MAX_AGE_DAYS: '90' } });
  });
  afterAll(() => server.close());

  it('ends a session after the configured idle time, and activity keeps it alive', async () => {
    const account = await registerAccount(server.client);
    const { token } = await signIn(server.client, account, server.clock);
    const details = () =>
      server.client.get('/v1/ddp/view-personal-details', { emailid: account.email }, { token });
    server.clock.advance(9 * MINUTE);
    expect((await details()).status).toBe(200);
    server.clock.advance(9 * MINUTE);
    expect((await details()).status).toBe(200);
    server.clock.advance(10 * MINUTE);
    const reply = await details();
    expect(reply.status).toBe(401);
    expect(reply.body.code).toBe('session_idle');
  });

  it('flags a password older than 90 days and refuses the second factor until it is changed', async () => {
    const aged = await registerAccount(server.client);
    const login = () => server.client.post('/v1/ddp/login', { email: aged.email, password: aged.password });
    server.clock.advance(90 * 24 * 60 * MINUTE);
    expect((await login()).body.reset_password).toBe(false);
    server.clock.advance(MINUTE);
    const reply = await login();
    expect(reply.body.reset_password).toBe(true);
    const refused = await server.client.post(
      '/v1/ddp/totp-validate',
      { email: aged.email, userToken: codeAt(aged, server.clock) },
      { token: reply.body.data as string },
    );
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(messages.passwordTooOld);
  });
});

describe(`password age check switched off (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { PASSWORD_MAX_AGE_DAYS: '0' } });
  });
  afterAll(() => server.close());

  it('never flags a reset when the maximum age is 0', async () => {
    const account = await registerAccount(server.client);
    server.clock.advance(400 * 24 * 60 * MINUTE);
    const reply = await server.client.post('/v1/ddp/login', {
      email: account.email,
      password: account.password,
    });
    expect(reply.body.reset_password).toBe(false);
    expect((await signIn(server.client, account, server.clock)).output).toBe('success');
  });
});
