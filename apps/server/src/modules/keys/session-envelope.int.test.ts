import { messages } from '@ddp/contract';
import { CompactEncrypt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, signIn } from '../../../test/test-support/accounts';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';

describe(`session envelopes: dir + A256GCM with the session key (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const seal = (payload: unknown, key: string) =>
    new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .encrypt(Buffer.from(key, 'base64url'));

  async function session() {
    const account = await registerAccount(server.client);
    const reply = (await signIn(server.client, account, server.clock)) as unknown as {
      token: string;
      envelopeKey: string;
    };
    return { account, ...reply };
  }

  it('reads a signed-in call sealed with the key handed out at sign-in', async () => {
    const { account, token, envelopeKey } = await session();
    expect(Buffer.from(envelopeKey, 'base64url')).toHaveLength(32);
    const query = new URLSearchParams({ encryptData: await seal({ emailid: account.email }, envelopeKey) });
    const reply = await server.client.raw(`/v1/ddp/view-personal-details?${query}`, {
      method: 'GET',
      auth: { token },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.email).toBe(account.email);
  });

  it("refuses another session's key and any session envelope outside a session", async () => {
    const mine = await session();
    const theirs = await session();
    const query = new URLSearchParams({
      encryptData: await seal({ emailid: mine.account.email }, theirs.envelopeKey),
    });
    const foreign = await server.client.raw(`/v1/ddp/view-personal-details?${query}`, {
      method: 'GET',
      auth: { token: mine.token },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(messages.badEnvelope);
    const anonymous = await server.client.raw('/v1/ddp/login', {
      method: 'POST',
      json: { encryptData: await seal({ email: mine.account.email, password: 'x' }, mine.envelopeKey) },
    });
    expect(anonymous.status).toBe(400);
    expect(anonymous.body.message).toBe(messages.badEnvelope);
  });

  it('derives a new key for every session', async () => {
    const first = await session();
    const again = (await signIn(server.client, first.account, server.clock)) as unknown as {
      envelopeKey: string;
    };
    expect(again.envelopeKey).not.toBe(first.envelopeKey);
  });
});
