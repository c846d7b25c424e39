import { type ClientSecretItem, messages } from '@ddp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RegisteredAccount, registerAccount, signIn } from '../../../test/test-support/accounts';
import { createCredential, grant } from '../../../test/test-support/credentials';
import { mailCount, newestMail } from '../../../test/test-support/mailbox';
import { asSession, type Session } from '../../../test/test-support/teams';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';

const DAY_MS = 86_400_000;
type Credential = { client_id: string; client_secret: string };

// Issue 20, part 2: secrets that expire, reminders before they do, and the operator's maximum.
describe(`client secrets that expire (${testDatabaseKind})`, () => {
  let server: TestServer;
  let account: RegisteredAccount;
  let owner: Session;
  beforeAll(async () => {
    server = await startTestServer();
    account = await registerAccount(server.client);
    owner = asSession(account, await signIn(server.client, account, server.clock));
  });
  afterAll(() => server.close());

  // Moving the clock by days ends the session: a new one.
  const signedIn = async () => {
    owner = asSession(account, await signIn(server.client, account, server.clock));
  };
  const ids = (credential: Credential) => ({
    client_id: credential.client_id,
    consumer_id: owner.consumerId,
  });
  const addSecret = (credential: Credential, expires?: string) =>
    server.client.post<{ client_secret: string; data: ClientSecretItem; message: string }>(
      '/v1/ddp/add-client-secret',
      { ...ids(credential), ...(expires !== undefined ? { expires } : {}) },
      { token: owner.token },
    );
  const secretsOf = async (credential: Credential) =>
    (
      await server.client.post<{ data: ClientSecretItem[] }>('/v1/ddp/view-client-secrets', ids(credential), {
        token: owner.token,
      })
    ).body.data;
  const unix = (ms: number) => Math.floor(ms / 1000);
  /** What the personal list says of the client's secrets: nothing while none ends soon. */
  const listedState = async (credential: Credential) => {
    const list = await server.client.post<{ message: Array<{ client_id: string; secrets_state?: string }> }>(
      '/v1/ddp/view-oauth-credentials',
      { consumerId: owner.consumerId },
      { token: owner.token },
    );
    return list.body.message.find((item) => item.client_id === credential.client_id)?.secrets_state;
  };

  it('refuses an expired secret with a reason, while the other secret works on', async () => {
    const credential = await createCredential(server.client, owner);
    const added = await addSecret(credential, '30');
    expect(added.status).toBe(201);
    const madeAt = server.clock.now().getTime();
    expect(added.body.data.expires_at).toBe(unix(madeAt + 30 * DAY_MS));
    expect(added.body.data.state).toBe('active');
    expect((await secretsOf(credential)).map((secret) => secret.expires_at)).toEqual([
      null,
      unix(madeAt + 30 * DAY_MS),
    ]);

    server.clock.set(madeAt + 16 * DAY_MS - 60_000);
    await signedIn(); // half a minute on: 14 days and 30 seconds left
    expect((await secretsOf(credential)).map((secret) => secret.state)).toEqual(['active', 'active']);
    expect(await listedState(credential)).toBeUndefined();
    server.clock.advance(60_000); // inside the first reminder's 14 days
    expect((await secretsOf(credential)).map((secret) => secret.state)).toEqual(['active', 'expires_soon']);
    expect(await listedState(credential)).toBe('expires_soon');
    server.clock.set(madeAt + 30 * DAY_MS - 1_000);
    expect(
      (await grant(server.baseUrl, { ...credential, client_secret: added.body.client_secret })).status,
    ).toBe(200);
    server.clock.advance(1_000);
    const expired = await grant(server.baseUrl, { ...credential, client_secret: added.body.client_secret });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({
      error: 'invalid_client',
      error_description: 'The client secret has expired.',
    });
    expect((await grant(server.baseUrl, credential)).status).toBe(200);

    // Still listed, marked expired, and revocable.
    await signedIn();
    const [, stale] = await secretsOf(credential);
    expect(stale!.state).toBe('expired');
    expect(await listedState(credential)).toBe('expired');
    const revoked = await server.client.post(
      '/v1/ddp/revoke-client-secret',
      { ...ids(credential), secret_id: stale!.secret_id },
      { token: owner.token },
    );
    expect(revoked.status).toBe(200);
  });

  it('takes a date as the last day the secret works, and refuses what is no choice, changing nothing', async () => {
    const credential = await createCredential(server.client, owner);
    const now = server.clock.now();
    const tomorrow = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
    const added = await addSecret(credential, tomorrow.toISOString().slice(0, 10));
    expect(added.status).toBe(201);
    expect(added.body.data.expires_at).toBe(unix(tomorrow.getTime() + DAY_MS));
    await server.client.post(
      '/v1/ddp/revoke-client-secret',
      { ...ids(credential), secret_id: added.body.data.secret_id },
      { token: owner.token },
    );

    const today = now.toISOString().slice(0, 10);
    for (const expires of ['45', 'soon', today, '2027-02-30', '']) {
      const refused = await addSecret(credential, expires);
      expect(refused.status, expires).toBe(400);
      expect(refused.body.message).toBe(messages.secretExpiryInvalid);
    }
    expect(await secretsOf(credential)).toHaveLength(1);
  });

  it('mails the holder 14, 7 and 1 days before, each reminder once, in their language', async () => {
    const credential = await createCredential(server.client, owner);
    const added = await addSecret(credential, '30');
    const reminders = () => server.app.expiryReminders.runOnce();
    const subject = /A secret of Weather dashboard expires on/;
    const count = () => mailCount(server.client, owner.email);
    const before = await count();

    server.clock.advance(15 * DAY_MS);
    expect(await reminders()).toBe(0);
    server.clock.advance(1 * DAY_MS); // 14 days left
    expect(await reminders()).toBe(1);
    expect(await reminders()).toBe(0);
    const first = await newestMail(server.client, owner.email, subject);
    expect(first.text).toContain('in 14 days');
    expect(first.text).toContain(credential.client_id);
    expect(first.text).not.toContain(added.body.client_secret);
    expect(first.text).toContain('http://portal.test/dev-portal/home/view-credentials');

    server.clock.advance(7 * DAY_MS); // 7 days left
    expect(await reminders()).toBe(1);
    server.clock.advance(5 * DAY_MS); // 2 days left
    expect(await reminders()).toBe(0);
    server.clock.advance(1 * DAY_MS); // 1 day left
    expect(await reminders()).toBe(1);
    expect(await reminders()).toBe(0);
    server.clock.advance(2 * DAY_MS); // expired: nothing more
    expect(await reminders()).toBe(0);
    expect((await count()) - before).toBe(3);
  });

  it('sends a secret made with little time left only the nearest reminder, in German for a German holder', async () => {
    const germanAccount = await registerAccount(server.client);
    const german = asSession(germanAccount, await signIn(server.client, germanAccount, server.clock));
    await server.client.post(
      '/v1/ddp/set-language',
      { consumerId: german.consumerId, language: 'de' },
      { token: german.token },
    );
    const credential = await createCredential(server.client, german, 'Messstation');
    const now = server.clock.now();
    const inFiveDays = new Date(now.getTime() + 5 * DAY_MS).toISOString().slice(0, 10);
    const added = await server.client.post<{ data: ClientSecretItem }>(
      '/v1/ddp/add-client-secret',
      { client_id: credential.client_id, consumer_id: german.consumerId, expires: inFiveDays },
      { token: german.token },
    );
    expect(added.status).toBe(201);
    expect(await server.app.expiryReminders.runOnce()).toBe(1);
    const mail = await newestMail(server.client, german.email, /Ein Secret von Messstation läuft am/);
    expect(mail.text).toContain('Messstation');
    expect(await server.app.expiryReminders.runOnce()).toBe(0);
  });
});

