import { messages } from '@ddp/contract';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codeAt,
  mailedOtpauthUri,
  passwordStep,
  type RegisteredAccount,
  registerAccount,
  signIn,
} from '../../../test/test-support/accounts';
import {
  changeInSettings,
  mailsWithSubject,
  requirePasswordReset,
  resetByLink,
} from '../../../test/test-support/password-changes';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';
import { gmt, PASSWORD_CHANGED_SUBJECT, SECOND_FACTOR_CHANGED_SUBJECT } from './security-notice-mail';

const DAY = 86_400_000;
const NEW_PASSWORD = 'Brand-New-Password-42';
const LOGIN_DETAILS = 'Your Developer Portal login details';

describe(`a mailbox alone never yields an account (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const resend = (email: string, password: string) =>
    server.client.post('/v1/ddp/resend-qrcode', { email, password });
  const qrMails = (account: RegisteredAccount) =>
    mailsWithSubject(server.client, account.email, LOGIN_DETAILS);

  it('refuses resend-qrcode after a password reset by link for 7 days, pointing to the operator', async () => {
    const account = await registerAccount(server.client);
    const owned = await resetByLink(server.client, account, NEW_PASSWORD);
    const before = (await qrMails(account)).length;

    const refused = await resend(owned.email, owned.password);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ output: 'error', message: messages.qrResendCoolingDown(7) });
    expect(messages.qrResendCoolingDown(7)).toMatch(/administrator or the portal's support/);
    // Wrong credentials still get the login's own answer: nothing tells that a reset happened.
    const wrong = await resend(owned.email, 'Wrong-Password-123456');
    server.clock.advance(20_000);
    const loginWrong = await server.client.post('/v1/ddp/login', {
      email: owned.email,
      password: 'Wrong-Password-123456',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(loginWrong.body);

    server.clock.advance(7 * DAY - 20_000 - 1_000);
    expect((await resend(owned.email, owned.password)).status).toBe(403);
    expect((await qrMails(account)).length).toBe(before);
    server.clock.advance(1_000);
    const later = await resend(owned.email, owned.password);
    expect(later.status).toBe(200);
    expect((await qrMails(account)).length).toBe(before + 1);
  });

  it('does not refuse resend-qrcode after a change in the settings or a forced reset', async () => {
    const account = await registerAccount(server.client);
    const { token } = await signIn(server.client, account, server.clock);
    expect((await changeInSettings(server.client, account, token, NEW_PASSWORD)).status).toBe(200);
    expect((await resend(account.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('mails a new seed on resend: the old authenticator stops, sessions end, the new one signs in', async () => {
    const account = await registerAccount(server.client);
    const { token } = await signIn(server.client, account, server.clock);
    expect((await resend(account.email, account.password)).body).toEqual({
      output: 'success',
      message: messages.qrResent,
    });
    const uri = await mailedOtpauthUri(server.client, account.email);
    expect(uri).not.toBe(account.uri);
    const details = await server.client.get(
      '/v1/ddp/view-personal-details',
      { emailid: account.email },
      { token },
    );
    expect(details.status).toBe(401);

    server.clock.advance(30_000);
    const temporary = await passwordStep(server.client, account);
    const oldCode = await server.client.post(
      '/v1/ddp/totp-validate',
      { email: account.email, userToken: codeAt(account, server.clock) },
      { token: temporary },
    );
    expect(oldCode.status).toBe(401);
    const renewed = { ...account, uri, totp: OTPAuth.URI.parse(uri) as OTPAuth.TOTP };
    expect((await signIn(server.client, renewed, server.clock)).output).toBe('success');
  });

  /** The newest notice with this subject, checked for what every notice must say. */
  async function notice(account: RegisteredAccount, subject: string, ip: string | null) {
    const [mail, ...older] = await mailsWithSubject(server.client, account.email, subject);
    expect(mail, `a mail '${subject}'`).toBeDefined();
    expect(mail!.text).toContain(`Time: ${gmt(server.clock.now())}`);
    if (ip) expect(mail!.text).toContain(`from the address ${ip}`);
    expect(mail!.text).toContain('If this was not you');
    expect(mail!.text).toContain("'Forgot password'");
    return { mail: mail!, count: older.length + 1 };
  }

  it('mails a notice for every password change: by link, forced, in the settings', async () => {
    const account = await registerAccount(server.client);
    const byLink = await resetByLink(server.client, account, NEW_PASSWORD);
    const link = await notice(account, PASSWORD_CHANGED_SUBJECT, '127.0.0.1');
    expect(link.mail.text).toContain('reset link');
    expect(link.count).toBe(1);

    expect((await requirePasswordReset(server.client, server.operatorToken, account.email)).status).toBe(200);
    const temporary = await passwordStep(server.client, byLink);
    const forced = await server.client.post(
      '/v1/ddp/reset-password',
      { email: account.email, oldPass: NEW_PASSWORD, newPass: 'Forced-New-Password-43' },
      { token: temporary },
    );
    expect(forced.status).toBe(200);
    const atSignIn = await notice(account, PASSWORD_CHANGED_SUBJECT, '127.0.0.1');
    expect(atSignIn.mail.text).toContain('at sign-in');
    expect(atSignIn.count).toBe(2);

    const current = { ...byLink, password: 'Forced-New-Password-43' };
    const { token } = await signIn(server.client, current, server.clock);
    expect((await changeInSettings(server.client, current, token, 'Settings-New-Password-44')).status).toBe(
      200,
    );
    const settings = await notice(account, PASSWORD_CHANGED_SUBJECT, '127.0.0.1');
    expect(settings.mail.text).toContain('in Settings');
    expect(settings.count).toBe(3);
  });

  it('mails a notice for every second-factor change: resend and the operator reset', async () => {
    const account = await registerAccount(server.client);
    expect((await resend(account.email, account.password)).status).toBe(200);
    const resent = await notice(account, SECOND_FACTOR_CHANGED_SUBJECT, '127.0.0.1');
    expect(resent.mail.text).toContain('no longer work');
    expect(resent.count).toBe(1);

    const reset = await server.client.raw('/v1/ops/accounts/reset-second-factor', {
      method: 'POST',
      json: { email: account.email },
      auth: { token: server.operatorToken, mfa: false },
    });
    expect(reset.status).toBe(200);
    const byOperator = await notice(account, SECOND_FACTOR_CHANGED_SUBJECT, null);
    expect(byOperator.mail.text).toContain("portal's support");
    // The operator's own address means nothing to the person.
    expect(byOperator.mail.text).not.toContain('from the address');
    expect(byOperator.count).toBe(2);
  });
});

describe(`QR_RESEND_COOLDOWN_DAYS=0 (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { QR_RESEND_COOLDOWN_DAYS: '0' } });
  });
  afterAll(() => server.close());

  it('turns the cool-down off', async () => {
    const account = await registerAccount(server.client);
    const owned = await resetByLink(server.client, account, NEW_PASSWORD);
    const reply = await server.client.post('/v1/ddp/resend-qrcode', {
      email: owned.email,
      password: owned.password,
    });
    expect(reply.status).toBe(200);
  });
});
