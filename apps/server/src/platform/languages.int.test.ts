import { type MailboxReply, messages } from '@ddp/contract';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aRegistration, signIn } from '../../test/test-support/accounts';
import { newestMail } from '../../test/test-support/mailbox';
import { testDatabaseKind } from '../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../test/test-support/test-server';

const GERMAN = {
  loginFailed: 'E-Mail-Adresse oder Passwort ist falsch.',
  registered: 'Ihr Konto wurde angelegt.',
  languageInvalid: 'Die Sprache muss en (Englisch) oder de (Deutsch) sein.',
  loginSubject: 'Ihre Anmeldedaten für das Entwicklerportal',
  resetSubject: 'Passwort für das Entwicklerportal zurücksetzen',
};

describe(`the portal's languages (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const send = (path: string, body: unknown, language?: string) =>
    fetch(`${server.client.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(language ? { 'accept-language': language } : {}) },
      body: JSON.stringify(body),
    }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as { message: string },
    }));

  const mails = async (to: string) =>
    (await server.client.raw<MailboxReply>(`/v1/dev/mailbox?to=${to}`, { method: 'GET' })).body.messages;

  async function registeredIn(language: string | undefined) {
    const data = aRegistration();
    const reply = await send('/v1/ddp/register-user', { Data: data }, language);
    expect(reply.status).toBe(201);
    // The key for typing by hand, in groups of four, whatever the language around it.
    const text = (await mails(data.email))[0]?.text ?? '';
    const key = /^((?:[A-Z2-7]{4} )+[A-Z2-7]{1,4})$/m.exec(text)?.[1] ?? '';
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key.replaceAll(' ', '')) });
    const account = { email: data.email, password: data.password, totp, uri: totp.toString() };
    return { data, reply, account };
  }

  it('answers in the language Accept-Language asks for, and in English for one it does not have', async () => {
    let attempt = 0;
    // Each try from another address: the brute-force limits count per address.
    const wrong = async (language?: string) => {
      attempt += 1;
      const encryptData = await server.client.encrypt({
        email: `nobody${attempt}@example.com`,
        password: 'x',
      });
      return (await send('/v1/ddp/login', { encryptData }, language)).body.message;
    };
    expect(await wrong('de-DE,de;q=0.9,en;q=0.8')).toBe(GERMAN.loginFailed);
    expect(await wrong('fr-FR, de;q=0.5')).toBe(GERMAN.loginFailed);
    expect(await wrong('fr-FR,fr;q=0.9')).toBe(messages.loginFailed);
    expect(await wrong('de;q=0, en')).toBe(messages.loginFailed);
    expect(await wrong('x'.repeat(300))).toBe(messages.loginFailed);
    expect(await wrong(undefined)).toBe(messages.loginFailed);
  });

  it('gives a German validation message in German, the English one unchanged', async () => {
    const bad = { Data: { ...aRegistration(), email: 'not an address' } };
    expect((await send('/v1/ddp/register-user', bad, 'de')).body.message).toContain('gültige E-Mail-Adresse');
    expect((await send('/v1/ddp/register-user', bad, 'en-GB')).body.message).toContain(messages.emailInvalid);
  });

  it('mails a German registration its login details in German, and keeps German for the account', async () => {
    const { reply, data, account } = await registeredIn('de-DE');
    expect(reply.body.message).toBe(GERMAN.registered);
    const [mail] = await mails(data.email);
    expect(mail?.subject).toBe(GERMAN.loginSubject);
    expect(mail?.text).toContain(`Hallo ${data.firstname},`);
    expect(mail?.text).not.toContain('Hello');

    // Signed in without Accept-Language: the account's language still speaks.
    const session = await signIn(server.client, account, server.clock);
    const refused = await server.client.post(
      '/v1/ddp/set-language',
      { consumerId: session.consumerId, language: 'fr' },
      { token: session.token },
    );
    expect(refused).toMatchObject({
      status: 400,
      body: { output: 'error', message: GERMAN.languageInvalid },
    });

    // A reset link asked for without any language is mailed in the account's.
    await server.client.post('/v1/ddp/forgot-password', { email: data.email });
    // The reset mail goes out after the reply.
    expect((await newestMail(server.client, data.email, /Passwort/)).subject).toBe(GERMAN.resetSubject);
  });

  it('switches an account to English and back; a bad language gets a clear 400 and changes nothing', async () => {
    const { data, account } = await registeredIn(undefined);
    const session = await signIn(server.client, account, server.clock);
    const setTo = (language: unknown) =>
      server.client.post(
        '/v1/ddp/set-language',
        { consumerId: session.consumerId, language },
        { token: session.token },
      );

    for (const bad of ['fr', 'EN', 'de-DE', '', 42, null]) {
      expect(await setTo(bad), String(bad)).toMatchObject({
        status: 400,
        body: { output: 'error', message: messages.languageInvalid },
      });
    }
    await server.client.post('/v1/ddp/forgot-password', { email: data.email });
    expect((await newestMail(server.client, data.email, /Reset/)).subject).toBe(
      'Reset your Developer Portal password',
    );

    expect(await setTo('de')).toMatchObject({
      status: 200,
      body: { output: 'success', message: 'Ihre Sprache wurde gespeichert.', language: 'de' },
    });
    server.clock.advance(60_000);
    await server.client.post('/v1/ddp/forgot-password', { email: data.email });
    // The reset mail goes out after the reply.
    expect((await newestMail(server.client, data.email, /Passwort/)).subject).toBe(GERMAN.resetSubject);

    // Someone else's consumerId changes nothing.
    const other = await registeredIn(undefined);
    const otherSession = await signIn(server.client, other.account, server.clock);
    const foreign = await server.client.post(
      '/v1/ddp/set-language',
      { consumerId: otherSession.consumerId, language: 'de' },
      { token: session.token },
    );
    expect(foreign.status).toBeGreaterThanOrEqual(400);
    expect(await setTo('en')).toMatchObject({ status: 200, body: { message: messages.languageSaved } });
  });
});