describe(`the operator's maximum life of a secret (${testDatabaseKind})`, () => {
  let server: TestServer;
  let owner: Session;
  beforeAll(async () => {
    server = await startTestServer({ env: { CLIENT_SECRET_MAX_DAYS: '60' } });
    const account = await registerAccount(server.client);
    owner = asSession(account, await signIn(server.client, account, server.clock));
  });
  afterAll(() => server.close());

  it('gives new secrets the maximum by default and refuses longer ones and never', async () => {
    const credential = await createCredential(server.client, owner);
    const now = server.clock.now().getTime();
    const list = await server.client.post<{ data: ClientSecretItem[] }>(
      '/v1/ddp/view-client-secrets',
      { client_id: credential.client_id, consumer_id: owner.consumerId },
      { token: owner.token },
    );
    expect(list.body.data[0]!.expires_at).toBe(Math.floor((now + 60 * DAY_MS) / 1000));
    for (const expires of ['90', 'never']) {
      const notCreated = await server.client.post<{ message: string }>(
        '/v1/ddp/create-oauth-credentials',
        { applicationName: 'Too long a life', consumerId: owner.consumerId, expires },
        { token: owner.token },
      );
      expect(notCreated.status).toBe(400);
      expect(notCreated.body.message).toBe(messages.secretExpiryTooLate({ days: 60 }));
      const refused = await server.client.post<{ message: string }>(
        '/v1/ddp/add-client-secret',
        { client_id: credential.client_id, consumer_id: owner.consumerId, expires },
        { token: owner.token },
      );
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(messages.secretExpiryTooLate({ days: 60 }));
    }
    const regenerated = await server.client.post<{ New_Secret: string }>(
      '/v1/ddp/regenerate-oauth-secret',
      { client_id: credential.client_id, consumer_id: owner.consumerId },
      { token: owner.token },
    );
    expect(regenerated.status).toBe(200);
    server.clock.advance(60 * DAY_MS);
    const expired = await grant(server.baseUrl, {
      client_id: credential.client_id,
      client_secret: regenerated.body.New_Secret,
    });
    expect(expired.status).toBe(401);
  });
});

