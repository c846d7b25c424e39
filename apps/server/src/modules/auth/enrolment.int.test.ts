import { messages } from '@ddp/contract';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aRegistration,
  codeAt,
  GOOD_PASSWORD,
  passwordStep,
  type RegisteredAccount,
  registerAccount,
  type SignedInReply,
  signIn,
} from '../../../test/test-support/accounts';
import { mailCount, newestMail } from '../../../test/test-support/mailbox';
import type { PortalClient } from '../../../test/test-support/portal-client';
import { complete, invitationFor, invite } from '../../../test/test-support/teams';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';
import { ENROLMENT_CODE_SUBJECT } from './enrolment-mail';
import { SECOND_FACTOR_CHANGED_SUBJECT } from './security-notice-mail';

const START = '/v1/ddp/enrolment-start';
const CONFIRM = '/v1/ddp/enrolment-confirm';
const CHANGE_START = '/v1/ddp/authenticator-change-start';
const CHANGE_CONFIRM = '/v1/ddp/authenticator-change-confirm';

interface SecretReply {
  output: string;
  secret: string;
  otpauthUri: string;
}

const totpOf = (uri: string) => OTPAuth.URI.parse(uri) as OTPAuth.TOTP;
const subjectOf = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** The 8-digit code of the newest enrolment mail to `email`. */
async function mailedCode(client: PortalClient, email: string): Promise<string> {
  const mail = await newestMail(client, email, subjectOf(ENROLMENT_CODE_SUBJECT));
  const code = /\b(\d{8})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error('no code in the enrolment mail');
  return code;
}

/** The audit events of a type about an account, once `count` of them are written (in the background). */
async function eventsUntil(server: TestServer, email: string, type: string, count: number) {
  const read = () =>
    server.db
      .selectFrom('audit_events')
      .select(['details', 'address'])
      .where('target', '=', email)
      .where('type', '=', type)
      .execute();
  const deadline = Date.now() + 5_000;
  let rows = await read();
  while (rows.length < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    rows = await read();
  }
  return rows;
}

