import { messages } from '@ddp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codeAt,
  passwordStep,
  type RegisteredAccount,
  registerAccount,
  signIn,
} from '../../../test/test-support/accounts';
import { mailCount, newestMail } from '../../../test/test-support/mailbox';
import {
  PORTAL_ORIGIN,
  PORTAL_RP_ID,
  portalAuthenticator,
  registerPasskey,
  registrationOptions,
  signInOptions,
  signInWithPasskey,
} from '../../../test/test-support/passkeys';
import { SoftAuthenticator } from '../../../test/test-support/soft-authenticator';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';
import { AuditTrail } from '../audit/trail';
import { PlansService } from '../plans/plans-service';
import { PurgeService } from '../purge/service';
import { UsageIngest } from '../usage/usage-ingest';
import { PASSKEY_ADDED_SUBJECT, PASSKEY_REMOVED_SUBJECT } from './passkey-notice-mail';

interface Listed {
  data: Array<{ id: string; name: string; createdAt: string; lastUsedAt: string | null }>;
}
interface AuditPage {
  data: Array<{ type: string; address: string | null; details: Record<string, string> }>;
}

describe(`passkeys: registered in Settings, used instead of the code (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  /** A new person, signed in with password and code. */
  async function person(): Promise<{ account: RegisteredAccount; token: string; consumerId: string }> {
    const account = await registerAccount(server.client);
    const reply = await signIn(server.client, account, server.clock);
    return { account, token: reply.token, consumerId: reply.consumerId };
  }
  const list = async (token: string) =>
    (await server.client.post<Listed>('/v1/ddp/list-passkeys', {}, { token })).body.data;
  const verify = (token: string, body: unknown) =>
    server.client.post('/v1/ddp/passkey-registration-verify', body, { token });
  const passkeyStep = (temporary: string, email: string, response: unknown) =>
    server.client.post('/v1/ddp/passkey-sign-in', { email, response }, { token: temporary });
  const auditOf = async (token: string) => {
    await server.app.audit.flush();
    return (await server.client.post<AuditPage>('/v1/ddp/view-audit-log', {}, { token })).body.data;
  };

  it('registers a passkey after a current code, lists it, and signs in with password and passkey', async () => {
    const { account, token } = await person();
    expect(await list(token)).toEqual([]);
    const authenticator = portalAuthenticator();
    const added = await registerPasskey(
      server.client,
      account,
      token,
      server.clock,
      authenticator,
      'Work laptop',
    );
    expect(added.name).toBe('Work laptop');
    expect(await list(token)).toEqual([
      { id: added.id, name: 'Work laptop', createdAt: server.clock.now().toISOString(), lastUsedAt: null },
    ]);

    server.clock.advance(60_000);
    const signedIn = await signInWithPasskey(server.client, account, authenticator);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({
      output: 'success',
      message: messages.codeAccepted,
      token: expect.any(String),
    });
    // The new session works, and the passkey shows when it was last used.
    const [used] = await list(signedIn.body.token);
    expect(used?.lastUsedAt).toBe(server.clock.now().toISOString());

    const events = await auditOf(signedIn.body.token);
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'security.passkey_added',
        address: '127.0.0.1',
        details: { name: 'Work laptop' },
      }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'security.signed_in',
        address: '127.0.0.1',
        details: expect.objectContaining({ factor: 'passkey' }),
      }),
    );
  });

  it('names the portal as the relying party: its PUBLIC_URL host, the person, their passkeys excluded', async () => {
    const { account, token } = await person();
    const authenticator = portalAuthenticator();
    await registerPasskey(server.client, account, token, server.clock, authenticator);
    const options = await registrationOptions(server.client, account, token, server.clock);
    expect(options.body.options).toMatchObject({
      rp: { id: PORTAL_RP_ID },
      user: { name: account.email },
      attestation: 'none',
      excludeCredentials: [expect.objectContaining({ id: authenticator.id })],
    });
    const signing = await signInOptions(server.client, account);
    expect(signing.options.body.options).toMatchObject({
      rpId: PORTAL_RP_ID,
      allowCredentials: [expect.objectContaining({ id: authenticator.id })],
    });
  });

  it('asks for a right, unused code before it hands out registration options, counting wrong ones', async () => {
    const { account, token } = await person();
    const wrong = await server.client.post(
      '/v1/ddp/passkey-registration-options',
      { userToken: '000000' },
      { token },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ output: 'error', message: messages.codeInvalid });
    const first = await registrationOptions(server.client, account, token, server.clock);
    expect(first.status).toBe(200);
    // The same code again, in the same 30 seconds: used.
    const again = await server.client.post(
      '/v1/ddp/passkey-registration-options',
      { userToken: codeAt(account, server.clock) },
      { token },
    );
    expect(again.status).toBe(400);
    await server.app.audit.flush();
    const events = await auditOf(token);
    // Logged as wrong codes, with the caller's address.
    expect(events.filter((e) => e.type === 'security.sign_in_failed')).toEqual([
      expect.objectContaining({ address: '127.0.0.1', details: { step: 'code' } }),
      expect.objectContaining({ address: '127.0.0.1', details: { step: 'code' } }),
    ]);
  });

  it('refuses another origin or another RP ID, at registration and at sign-in', async () => {
    const { account, token } = await person();
    for (const override of [
      { origin: 'https://evil.example' },
      { rpId: 'evil.example' },
      { origin: 'http://portal.test:8080' },
    ]) {
      const options = await registrationOptions(server.client, account, token, server.clock);
      const refused = await verify(token, {
        name: 'Phone',
        response: portalAuthenticator().attestation(options.body.options, override),
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ output: 'error', message: messages.passkeyNotAccepted });
    }
    expect(await list(token)).toEqual([]);

    const authenticator = portalAuthenticator();
    await registerPasskey(server.client, account, token, server.clock, authenticator);
    for (const override of [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }]) {
      const { temporary, options } = await signInOptions(server.client, account);
      const refused = await passkeyStep(
        temporary,
        account.email,
        authenticator.assertion(options.body.options, override),
      );
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({ output: 'error', message: messages.codeInvalid, code: 'bad_code' });
    }
    expect((await signInWithPasskey(server.client, account, authenticator)).status).toBe(200);
  });

  it('uses every challenge once: a replayed registration or assertion is refused', async () => {
    const { account, token } = await person();
    const options = await registrationOptions(server.client, account, token, server.clock);
    const authenticator = portalAuthenticator();
    const attestation = authenticator.attestation(options.body.options);
    expect((await verify(token, { name: 'Key', response: attestation })).status).toBe(200);
    const replayed = await verify(token, { name: 'Key again', response: attestation });
    expect(replayed.status).toBe(400);
    expect(replayed.body).toEqual({ output: 'error', message: messages.passkeyNotAccepted });

    const first = await signInOptions(server.client, account);
    const assertion = authenticator.assertion(first.options.body.options);
    expect((await passkeyStep(first.temporary, account.email, assertion)).status).toBe(200);
    // The same answer in a new sign-in: its challenge was this one's, and is gone.
    const second = await signInOptions(server.client, account);
    expect((await passkeyStep(second.temporary, account.email, assertion)).status).toBe(401);
    // A failed answer uses its challenge up too: the right one after it needs new options.
    const third = await signInOptions(server.client, account);
    const good = authenticator.assertion(third.options.body.options);
    expect(
      (
        await passkeyStep(third.temporary, account.email, {
          ...good,
          response: { ...(good.response as object), signature: 'AAAA' },
        })
      ).status,
    ).toBe(401);
    expect((await passkeyStep(third.temporary, account.email, good)).status).toBe(401);
  });

  it('binds a challenge to its purpose and its session, and to 5 minutes', async () => {
    const { account, token } = await person();
    const authenticator = portalAuthenticator();
    // A registration challenge of another session of the same person is not this session's.
    const other = await signIn(server.client, account, server.clock);
    const options = await registrationOptions(server.client, account, other.token, server.clock);
    expect(
      (await verify(token, { name: 'Key', response: authenticator.attestation(options.body.options) }))
        .status,
    ).toBe(400);
    // Too late.
    const late = await registrationOptions(server.client, account, token, server.clock);
    server.clock.advance(5 * 60_000);
    expect(
      (await verify(token, { name: 'Key', response: authenticator.attestation(late.body.options) })).status,
    ).toBe(400);
    // A sign-in challenge does not register.
    await registerPasskey(server.client, account, token, server.clock, authenticator);
    const { options: signing } = await signInOptions(server.client, account);
    const second = portalAuthenticator();
    expect(
      (await verify(token, { name: 'Key 2', response: second.attestation(signing.body.options) })).status,
    ).toBe(400);
    expect(await list(token)).toHaveLength(1);
  });

  it("refuses another person's passkey, and an unknown one", async () => {
    const a = await person();
    const b = await person();
    const ofA = portalAuthenticator();
    const ofB = portalAuthenticator();
    await registerPasskey(server.client, a.account, a.token, server.clock, ofA);
    await registerPasskey(server.client, b.account, b.token, server.clock, ofB);
    const { temporary, options } = await signInOptions(server.client, a.account);
    expect(options.body.options.allowCredentials?.map((c) => c.id)).toEqual([ofA.id]);
    expect((await passkeyStep(temporary, a.account.email, ofB.assertion(options.body.options))).status).toBe(
      401,
    );
    const again = await signInOptions(server.client, a.account);
    const unknown = portalAuthenticator();
    expect(
      (await passkeyStep(again.temporary, a.account.email, unknown.assertion(again.options.body.options)))
        .status,
    ).toBe(401);
    // Naming B's address with A's temporary token.
    const third = await signInOptions(server.client, a.account);
    expect(
      (await passkeyStep(third.temporary, b.account.email, ofB.assertion(third.options.body.options))).status,
    ).toBe(401);
  });

  it('refuses an authenticator whose counter went back (a cloned key)', async () => {
    const { account, token } = await person();
    const authenticator = portalAuthenticator(true);
    await registerPasskey(server.client, account, token, server.clock, authenticator);
    expect((await signInWithPasskey(server.client, account, authenticator)).status).toBe(200);
    expect((await signInWithPasskey(server.client, account, authenticator)).status).toBe(200);
    authenticator.counter = 0;
    expect((await signInWithPasskey(server.client, account, authenticator)).status).toBe(401);
  });

  it('signs in with an authenticator that keeps no counter, again and again', async () => {
    const { account, token } = await person();
    const authenticator = portalAuthenticator(false);
    await registerPasskey(server.client, account, token, server.clock, authenticator);
    expect((await signInWithPasskey(server.client, account, authenticator)).status).toBe(200);
    expect((await signInWithPasskey(server.client, account, authenticator)).status).toBe(200);
  });

  it('tells whether the person has passkeys only after the password step', async () => {
    const { account } = await person();
    const noToken = await server.client.post('/v1/ddp/passkey-sign-in-options', { email: account.email });
    expect(noToken.status).toBe(401);
    expect(noToken.body).toMatchObject({ code: 'session_missing' });
    const { options } = await signInOptions(server.client, account);
    expect(options.status).toBe(404);
    expect(options.body).toEqual({ output: 'error', message: messages.passkeyNoneRegistered });
  });

  it('removes a passkey: it no longer signs in; another person cannot remove it', async () => {
    const a = await person();
    const b = await person();
    const authenticator = portalAuthenticator();
    const added = await registerPasskey(
      server.client,
      a.account,
      a.token,
      server.clock,
      authenticator,
      'Old phone',
    );
    const byB = await server.client.post('/v1/ddp/remove-passkey', { id: added.id }, { token: b.token });
    expect(byB.status).toBe(404);
    expect(byB.body).toEqual({ output: 'error', message: messages.passkeyNotFound });
    expect(await list(a.token)).toHaveLength(1);

    const { temporary, options } = await signInOptions(server.client, a.account);
    const removed = await server.client.post('/v1/ddp/remove-passkey', { id: added.id }, { token: a.token });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ output: 'success', message: messages.passkeyRemoved });
    expect(await list(a.token)).toEqual([]);
    // A sign-in that had its options before the removal still cannot use the passkey.
    expect(
      (await passkeyStep(temporary, a.account.email, authenticator.assertion(options.body.options))).status,
    ).toBe(401);
    const events = await auditOf(a.token);
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'security.passkey_removed',
        address: '127.0.0.1',
        details: { name: 'Old phone' },
      }),
    );
  });

  it('mails a notice when a passkey is added or removed, in the person’s language', async () => {
    const { account, token, consumerId } = await person();
    const added = await registerPasskey(
      server.client,
      account,
      token,
      server.clock,
      portalAuthenticator(),
      'Büro <PC>',
    );
    const addedMail = await newestMail(server.client, account.email, new RegExp(PASSKEY_ADDED_SUBJECT));
    expect(addedMail.text).toContain('"Büro <PC>"');
    expect(addedMail.text).toContain('127.0.0.1');
    expect(addedMail.html).toContain('Büro &#60;PC&#62;');
    expect(addedMail.html).not.toContain('<PC>');

    await server.client.post('/v1/ddp/set-language', { consumerId, language: 'de' }, { token });
    await server.client.post('/v1/ddp/remove-passkey', { id: added.id }, { token });
    const removedMail = await newestMail(
      server.client,
      account.email,
      /Passkey wurde entfernt|Passkey entfernt/,
    );
    expect(removedMail.subject).not.toBe(PASSKEY_REMOVED_SUBJECT);
    expect(removedMail.text).toContain('„Büro <PC>“');
  });

  it('answers bad input with 400 and its message, never 500, and stores nothing', async () => {
    const { account, token } = await person();
    const options = await registrationOptions(server.client, account, token, server.clock);
    const good = portalAuthenticator().attestation(options.body.options);
    const goodResponse = good.response as Record<string, unknown>;
    const before = await mailCount(server.client, account.email);
    const cases: unknown[] = [
      { name: '', response: good },
      { name: 'x'.repeat(65), response: good },
      { name: 'Key' },
      { name: 'Key', response: { ...good, type: 'password' } },
      { name: 'Key', response: { ...good, response: { ...goodResponse, clientDataJSON: 'not base64url!' } } },
      { name: 'Key', response: { ...good, response: { ...goodResponse, clientDataJSON: 'bm90IGpzb24' } } },
      { name: 'Key', response: { ...good, response: { ...goodResponse, attestationObject: 'AAAA' } } },
      { name: 'Key', response: { ...good, response: { ...goodResponse, transports: ['telepathy'] } } },
      { name: 'Key', response: 'a string' },
    ];
    for (const body of cases) {
      const reply = await verify(token, body);
      expect(reply.status, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(reply.body).toMatchObject({ output: 'error', message: expect.any(String) });
    }
    expect(await list(token)).toEqual([]);
    expect(await mailCount(server.client, account.email)).toBe(before);

    const nameless = await verify(token, { name: ' ', response: good });
    expect(nameless.body).toMatchObject({ message: messages.passkeyNameRequired });
    const badId = await server.client.post('/v1/ddp/remove-passkey', { id: 'not-a-uuid' }, { token });
    expect(badId.status).toBe(400);

    const temporary = await passwordStep(server.client, account);
    for (const response of [
      undefined,
      {},
      { ...good },
      {
        id: 'x',
        rawId: 'x',
        type: 'public-key',
        response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
      },
    ]) {
      const reply = await passkeyStep(temporary, account.email, response);
      expect(reply.status).toBeGreaterThanOrEqual(400);
      expect(reply.status).toBeLessThan(500);
    }
  });

  it('counts failed passkeys towards the lockout like wrong codes', async () => {
    const { account, token } = await person();
    const authenticator = portalAuthenticator();
    await registerPasskey(server.client, account, token, server.clock, authenticator);
    const stranger = new SoftAuthenticator({ origin: PORTAL_ORIGIN, rpId: PORTAL_RP_ID });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      server.clock.advance(20_000);
      const login = await server.client.post<{ data: string }>('/v1/ddp/login', account);
      if (login.status !== 200) {
        statuses.push(login.status);
        break;
      }
      const options = await server.client.post<{ options: { challenge: string } }>(
        '/v1/ddp/passkey-sign-in-options',
        { email: account.email },
        { token: login.body.data },
      );
      const answer = stranger.assertion(options.body.options);
      statuses.push((await passkeyStep(login.body.data, account.email, answer)).status);
    }
    // Refused as wrong codes are, until the account's counter locks (429, or the password step refused).
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.some((status) => status === 429)).toBe(true);
  });

  it('forgets challenges past their 5 minutes at the purge, and keeps the live ones', async () => {
    const old = await person();
    const live = await person();
    await registrationOptions(server.client, old.account, old.token, server.clock);
    server.clock.advance(5 * 60_000);
    await registrationOptions(server.client, live.account, live.token, server.clock);
    const challengesOf = async (consumerId: string) =>
      (
        await server.db
          .selectFrom('passkey_challenges')
          .select('challenge')
          .where('consumer_id', '=', consumerId)
          .execute()
      ).length;
    expect(await challengesOf(old.consumerId)).toBe(1);
    const log = server.app.server.log;
    const db = server.db;
    const clock = server.clock;
    const purged = await new PurgeService({
      db,
      clock,
      log,
      rules: {
        intervalMs: 0,
        keepMs: 86_400_000,
        mailKept: 1_000,
        sessionIdleMs: 1_800_000,
        auditRetentionMs: 0,
        usageRetentionMs: 0,
      },
      audit: new AuditTrail({ db, clock, log }),
      usage: new UsageIngest({ db, clock, retentionDays: 0 }),
      plans: new PlansService({ db, clock, changed: () => {} }),
    }).runOnce();
    expect(purged.passkeyChallenges).toBeGreaterThanOrEqual(1);
    expect(await challengesOf(old.consumerId)).toBe(0);
    expect(await challengesOf(live.consumerId)).toBe(1);
  });
});
