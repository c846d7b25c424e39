import { messages } from '@ddp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aRegistration,
  GOOD_PASSWORD,
  type RegisteredAccount,
  registerAccount,
  signIn,
} from '../../../test/test-support/accounts';
import { linkDetails, newestMail } from '../../../test/test-support/mailbox';
import { asSession, complete, invitationFor, invite } from '../../../test/test-support/teams';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';

const DAY = 86_400_000;
// Each meets the spec's rules (16 characters, 3 of 4 classes) and is among an attacker's first tries.
const COMMON = ['Password12345678', 'P@ssw0rdP@ssw0rd', 'Qwerty1234567890!'];

describe(`common passwords are refused wherever a password is set (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const refusedAs = (reply: { status: number; body: Record<string, unknown> }, field: string) => {
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      output: 'error',
      message: messages.passwordTooCommon,
      errors: { [field]: messages.passwordTooCommon },
    });
  };
  const passwordWorks = async (email: string, password: string) =>
    (await server.client.post('/v1/ddp/login', { email, password })).status === 200;

  it.each(COMMON)('registration refuses %s and creates nothing', async (password) => {
    const data = aRegistration({ password });
    refusedAs(await server.client.postPlain('/v1/ddp/register-user', { Data: data }), 'password');
    const stored = await server.db
      .selectFrom('consumers')
      .select('id')
      .where('email', '=', data.email)
      .executeTakeFirst();
    expect(stored).toBeUndefined();
  });

  it.each(COMMON)('completing an invitation refuses %s and the link still works after', async (password) => {
    const ownerAccount = await registerAccount(server.client);
    const owner = asSession(ownerAccount, await signIn(server.client, ownerAccount, server.clock));
    const email = `invitee.${Math.random().toString(16).slice(2, 10)}@example.com`;
    expect((await invite(server.client, owner, { email })).status).toBe(201);
    const payload = await invitationFor(server.client, email);
    refusedAs(await complete(server.client, payload, { password }), 'password');
    expect((await complete(server.client, payload)).status).toBe(201);
  });

  it.each(COMMON)('the reset by link refuses %s and keeps the old password', async (password) => {
    const account = await registerAccount(server.client);
    await server.client.post('/v1/ddp/forgot-password', { email: account.email });
    const { details } = linkDetails(await newestMail(server.client, account.email, /Reset/));
    const reply = await server.client.post('/v1/ddp/custom-reset-password', {
      email: details.email,
      token: details.token,
      newPass: password,
    });
    refusedAs(reply, 'newPass');
    expect(await passwordWorks(account.email, GOOD_PASSWORD)).toBe(true);
    expect(await passwordWorks(account.email, password)).toBe(false);
  });

  it.each(COMMON)('the forced reset refuses %s and keeps the old password', async (password) => {
    const account = await registerAccount(server.client);
    server.clock.advance(91 * DAY);
    const login = await server.client.post<{ data: string }>('/v1/ddp/login', {
      email: account.email,
      password: account.password,
    });
    const reply = await server.client.post(
      '/v1/ddp/reset-password',
      { email: account.email, oldPass: GOOD_PASSWORD, newPass: password },
      { token: login.body.data },
    );
    refusedAs(reply, 'newPass');
    expect(await passwordWorks(account.email, GOOD_PASSWORD)).toBe(true);
  });

  it.each(COMMON)('the settings change refuses %s and keeps the old password', async (password) => {
    const account: RegisteredAccount = await registerAccount(server.client);
    const { token } = await signIn(server.client, account, server.clock);
    const reply = await server.client.post(
      '/v1/ddp/update-password',
      { email: account.email, oldpassword: GOOD_PASSWORD, confirmpassword: password },
      { token },
    );
    refusedAs(reply, 'newPass');
    expect(await passwordWorks(account.email, GOOD_PASSWORD)).toBe(true);
  });
});
