import { messages } from '@ddp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeAt, GOOD_PASSWORD, registerAccount } from '../../test-support/accounts';
import { testDatabaseKind } from '../../test-support/test-database';
import { startTestServer, type TestServer } from '../../test-support/test-server';

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
});