describe(`TOTP_ENROLMENT=browser: the first sign-in sets up the authenticator on screen (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { TOTP_ENROLMENT: 'browser' } });
  });
  afterAll(() => server.close());

  async function register() {
    const data = aRegistration();
    const reply = await server.client.postPlain('/v1/ddp/register-user', { Data: data });
    expect(reply.status).toBe(201);
    // The reply says so (the SPA then speaks of no mail); the spec's fields stay as they are.
    expect(reply.body).toEqual({ output: 'success', message: messages.registered, enrol: true });
    return data;
  }

  async function login(email: string, password: string) {
    server.clock.advance(30_000);
    return server.client.post<{ data: string; reset_password: boolean; enrol?: boolean }>('/v1/ddp/login', {
      email,
      password,
    });
  }

  it('mails no QR code at registration; the first sign-in is told to enrol and gets a mailed code', async () => {
    const data = await register();
    expect(await mailCount(server.client, data.email)).toBe(0);
    const reply = await login(data.email, data.password);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ output: 'success', reset_password: false, enrol: true });
    const mail = await newestMail(server.client, data.email);
    expect(mail.subject).toBe(ENROLMENT_CODE_SUBJECT);
    expect(mail.text).toMatch(/\b\d{8}\b/);
    // The mail gives no key: the mailbox alone sets up nothing either.
    expect(mail.text).not.toMatch(/otpauth|[A-Z2-7]{4} [A-Z2-7]{4}/);
    expect(mail.attachments ?? []).toEqual([]);
  });

  it('a wrong password says nothing about the account or its set-up', async () => {
    const data = await register();
    const wrong = await login(data.email, 'Not-The-Password-123');
    const unknown = await login(`nobody.${Date.now()}@example.com`, 'Not-The-Password-123');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(await mailCount(server.client, data.email)).toBe(0);
  });

  it('shows the key only after the mailed code; wrong codes are refused and counted', async () => {
    const data = await register();
    const temporary = (await login(data.email, data.password)).body.data;
    const code = await mailedCode(server.client, data.email);
    const wrongCode = code === '00000000' ? '00000001' : '00000000';
    const wrong = await server.client.post(
      START,
      { email: data.email, mailCode: wrongCode },
      { token: temporary },
    );
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ output: 'error', message: messages.enrolMailCodeInvalid });
    // The password alone never gets the key, and a code step without a set-up key is refused.
    const noKey = await server.client.post(
      CONFIRM,
      { email: data.email, userToken: '123456' },
      { token: temporary },
    );
    expect(noKey.status).toBe(401);
    const right = await server.client.post<SecretReply>(
      START,
      { email: data.email, mailCode: code },
      { token: temporary },
    );
    expect(right.status).toBe(200);
    expect(right.body.secret).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    expect(right.body.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    const totp = totpOf(right.body.otpauthUri);
    expect(totp.secret.base32.replace(/=+$/, '')).toBe(right.body.secret.replaceAll(' ', ''));
    // Asked again in the same sign-in (a reloaded screen), the same key.
    const again = await server.client.post<SecretReply>(
      START,
      { email: data.email, mailCode: code },
      { token: temporary },
    );
    expect(again.body.secret).toBe(right.body.secret);
    // Every refusal was counted on the account's sign-in counters, as the audit log shows.
    const wrongFirst = await server.client.post(
      CONFIRM,
      {
        email: data.email,
        userToken: totp.generate({ timestamp: server.clock.now().getTime() - 5 * 60_000 }),
      },
      { token: temporary },
    );
    expect(wrongFirst.status).toBe(401);
    expect(wrongFirst.body).toMatchObject({ message: messages.codeInvalid });
    expect(await eventsUntil(server, data.email, 'security.sign_in_failed', 3)).toHaveLength(3);
  });

  it('a right first code enrols and signs in; the factor then works like any other; no second enrolment', async () => {
    const data = await register();
    const temporary = (await login(data.email, data.password)).body.data;
    const code = await mailedCode(server.client, data.email);
    const key = await server.client.post<SecretReply>(
      START,
      { email: data.email, mailCode: code },
      { token: temporary },
    );
    const totp = totpOf(key.body.otpauthUri);
    const done = await server.client.post<SignedInReply>(
      CONFIRM,
      { email: data.email, userToken: totp.generate({ timestamp: server.clock.now().getTime() }) },
      { token: temporary },
    );
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      output: 'success',
      message: messages.codeAccepted,
      isAdminConsumer: true,
    });
    const details = await server.client.get(
      '/v1/ddp/view-personal-details',
      { emailid: data.email },
      { token: done.body.token },
    );
    expect(details.status).toBe(200);

    // The next sign-in is the spec's: no enrol flag, no mail, the code from the new authenticator.
    const before = await mailCount(server.client, data.email);
    const next = await login(data.email, data.password);
    expect(next.body).not.toHaveProperty('enrol');
    expect(await mailCount(server.client, data.email)).toBe(before);
    const account: RegisteredAccount = {
      email: data.email,
      password: data.password,
      totp,
      uri: key.body.otpauthUri,
    };
    const code2 = await server.client.post(
      '/v1/ddp/totp-validate',
      { email: data.email, userToken: codeAt(account, server.clock) },
      { token: next.body.data },
    );
    expect(code2.status).toBe(200);

    // A second enrolment is refused: the password cannot replace the factor on screen.
    const later = await login(data.email, data.password);
    for (const [path, body] of [
      [START, { email: data.email, mailCode: code }],
      [CONFIRM, { email: data.email, userToken: codeAt(account, server.clock) }],
    ] as const) {
      const refused = await server.client.post(path, body, { token: later.body.data });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ message: messages.enrolNothingToSetUp });
    }
  });

  it("one sign-in's mailed code serves no other sign-in", async () => {
    const data = await register();
    const first = (await login(data.email, data.password)).body.data;
    const firstCode = await mailedCode(server.client, data.email);
    const second = (await login(data.email, data.password)).body.data;
    const secondCode = await mailedCode(server.client, data.email);
    // The newer sign-in replaced the older one's set-up; the older code works nowhere.
    const old = await server.client.post(
      START,
      { email: data.email, mailCode: firstCode },
      { token: second },
    );
    expect(old.status).toBe(401);
    const stale = await server.client.post(
      START,
      { email: data.email, mailCode: secondCode },
      { token: first },
    );
    expect(stale.status).toBe(401);
    const ok = await server.client.post(
      START,
      { email: data.email, mailCode: secondCode },
      { token: second },
    );
    expect(ok.status).toBe(200);
  });

  it('an invited member enrols on screen too, after the mailed code', async () => {
    const owner = await register();
    const ownerTemp = (await login(owner.email, owner.password)).body.data;
    const ownerKey = await server.client.post<SecretReply>(
      START,
      { email: owner.email, mailCode: await mailedCode(server.client, owner.email) },
      { token: ownerTemp },
    );
    const done = await server.client.post<SignedInReply>(
      CONFIRM,
      {
        email: owner.email,
        userToken: totpOf(ownerKey.body.otpauthUri).generate({ timestamp: server.clock.now().getTime() }),
      },
      { token: ownerTemp },
    );
    expect(done.status).toBe(200);
    const email = `invited.${Date.now()}@example.com`;
    const ownerSession = { ...done.body, email: owner.email };
    expect((await invite(server.client, ownerSession, { email })).status).toBe(201);
    const completed = await complete(server.client, await invitationFor(server.client, email));
    expect(completed.status).toBe(201);
    expect(completed.body).toEqual({ output: 'success', message: messages.invitationCompleted, enrol: true });
    // The invitation mail only: no QR code follows it.
    expect(await mailCount(server.client, email)).toBe(1);
    const member = { email, password: GOOD_PASSWORD };
    const reply = await login(member.email, member.password);
    expect(reply.body.enrol).toBe(true);
    expect(await mailedCode(server.client, member.email)).toMatch(/^\d{8}$/);
  });

  it('bad input is 400 with the message, never 500; no token is 401', async () => {
    const data = await register();
    const temporary = (await login(data.email, data.password)).body.data;
    for (const body of [
      {},
      { email: data.email },
      { email: data.email, mailCode: '1234567' },
      { email: data.email, mailCode: 'abcdefgh' },
      { email: 'not-an-address', mailCode: '12345678' },
    ]) {
      const reply = await server.client.post(START, body, { token: temporary });
      expect(reply.status).toBe(400);
      expect(reply.body.output).toBe('error');
    }
    const format = await server.client.post(
      START,
      { email: data.email, mailCode: '1234' },
      { token: temporary },
    );
    expect(format.body.errors).toEqual({ mailCode: messages.enrolMailCodeFormat });
    const badCode = await server.client.post(
      CONFIRM,
      { email: data.email, userToken: 'x' },
      { token: temporary },
    );
    expect(badCode.status).toBe(400);
    expect((await server.client.post(START, { email: data.email, mailCode: '12345678' })).status).toBe(401);
  });
});

describe(`TOTP_ENROLMENT=mail (the default) is the spec's (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('mails the QR code at registration; the login reply has no enrol flag; on-screen enrolment is refused', async () => {
    const data = aRegistration();
    const registered = await server.client.postPlain('/v1/ddp/register-user', { Data: data });
    expect(registered.body).toEqual({ output: 'success', message: messages.registered });
    const account = await registerAccount(server.client);
    server.clock.advance(30_000);
    const reply = await server.client.post('/v1/ddp/login', {
      email: account.email,
      password: account.password,
    });
    expect(Object.keys(reply.body).sort()).toEqual(['data', 'message', 'output', 'reset_password']);
    const refused = await server.client.post(
      START,
      { email: account.email, mailCode: '12345678' },
      { token: (reply.body as { data: string }).data },
    );
    expect(refused.status).toBe(409);
    expect(await mailCount(server.client, account.email)).toBe(1);
  });
});

