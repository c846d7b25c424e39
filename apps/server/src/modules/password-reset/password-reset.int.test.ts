import { messages } from '@ddp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GOOD_PASSWORD,
  type RegisteredAccount,
  registerAccount,
  signIn,
} from '../../../test/test-support/accounts';
import { linkDetails, mailCount, newestMail } from '../../../test/test-support/mailbox';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';

const MINUTE = 60_000;
const NEW_PASSWORD = 'Brand-New-Password-42';

describe(`password reset by mailed link (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const forgot = (email: string) => server.client.post('/v1/ddp/forgot-password', { email });
  const validate = (d: Record<string, string>) =>
    server.client.post('/v1/ddp/validate-reset-password-token', {
      email: d.email,
      token: d.token,
      date: d.inviteDate,
    });
  const reset = (d: Record<string, string>, newPass = NEW_PASSWORD) =>
    server.client.post('/v1/ddp/custom-reset-password', { email: d.email, token: d.token, newPass });
  const login = (email: string, password: string) => server.client.post('/v1/ddp/login', { email, password });

  async function requestLink(account: RegisteredAccount) {
    const before = await mailCount(server.client, account.email);
    expect((await forgot(account.email)).status).toBe(200);
    for (let i = 0; i < 50 && (await mailCount(server.client, account.email)) === before; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return linkDetails(await newestMail(server.client, account.email, /Reset/));
  }

  it('answers the same whether or not the account exists', async () => {
    const account = await registerAccount(server.client);
    const known = await forgot(account.email);
    const unknown = await forgot('nobody-here@example.com');
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body).toEqual({ output: 'success', message: messages.forgotSent });
  });

  it('mails a link to /dev-portal/reset-password carrying e-mail, a 256-bit token and the date', async () => {
    const account = await registerAccount(server.client);
    const { url, details } = await requestLink(account);
    expect(`${url.origin}${url.pathname}`).toBe('http://portal.test/dev-portal/reset-password');
    expect(details.email).toBe(account.email);
    expect(Buffer.from(details.token!, 'base64url')).toHaveLength(32);
    expect(details.inviteDate).toBe(server.clock.now().toISOString());
    const stored = await server.db.selectFrom('password_resets').select('token_hash').execute();
    expect(JSON.stringify(stored)).not.toContain(details.token);
  });

  it('honours the link at 59:59 and calls it expired at 60:00', async () => {
    const account = await registerAccount(server.client);
    const { details } = await requestLink(account);
    server.clock.advance(60 * MINUTE - 1_000);
    expect((await validate(details)).body).toEqual({ output: 'success', message: messages.linkValid });
    server.clock.advance(1_000);
    const expired = await validate(details);
    expect(expired.status).toBe(410);
    expect(expired.body).toMatchObject({ output: 'error', message: 'This link has been expired' });
    expect((await reset(details)).body.message).toBe('This link has been expired');
  });

  it('sets the new password once: the old one and a second use of the link are refused', async () => {
    const account = await registerAccount(server.client);
    const { details } = await requestLink(account);
    const done = await reset(details);
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(messages.passwordResetDone);
    expect((await login(account.email, NEW_PASSWORD)).status).toBe(200);
    expect((await login(account.email, GOOD_PASSWORD)).status).toBe(401);
    const again = await reset(details, 'Yet-Another-Password-77');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('The Token is not valid anymore!');
  });

  it('voids an older link when a newer one is sent', async () => {
    const account = await registerAccount(server.client);
    const first = await requestLink(account);
    server.clock.advance(MINUTE);
    const second = await requestLink(account);
    expect((await validate(first.details)).body.message).toBe('The Token is not valid anymore!');
    expect((await reset(second.details)).status).toBe(200);
  });

  it('voids the link when the password is changed in the settings', async () => {
    const account = await registerAccount(server.client);
    const { details } = await requestLink(account);
    const { token } = await signIn(server.client, account, server.clock);
    const changed = await server.client.post(
      '/v1/ddp/update-password',
      { email: account.email, oldpassword: GOOD_PASSWORD, confirmpassword: NEW_PASSWORD },
      { token },
    );
    expect(changed.status).toBe(200);
    expect((await validate(details)).body.message).toBe('The Token is not valid anymore!');
  });

  it('refuses a token of another person, a made-up token and a malformed one', async () => {
    const account = await registerAccount(server.client);
    const other = await registerAccount(server.client);
    const { details } = await requestLink(account);
    expect((await validate({ ...details, email: other.email })).status).toBe(400);
    const madeUp = await validate({ ...details, token: Buffer.alloc(32, 1).toString('base64url') });
    expect(madeUp.body.message).toBe('The Token is not valid anymore!');
    const malformed = await validate({ ...details, token: 'short' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Not a valid token');
  });

  it('applies the password policy and wants a password other than the current one', async () => {
    const account = await registerAccount(server.client);
    const { details } = await requestLink(account);
    const weak = await reset(details, 'weakweakweakweakweak');
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe(messages.passwordClassesReset);
    const same = await reset(details, GOOD_PASSWORD);
    expect(same.status).toBe(400);
    expect(same.body.message).toBe(messages.passwordMustDiffer);
    expect((await reset(details)).status).toBe(200);
  });

  it('ends every session of the person when the password is reset', async () => {
    const account = await registerAccount(server.client);
    const { token } = await signIn(server.client, account, server.clock);
    const { details } = await requestLink(account);
    expect((await reset(details)).status).toBe(200);
    const reply = await server.client.get(
      '/v1/ddp/view-personal-details',
      { emailid: account.email },
      { token },
    );
    expect(reply.status).toBe(401);
  });
});