describe(`a new client's first secret, with a life of its own (${testDatabaseKind})`, () => {
  let server: TestServer;
  let owner: Session;
  beforeAll(async () => {
    server = await startTestServer();
    const account = await registerAccount(server.client);
    owner = asSession(account, await signIn(server.client, account, server.clock));
  });
  afterAll(() => server.close());

  const firstSecretsOf = async (credential: Credential) =>
    (
      await server.client.post<{ data: ClientSecretItem[] }>(
        '/v1/ddp/view-client-secrets',
        { client_id: credential.client_id, consumer_id: owner.consumerId },
        { token: owner.token },
      )
    ).body.data;
  const unix = (ms: number) => Math.floor(ms / 1000);

  it('gives a new client’s first secret the life chosen, and refuses what is no choice, creating nothing', async () => {
    const create = (expires?: string) =>
      server.client.post<{ data: Credential; message: string }>(
        '/v1/ddp/create-oauth-credentials',
        {
          applicationName: 'Nightly export',
          consumerId: owner.consumerId,
          ...(expires !== undefined ? { expires } : {}),
        },
        { token: owner.token },
      );
    const now = server.clock.now().getTime();
    const inThirty = await create('30');
    expect(inThirty.status).toBe(201);
    expect((await firstSecretsOf(inThirty.body.data))[0]?.expires_at).toBe(unix(now + 30 * DAY_MS));
    expect((await firstSecretsOf((await create('never')).body.data))[0]?.expires_at).toBeNull();
    // As the spec makes the call, without the field: the portal's default, here never.
    expect((await firstSecretsOf((await create()).body.data))[0]?.expires_at).toBeNull();

    const count = async () =>
      (
        await server.client.post<{ message: unknown[] }>(
          '/v1/ddp/view-oauth-credentials',
          { consumerId: owner.consumerId },
          { token: owner.token },
        )
      ).body.message.length;
    const before = await count();
    for (const expires of ['45', 'soon', new Date(now).toISOString().slice(0, 10), '']) {
      const refused = await create(expires);
      expect(refused.status, expires).toBe(400);
      expect(refused.body.message).toBe(messages.secretExpiryInvalid);
    }
    expect(await count()).toBe(before);
  });
});
