import type { AddressInfo } from 'node:net';
import { messages } from '@ddp/contract';
import { type ParsedMail, simpleParser } from 'mailparser';
import * as OTPAuth from 'otpauth';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aRegistration,
  otpauthUriOfMailedKey,
  type RegisteredAccount,
  signIn,
} from '../../../test/test-support/accounts';
import { asSession, invite } from '../../../test/test-support/teams';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';
import { smtpMailer } from './smtp-mailer';

/**
 * Addresses a mail library reads as another recipient, several recipients or a header: display
 * names, angle brackets, comments, quoted strings, whitespace, lists, groups, domain literals.
 */
const HOSTILE = [
  'x<victim@example.org>',
  'Victim <victim@example.org>',
  '<victim@example.org>',
  '"victim@example.org" <x@example.net>',
  '"victim"@example.org',
  'victim@example.org,x@example.net',
  'victim@example.org;x@example.net',
  '(comment)victim@example.org',
  'victim(comment)@example.org',
  'team:victim@example.org;',
  'victim@[127.0.0.1]',
  'victim@example.org\r\nbcc:x@example.net',
  'victim@example.org x@example.net',
];

interface Received {
  from: string;
  to: string[];
  mail: ParsedMail;
}

describe(`addresses are plain addr-specs everywhere (${testDatabaseKind})`, () => {
  let smtp: SMTPServer;
  let smtpUrl: string;
  let server: TestServer;
  const received: Received[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((mail) =>
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              mail,
            }),
          )
          .then(() => callback(), callback);
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
    server = await startTestServer({
      env: { SMTP_URL: smtpUrl, MAIL_FROM: 'Developer Portal <portal@example.com>' },
    });
  });
  afterAll(async () => {
    await server.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  const recipients = () => received.flatMap((r) => r.to);
  const mailTo = async (address: string) => {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const found = received.find((r) => r.to.includes(address));
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no mail to ${address}`);
  };
  const consumers = async () => (await server.db.selectFrom('consumers').select('email').execute()).length;

  async function anOwner() {
    const data = aRegistration();
    expect((await server.client.postPlain('/v1/ddp/register-user', { Data: data })).status).toBe(201);
    const uri = otpauthUriOfMailedKey((await mailTo(data.email)).mail.text ?? '') ?? '';
    const account: RegisteredAccount = {
      email: data.email,
      password: data.password,
      uri,
      totp: OTPAuth.URI.parse(uri) as OTPAuth.TOTP,
    };
    return asSession(account, await signIn(server.client, account, server.clock));
  }

  it('refuses every such address at registration, invitation, forgotten password and sign-in, and mails nobody', async () => {
    const owner = await anOwner();
    const before = await consumers();
    const mailsBefore = received.length;
    for (const address of HOSTILE) {
      const registration = await server.client.postPlain('/v1/ddp/register-user', {
        Data: aRegistration({ email: address }),
      });
      expect([address, registration.status, registration.body.message]).toEqual([
        address,
        400,
        messages.emailInvalid,
      ]);
      const invitation = await invite(server.client, owner, { email: address });
      expect([address, invitation.status, invitation.body.message]).toEqual([
        address,
        400,
        messages.inviteEmailInvalid,
      ]);
      const forgot = await server.client.post('/v1/ddp/forgot-password', { email: address });
      expect([address, forgot.status, forgot.body.message]).toEqual([address, 400, messages.emailInvalid]);
      const login = await server.client.post('/v1/ddp/login', { email: address, password: 'x' });
      expect([address, login.status]).toEqual([address, 400]);
    }
    // Mail that would go out after a reply has had time to.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received.length).toBe(mailsBefore);
    expect(recipients()).not.toContain('victim@example.org');
    expect(recipients()).not.toContain('x@example.net');
    expect(await consumers()).toBe(before);
  });

  it('has the mailer hand nodemailer an address object: a hostile recipient is refused, a plain one gets exactly its mail', async () => {
    const mailer = smtpMailer(smtpUrl, 'Developer Portal <portal@example.com>');
    try {
      const mail = { subject: 'Hello', text: 'Hello', html: '<p>Hello</p>', attachments: [] };
      for (const address of HOSTILE) {
        await expect(mailer.send({ ...mail, to: address })).rejects.toThrow(/not one plain e-mail address/);
      }
      expect(recipients()).not.toContain('victim@example.org');

      await mailer.send({ ...mail, to: 'ada.lovelace+portal@example.com' });
      const sent = await mailTo('ada.lovelace+portal@example.com');
      expect(sent.to).toEqual(['ada.lovelace+portal@example.com']);
      expect(sent.from).toBe('portal@example.com');
      expect(sent.mail.to).toMatchObject({
        value: [{ address: 'ada.lovelace+portal@example.com', name: '' }],
      });
      expect(sent.mail.from).toMatchObject({
        value: [{ address: 'portal@example.com', name: 'Developer Portal' }],
      });
    } finally {
      await mailer.close();
    }
  });

  it('refuses to start mailing from a MAIL_FROM that is not one address', () => {
    for (const from of ['', 'a@example.com, b@example.com', 'Portal <a@example.com> <b@example.com>']) {
      expect(() => smtpMailer(smtpUrl, from)).toThrow(/MAIL_FROM/);
    }
  });
});