describe(`Settings, Change authenticator (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function signedIn() {
    const account = await registerAccount(server.client);
    const reply = await signIn(server.client, account, server.clock);
    return { account, token: reply.token };
  }
  const fresh = (account: RegisteredAccount) => {
    server.clock.advance(30_000);
    return codeAt(account, server.clock);
  };

  it('refuses a wrong fresh code, counted; an unconfirmed change leaves the old authenticator working', async () => {
    const { account, token } = await signedIn();
    const wrong = await server.client.post(
      CHANGE_START,
      { userToken: codeAt(account, server.clock, -20) },
      { token },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      message: messages.authenticatorCurrentCodeInvalid,
      errors: { userToken: messages.authenticatorCurrentCodeInvalid },
    });
    const failed = await eventsUntil(server, account.email, 'security.sign_in_failed', 1);
    expect(failed.length).toBeGreaterThan(0);

    const begun = await server.client.post<SecretReply>(
      CHANGE_START,
      { userToken: fresh(account) },
      { token },
    );
    expect(begun.status).toBe(200);
    expect(begun.body.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    // The fresh code was used up: it cannot begin another change.
    const reused = await server.client.post(
      CHANGE_START,
      { userToken: codeAt(account, server.clock) },
      { token },
    );
    expect(reused.status).toBe(400);
    // Never confirmed: the old authenticator still signs in, the new key does not.
    const newTotp = totpOf(begun.body.otpauthUri);
    server.clock.advance(30_000);
    const temporary = await passwordStep(server.client, account);
    const withNew = await server.client.post(
      '/v1/ddp/totp-validate',
      { email: account.email, userToken: newTotp.generate({ timestamp: server.clock.now().getTime() }) },
      { token: temporary },
    );
    expect(withNew.status).toBe(401);
    const withOld = await server.client.post(
      '/v1/ddp/totp-validate',
      { email: account.email, userToken: codeAt(account, server.clock) },
      { token: temporary },
    );
    expect(withOld.status).toBe(200);
    // The change belongs to the session that began it: another one cannot confirm it.
    const other = (withOld.body as { token: string }).token;
    const foreign = await server.client.post(
      CHANGE_CONFIRM,
      { userToken: newTotp.generate({ timestamp: server.clock.now().getTime() }) },
      { token: other },
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({ message: messages.authenticatorChangeNotStarted });
  });

  it('a confirmed change makes the old codes fail, ends the other sessions, mails a notice and records it', async () => {
    const { account, token } = await signedIn();
    const other = await signIn(server.client, account, server.clock);
    const begun = await server.client.post<SecretReply>(
      CHANGE_START,
      { userToken: fresh(account) },
      { token },
    );
    const newTotp = totpOf(begun.body.otpauthUri);
    const wrongNew = await server.client.post(
      CHANGE_CONFIRM,
      { userToken: codeAt(account, server.clock, 1) },
      { token },
    );
    expect(wrongNew.status).toBe(400);
    expect(wrongNew.body).toMatchObject({ message: messages.authenticatorNewCodeInvalid });
    const confirmed = await server.client.post(
      CHANGE_CONFIRM,
      { userToken: newTotp.generate({ timestamp: server.clock.now().getTime() }) },
      { token },
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ output: 'success', message: messages.authenticatorChanged });
    const details = (t: string) =>
      server.client.get('/v1/ddp/view-personal-details', { emailid: account.email }, { token: t });
    expect((await details(token)).status).toBe(200);
    expect((await details(other.token)).status).toBe(401);

    const notice = await newestMail(server.client, account.email, subjectOf(SECOND_FACTOR_CHANGED_SUBJECT));
    expect(notice.text).toContain(messages.mailChangedSecondFactorInSettings);
    expect(notice.text).toContain('127.0.0.1');

    server.clock.advance(30_000);
    const temporary = await passwordStep(server.client, account);
    const withOld = await server.client.post(
      '/v1/ddp/totp-validate',
      { email: account.email, userToken: codeAt(account, server.clock) },
      { token: temporary },
    );
    expect(withOld.status).toBe(401);
    const withNew = await server.client.post(
      '/v1/ddp/totp-validate',
      { email: account.email, userToken: newTotp.generate({ timestamp: server.clock.now().getTime() }) },
      { token: temporary },
    );
    expect(withNew.status).toBe(200);

    const [event] = await eventsUntil(server, account.email, 'security.factor_changed', 1);
    const recorded = typeof event?.details === 'string' ? JSON.parse(event.details) : event?.details;
    expect(recorded).toEqual({ how: 'settings' });
    expect(event?.address).toBe('127.0.0.1');
    // Confirmed once: the same confirmation again finds nothing to confirm.
    const twice = await server.client.post(
      CHANGE_CONFIRM,
      { userToken: newTotp.generate({ timestamp: server.clock.now().getTime() }) },
      { token },
    );
    expect(twice.status).toBe(400);
  });

  it('bad input is 400 with the message, never 500; without a session 401', async () => {
    const { token } = await signedIn();
    for (const path of [CHANGE_START, CHANGE_CONFIRM]) {
      for (const body of [{}, { userToken: '12' }, { userToken: 'abcdef' }, { userToken: 123456 }]) {
        const reply = await server.client.post(path, body, { token });
        expect(reply.status).toBe(400);
        expect(reply.body.output).toBe('error');
      }
      expect((await server.client.post(path, { userToken: '123456' })).status).toBe(401);
    }
    const confirmFirst = await server.client.post(CHANGE_CONFIRM, { userToken: '123456' }, { token });
    expect(confirmFirst.body).toMatchObject({ message: messages.authenticatorChangeNotStarted });
  });
});
