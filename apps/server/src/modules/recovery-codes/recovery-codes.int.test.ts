import {
  type AuditLogReply,
  type ErrorReply,
  type MakeRecoveryCodesReply,
  messages,
  normaliseRecoveryCode,
  type RecoveryCodesStatusReply,
  type RecoveryCodeValidateReply,
} from '@ddp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codeAt,
  passwordStep,
  type RegisteredAccount,
  registerAccount,
  signIn,
} from '../../../test/test-support/accounts';
import { newestMail } from '../../../test/test-support/mailbox';
import { mailsWithSubject } from '../../../test/test-support/password-changes';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';
import { RECOVERY_CODE_USED_SUBJECT } from './recovery-code-mail';

/** A 6-digit code that is not the right one. */
const wrongCode = (right: string) => (right === '000000' ? '111111' : '000000');

const VIEW = '/v1/ddp/view-recovery-codes';
const MAKE = '/v1/ddp/make-recovery-codes';
const VALIDATE = '/v1/ddp/recovery-code-validate';

// Issue 22, part 2: ten single-use codes that stand in for the authenticator.
describe(`recovery codes (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function person() {
    const account = await registerAccount(server.client);
    const session = await signIn(server.client, account, server.clock);
    return { account, token: session.token, consumerId: session.consumerId };
  }
  type Person = Awaited<ReturnType<typeof person>>;

  const status = async (who: Person) => {
    const reply = await server.client.post<RecoveryCodesStatusReply>(VIEW, {}, { token: who.token });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body;
  };
  const make = (who: Person, password = who.account.password) =>
    server.client.post<MakeRecoveryCodesReply & Partial<ErrorReply>>(
      MAKE,
      { password },
      { token: who.token },
    );
  const made = async (who: Person) => {
    const reply = await make(who);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.codes;
  };
  const useCode = (account: RegisteredAccount, temporary: string, recoveryCode: unknown) =>
    server.client.post<RecoveryCodeValidateReply & Partial<ErrorReply>>(
      VALIDATE,
      { email: account.email, recoveryCode },
      { token: temporary },
    );
  /** Password step then the recovery code, a little later than the last try. */
  const signInWithCode = async (account: RegisteredAccount, code: string) => {
    server.clock.advance(20_000);
    return useCode(account, await passwordStep(server.client, account), code);
  };
  const auditOf = async (who: Person) => {
    const reply = await server.client.post<AuditLogReply>('/v1/ddp/view-audit-log', {}, { token: who.token });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data;
  };
  const storedHashes = (consumerId: string) =>
    server.db.selectFrom('recovery_codes').where('consumer_id', '=', consumerId).selectAll().execute();

  it('starts with none, makes ten once against the password, and stores only their hashes', async () => {
    const who = await person();
    expect(await status(who)).toEqual({ output: 'success', madeAt: null, left: 0, total: 0 });

    const codes = await made(who);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    expect(await status(who)).toEqual({
      output: 'success',
      madeAt: server.clock.now().toISOString(),
      left: 10,
      total: 10,
    });

    const rows = await storedHashes(who.consumerId);
    expect(rows).toHaveLength(10);
    const stored = JSON.stringify(rows);
    for (const code of codes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(normaliseRecoveryCode(code));
    }
    expect(rows.every((row) => row.used_at === null)).toBe(true);
  });

  it('refuses to make codes without the right password, and changes nothing', async () => {
    const who = await person();
    const codes = await made(who);
    const wrong = await make(who, 'Not-The-Password-1');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      output: 'error',
      message: messages.oldPasswordWrong,
      errors: { password: messages.oldPasswordWrong },
    });
    expect(JSON.stringify(wrong.body)).not.toMatch(/[0-9A-Z]{5}-[0-9A-Z]{5}/);
    const empty = await make(who, '');
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ password: messages.passwordRequired });
    // The old codes still work: nothing was replaced.
    expect((await signInWithCode(who.account, codes[0] ?? '')).status).toBe(200);
  });

  it('signs in with a code typed any which way, once, and tells how many are left', async () => {
    const who = await person();
    const codes = await made(who);
    const code = codes[3] ?? '';
    const typed = ` ${code.toLowerCase().replace('-', ' ')} `;
    const reply = await signInWithCode(who.account, typed);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toMatchObject({ output: 'success', consumerId: who.consumerId, recoveryCodesLeft: 9 });
    const details = await server.client.get(
      '/v1/ddp/view-personal-details',
      { emailid: who.account.email },
      { token: reply.body.token },
    );
    expect(details.status).toBe(200);
    expect((await status(who)).left).toBe(9);

    // The same code again, typed as shown: refused exactly like a wrong TOTP code.
    const again = await signInWithCode(who.account, code);
    server.clock.advance(20_000);
    const wrongTotp = await server.client.post(
      '/v1/ddp/totp-validate',
      { email: who.account.email, userToken: wrongCode(codeAt(who.account, server.clock)) },
      { token: await passwordStep(server.client, who.account) },
    );
    expect(again.status).toBe(401);
    expect(wrongTotp.status).toBe(401);
    expect(again.body).toEqual(wrongTotp.body);
    expect(again.body).toEqual({ output: 'error', message: messages.codeInvalid, code: 'bad_code' });
    expect((await status(who)).left).toBe(9);
  });

  it('records making and using codes with the caller address, and mails a notice on use', async () => {
    const who = await person();
    const codes = await made(who);
    const notices = async () =>
      (await mailsWithSubject(server.client, who.account.email, RECOVERY_CODE_USED_SUBJECT)).length;
    expect(await notices()).toBe(0);
    expect((await signInWithCode(who.account, codes[0] ?? '')).status).toBe(200);
    expect((await signInWithCode(who.account, codes[1] ?? '')).status).toBe(200);

    const events = await auditOf(who);
    const ours = events.filter((event) => event.type.startsWith('security.recovery'));
    expect(ours.map((event) => [event.type, event.details, event.address, event.actor])).toEqual([
      ['security.recovery_code_used', { left: 8 }, '127.0.0.1', who.account.email],
      ['security.recovery_code_used', { left: 9 }, '127.0.0.1', who.account.email],
      ['security.recovery_codes_made', {}, '127.0.0.1', who.account.email],
    ]);
    const signedIn = events.find((event) => event.type === 'security.signed_in');
    expect(signedIn?.details).toMatchObject({ factor: 'recovery' });

    // One notice per code used (the sign-ins from a browser without the known-browser cookie
    // also mail their own notice, NEW_BROWSER_SUBJECT).
    await expect.poll(notices).toBe(2);
    const mail = await newestMail(server.client, who.account.email, new RegExp(RECOVERY_CODE_USED_SUBJECT));
    expect(mail.subject).toBe(RECOVERY_CODE_USED_SUBJECT);
    expect(mail.text).toContain('8 recovery codes are left.');
    expect(mail.text).toContain('from the address 127.0.0.1');
    expect(mail.text).toContain('If this was not you');
    expect(mail.text).not.toContain(codes[1] ?? 'none');
  });

  it('mails the notice in the person language', async () => {
    const who = await person();
    const saved = await server.client.post(
      '/v1/ddp/set-language',
      { consumerId: who.consumerId, language: 'de' },
      { token: who.token },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const codes = await made(who);
    expect((await signInWithCode(who.account, codes[0] ?? '')).status).toBe(200);
    const mail = await newestMail(server.client, who.account.email, /Wiederherstellungscode/);
    expect(mail.text).toContain('9 Wiederherstellungscodes sind noch übrig.');
  });

  it('lets only one of two simultaneous sign-ins with the same code through', async () => {
    const who = await person();
    const codes = await made(who);
    server.clock.advance(20_000);
    const first = await passwordStep(server.client, who.account);
    const second = await passwordStep(server.client, who.account);
    const replies = await Promise.all([
      useCode(who.account, first, codes[5]),
      useCode(who.account, second, codes[5]),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 401]);
    expect((await status(who)).left).toBe(9);
  });

  it('makes the old codes useless when new ones are made', async () => {
    const who = await person();
    const old = await made(who);
    server.clock.advance(60_000);
    const fresh = await made(who);
    expect(fresh.some((code) => old.includes(code))).toBe(false);
    expect(await status(who)).toMatchObject({
      left: 10,
      total: 10,
      madeAt: server.clock.now().toISOString(),
    });
    expect((await signInWithCode(who.account, old[0] ?? '')).status).toBe(401);
    expect((await signInWithCode(who.account, fresh[0] ?? '')).status).toBe(200);
  });

  it('counts wrong codes toward the sign-in lockout', async () => {
    const who = await person();
    const codes = await made(who);
    server.clock.advance(20_000);
    const temporary = await passwordStep(server.client, who.account);
    for (let i = 0; i < 5; i++) {
      server.clock.advance(20_000);
      expect((await useCode(who.account, temporary, 'ZZZZZ-ZZZZZ')).status).toBe(401);
    }
    // The right code at once after the fifth failure: the growing wait applies to recovery codes too.
    const early = await useCode(who.account, temporary, codes[0]);
    expect(early.status).toBe(429);
    expect(early.body.message).toBe(messages.waitBeforeRetry(1));
    server.clock.advance(1_000);
    expect((await useCode(who.account, temporary, codes[0])).status).toBe(200);
    expect((await status(who)).left).toBe(9);
  });

  it("keeps each person's codes their own", async () => {
    const ada = await person();
    const bob = await person();
    const adaCodes = await made(ada);
    expect(await status(bob)).toMatchObject({ left: 0, total: 0 });
    // Bob's session cannot make codes with Ada's password: the password checked is the caller's.
    expect((await make(bob, ada.account.password)).status).toBe(200);
    expect((await status(ada)).left).toBe(10);
    expect((await signInWithCode(bob.account, adaCodes[0] ?? '')).status).toBe(401);
    // A pending sign-in names its person: Bob's temporary token with Ada's e-mail is refused.
    server.clock.advance(20_000);
    const bobPending = await passwordStep(server.client, bob.account);
    expect((await useCode(ada.account, bobPending, adaCodes[0])).status).toBe(401);
    expect((await status(ada)).left).toBe(10);
  });

  it('refuses bad input with a clear message and without counting it', async () => {
    const who = await person();
    const codes = await made(who);
    server.clock.advance(20_000);
    const temporary = await passwordStep(server.client, who.account);
    for (const bad of ['', 'ABC', 'ABCDE-FGHIJK', `${'A'.repeat(41)}`, 12345, null, '!!!!!-?????']) {
      const reply = await useCode(who.account, temporary, bad);
      expect(reply.status, String(bad)).toBe(400);
      expect(reply.body.errors).toHaveProperty('recoveryCode');
    }
    const missing = await useCode(who.account, temporary, undefined);
    expect(missing.body.errors).toEqual({ recoveryCode: messages.recoveryCodeRequired });
    // Seven bad inputs counted nothing: the right code is let through at once.
    expect((await useCode(who.account, temporary, codes[0])).status).toBe(200);
  });

  it('answers only signed-in callers, and the sign-in route only a pending one', async () => {
    const who = await person();
    expect((await server.client.post(VIEW, {})).status).toBe(401);
    expect((await server.client.post(MAKE, { password: who.account.password })).status).toBe(401);
    server.clock.advance(20_000);
    const temporary = await passwordStep(server.client, who.account);
    expect((await server.client.post(VIEW, {}, { token: temporary })).status).toBe(401);
    expect((await useCode(who.account, who.token, 'ABCDE-12345')).status).toBe(401);
    expect(
      (await server.client.post(VALIDATE, { email: who.account.email, recoveryCode: 'ABCDE-12345' })).status,
    ).toBe(401);
  });

  // Losing the authenticator needs no operator: a recovery code signs in, another sets up a new one.
  it('lets someone who lost the authenticator set up a new one with a recovery code', async () => {
    const who = await person();
    const [first, second] = await made(who);
    const signedIn = await signInWithCode(who.account, first ?? '');
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    const token = signedIn.body.token;

    // A used code, a code of nobody, and a code with a TOTP code at once are refused, changing nothing.
    for (const body of [{ recoveryCode: first }, { recoveryCode: 'ABCDE-FGHJK' }]) {
      const refused = await server.client.post('/v1/ddp/authenticator-change-start', body, { token });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body).toMatchObject({ message: messages.recoveryCodeNotAccepted });
    }
    const both = await server.client.post(
      '/v1/ddp/authenticator-change-start',
      { recoveryCode: second, userToken: '123456' },
      { token },
    );
    expect(both.status).toBe(400);
    expect((await status(who)).left).toBe(9);

    const started = await server.client.post<{ secret: string; otpauthUri: string }>(
      '/v1/ddp/authenticator-change-start',
      { recoveryCode: second },
      { token },
    );
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect((await status(who)).left).toBe(8);
    const notice = await newestMail(server.client, who.account.email, new RegExp(RECOVERY_CODE_USED_SUBJECT));
    expect(notice.text).toContain('8 recovery codes are left.');
    // One notice for the sign-in's code, one for the change's.
    expect(
      (await mailsWithSubject(server.client, who.account.email, RECOVERY_CODE_USED_SUBJECT)).length,
    ).toBe(2);
    const [used] = await auditOf({ ...who, token });
    expect(used).toMatchObject({ type: 'security.recovery_code_used', details: { left: 8 } });

    // The new authenticator's code confirms it; the lost one's codes no longer sign in.
    const OTPAuth = await import('otpauth');
    const fresh = OTPAuth.URI.parse(started.body.otpauthUri) as InstanceType<typeof OTPAuth.TOTP>;
    server.clock.advance(30_000);
    const confirmed = await server.client.post(
      '/v1/ddp/authenticator-change-confirm',
      { userToken: fresh.generate({ timestamp: server.clock.now().getTime() }) },
      { token },
    );
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    server.clock.advance(30_000);
    const lost = await server.client.post(
      '/v1/ddp/totp-validate',
      { email: who.account.email, userToken: codeAt(who.account, server.clock) },
      { token: await passwordStep(server.client, who.account) },
    );
    expect(lost.status).toBe(401);
  });
});
