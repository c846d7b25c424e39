import { messages } from '@ddp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codeAt,
  GOOD_PASSWORD,
  passwordStep,
  type RegisteredAccount,
  registerAccount,
  signIn,
} from '../../../test/test-support/accounts';
import { runCli } from '../../../test/test-support/ops-cli';
import {
  changeInSettings,
  requirePasswordReset,
  resetByLink,
} from '../../../test/test-support/password-changes';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';

const DAY = 86_400_000;
const NEW_PASSWORD = 'Brand-New-Password-42';

describe(`forced reset after the maximum password age (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function agedLogin() {
    const account = await registerAccount(server.client);
    server.clock.advance(91 * DAY);
    const login = await server.client.post<{ data: string; reset_password: boolean }>('/v1/ddp/login', {
      email: account.email,
      password: account.password,
    });
    expect(login.body.reset_password).toBe(true);
    return { account, temporary: login.body.data };
  }

  const forced = (token: string | undefined, payload: Record<string, string>) =>
    server.client.post('/v1/ddp/reset-password', payload, token ? { token } : undefined);

  it('changes the password with the temporary token, then the same token opens the second factor', async () => {
    const { account, temporary } = await agedLogin();
    const reply = await forced(temporary, {
      email: account.email,
      oldPass: GOOD_PASSWORD,
      newPass: NEW_PASSWORD,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(messages.forcedResetDone);
    const code = await server.client.post(
      '/v1/ddp/totp-validate',
      { email: account.email, userToken: codeAt(account, server.clock) },
      { token: temporary },
    );
    expect(code.status).toBe(200);
    const next = await server.client.post('/v1/ddp/login', { email: account.email, password: NEW_PASSWORD });
    expect(next.body.reset_password).toBe(false);
  });

  it('works only with a temporary token that is still within its 5 minutes', async () => {
    const { account, temporary } = await agedLogin();
    const payload = { email: account.email, oldPass: GOOD_PASSWORD, newPass: NEW_PASSWORD };
    expect((await forced(undefined, payload)).status).toBe(401);
    server.clock.advance(5 * 60_000);
    const late = await forced(temporary, payload);
    expect(late.status).toBe(401);
    expect(late.body.code).toBe('temporary_expired');
  });

  it('checks the old password and wants a new one that differs and follows the policy', async () => {
    const { account, temporary } = await agedLogin();
    const wrongOld = await forced(temporary, {
      email: account.email,
      oldPass: 'Wrong-Password-123456',
      newPass: NEW_PASSWORD,
    });
    expect(wrongOld.status).toBe(401);
    const same = await forced(temporary, {
      email: account.email,
      oldPass: GOOD_PASSWORD,
      newPass: GOOD_PASSWORD,
    });
    expect(same.body.message).toBe(messages.passwordMustDiffer);
    const weak = await forced(temporary, { email: account.email, oldPass: GOOD_PASSWORD, newPass: 'x' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe(messages.passwordTooShort);
  });

  it("refuses another person's e-mail with the temporary token", async () => {
    const { temporary } = await agedLogin();
    const other = await registerAccount(server.client);
    const reply = await forced(temporary, {
      email: other.email,
      oldPass: GOOD_PASSWORD,
      newPass: NEW_PASSWORD,
    });
    expect(reply.status).toBe(401);
  });

  const consumerRow = (email: string) =>
    server.db
      .selectFrom('consumers')
      .select(['password_hash', 'password_changed_at', 'password_reset_required'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();

  it('answers 403 and changes nothing when no reset is due', async () => {
    const account = await registerAccount(server.client);
    const { token } = await signIn(server.client, account, server.clock);
    const login = await server.client.post<{ data: string; reset_password: boolean }>(
      '/v1/ddp/login',
      account,
    );
    expect(login.body.reset_password).toBe(false);
    const before = await consumerRow(account.email);
    const sessions = await server.db.selectFrom('sessions').selectAll().orderBy('id').execute();

    const reply = await forced(login.body.data, {
      email: account.email,
      oldPass: GOOD_PASSWORD,
      newPass: NEW_PASSWORD,
    });
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual({ output: 'error', message: messages.forcedResetNotDue });
    expect(await consumerRow(account.email)).toEqual(before);
    expect(await server.db.selectFrom('sessions').selectAll().orderBy('id').execute()).toEqual(sessions);
    // The owner's session goes on, and the same sign-in may still finish with its code.
    const details = await server.client.get(
      '/v1/ddp/view-personal-details',
      { emailid: account.email },
      { token },
    );
    expect(details.status).toBe(200);
    server.clock.advance(30_000);
    const code = await server.client.post(
      '/v1/ddp/totp-validate',
      { email: account.email, userToken: codeAt(account, server.clock) },
      { token: login.body.data },
    );
    expect(code.status).toBe(200);
  });

  it('is due one day past the age limit, not before', async () => {
    const account = await registerAccount(server.client);
    server.clock.advance(90 * DAY);
    const onTheDay = await passwordStep(server.client, account);
    const payload = { email: account.email, oldPass: GOOD_PASSWORD, newPass: NEW_PASSWORD };
    expect((await forced(onTheDay, payload)).status).toBe(403);
    server.clock.advance(1);
    const past = await passwordStep(server.client, account);
    expect((await forced(past, payload)).status).toBe(200);
  });

  it('is due when an operator asked for it (CLI): the login says so, the code step waits, a change clears it', async () => {
    const account = await registerAccount(server.client);
    const { token } = await signIn(server.client, account, server.clock);
    const cli = await runCli(server, ['accounts', 'require-password-reset', account.email]);
    expect(cli.code).toBe(0);
    expect(cli.output).toContain(account.email);
    expect((await consumerRow(account.email)).password_reset_required).toBe(true);
    // Sessions end with the request.
    const details = await server.client.get(
      '/v1/ddp/view-personal-details',
      { emailid: account.email },
      { token },
    );
    expect(details.status).toBe(401);

    const login = await server.client.post<{ data: string; reset_password: boolean }>(
      '/v1/ddp/login',
      account,
    );
    expect(login.body.reset_password).toBe(true);
    server.clock.advance(30_000);
    const skipped = await server.client.post(
      '/v1/ddp/totp-validate',
      { email: account.email, userToken: codeAt(account, server.clock) },
      { token: login.body.data },
    );
    expect(skipped.status).toBe(403);
    expect(skipped.body.message).toBe(messages.passwordResetRequested);

    const done = await forced(login.body.data, {
      email: account.email,
      oldPass: GOOD_PASSWORD,
      newPass: NEW_PASSWORD,
    });
    expect(done.status).toBe(200);
    expect((await consumerRow(account.email)).password_reset_required).toBe(false);
    const next = await server.client.post('/v1/ddp/login', { email: account.email, password: NEW_PASSWORD });
    expect(next.body.reset_password).toBe(false);
  });

  it('clears the operator request with a reset by link too', async () => {
    const account = await registerAccount(server.client);
    const { token } = await signIn(server.client, account, server.clock);
    expect((await requirePasswordReset(server.client, server.operatorToken, account.email)).status).toBe(200);
    expect((await consumerRow(account.email)).password_reset_required).toBe(true);
    // The request ended the session it was made in.
    expect((await changeInSettings(server.client, account, token, NEW_PASSWORD)).status).toBe(401);
    await resetByLink(server.client, account, NEW_PASSWORD);
    expect((await consumerRow(account.email)).password_reset_required).toBe(false);
  });

  it('answers the operator for an unknown address with 404 and changes nothing', async () => {
    const reply = await requirePasswordReset(server.client, server.operatorToken, 'nobody.here@example.com');
    expect(reply.status).toBe(404);
  });

  describe('a sign-in started before a password change cannot be finished after it', () => {
    /** Password step of sign-in A; then `change`; then A's code. */
    async function codeAfterChange(change: (account: RegisteredAccount) => Promise<unknown>) {
      const account = await registerAccount(server.client);
      const signInA = await passwordStep(server.client, account);
      await change(account);
      server.clock.advance(30_000);
      return server.client.post(
        '/v1/ddp/totp-validate',
        { email: account.email, userToken: codeAt(account, server.clock) },
        { token: signInA },
      );
    }

    it('by link', async () => {
      const reply = await codeAfterChange((account) => resetByLink(server.client, account, NEW_PASSWORD));
      expect(reply.status).toBe(401);
      expect(reply.body.code).toBe('temporary_expired');
    });

    it('in the settings', async () => {
      const reply = await codeAfterChange(async (account) => {
        const { token } = await signIn(server.client, account, server.clock);
        expect((await changeInSettings(server.client, account, token, NEW_PASSWORD)).status).toBe(200);
      });
      expect(reply.status).toBe(401);
      expect(reply.body.code).toBe('temporary_expired');
    });

    it('by the forced reset of another sign-in, which itself goes on to the code', async () => {
      const account = await registerAccount(server.client);
      server.clock.advance(91 * DAY);
      const signInA = await passwordStep(server.client, account);
      const signInB = await passwordStep(server.client, account);
      const done = await forced(signInB, {
        email: account.email,
        oldPass: GOOD_PASSWORD,
        newPass: NEW_PASSWORD,
      });
      expect(done.status).toBe(200);
      server.clock.advance(30_000);
      const codeOf = (temporary: string) =>
        server.client.post(
          '/v1/ddp/totp-validate',
          { email: account.email, userToken: codeAt(account, server.clock) },
          { token: temporary },
        );
      const a = await codeOf(signInA);
      expect(a.status).toBe(401);
      expect(a.body.code).toBe('temporary_expired');
      expect((await codeOf(signInB)).status).toBe(200);
    });
  });
});
