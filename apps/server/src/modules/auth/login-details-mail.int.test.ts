import type { MailboxReply } from '@ddp/contract';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aRegistration, passwordStep } from '../../../test/test-support/accounts';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';

describe(`the login details mail (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('gives the key to type by hand in groups of four, which an authenticator app signs in with', async () => {
    const data = aRegistration();
    expect((await server.client.postPlain('/v1/ddp/register-user', { Data: data })).status).toBe(201);
    const mailbox = await server.client.raw<MailboxReply>(`/v1/dev/mailbox?to=${data.email}`, {
      method: 'GET',
    });
    const mail = mailbox.body.messages[0]!;
    const lines = mail.text.split('\n');

    // 20 random bytes: 32 base32 characters, in eight groups of four, on a line of their own.
    const key = lines.find((line) => /^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/.test(line));
    expect(key).toBeDefined();
    expect(mail.html).toContain(`<code style="font-size:1.2em;letter-spacing:0.05em">${key}</code>`);
    expect(lines).toContain(
      `Account: ${data.email}. Type: time-based. Code: 6 digits, a new one every 30 seconds (SHA-1).`,
    );
    // The otpauth URI is for the QR code, not for a person to copy.
    expect(mail.text).not.toContain('otpauth:');
    expect(mail.html).not.toContain('otpauth:');

    // Typed into an app as a person would (spaces and all, as most apps take it): its code signs in.
    const app = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key!.replaceAll(' ', '')) });
    server.clock.advance(30_000);
    const temporary = await passwordStep(server.client, {
      email: data.email,
      password: data.password,
    } as never);
    const code = app.generate({ timestamp: server.clock.now().getTime() });
    const signedIn = await server.client.post(
      '/v1/ddp/totp-validate',
      { email: data.email, userToken: code },
      { token: temporary },
    );
    expect(signedIn.status).toBe(200);
  });

  it('writes each paragraph on one line, never broken mid-sentence', async () => {
    const data = aRegistration();
    expect((await server.client.postPlain('/v1/ddp/register-user', { Data: data })).status).toBe(201);
    const mailbox = await server.client.raw<MailboxReply>(`/v1/dev/mailbox?to=${data.email}`, {
      method: 'GET',
    });
    const lines = mailbox.body.messages[0]!.text.split('\n');
    expect(lines).toContain(
      'your Developer Portal account is ready. Sign in with your e-mail address and password, then with the 6-digit code from an authenticator app (for example one that supports TOTP).',
    );
    // Every line is whole: it ends a sentence, a greeting or a label, or is the key or the link.
    for (const line of lines.filter((text) => text !== '')) {
      expect(line).toMatch(/[.:,]$|^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$|^Sign in: https?:\/\/\S+$/);
    }
  });
});
