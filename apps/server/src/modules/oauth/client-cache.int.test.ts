import { paths } from '@ddp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, signIn } from '../../../test/test-support/accounts';
import { createCredential, grant } from '../../../test/test-support/credentials';
import { asSession, type Session } from '../../../test/test-support/teams';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';

// The token endpoint keeps the clients it has seen in memory (docs/decisions.md, "Caches that the
// database keeps honest"). Every test first warms that memory on the main instance with a grant,
// then changes the client through the other instance, as a scaled-out deployment would.

let server: TestServer;
let sibling: Awaited<ReturnType<TestServer['startSibling']>>;
let owner: Session;

beforeAll(async () => {
  server = await startTestServer();
  sibling = await server.startSibling();
  const account = await registerAccount(server.client);
  owner = asSession(account, await signIn(server.client, account, server.clock));
});
afterAll(async () => {
  await sibling?.close();
  await server?.close();
});

/** On PostgreSQL a notice reaches the other instances on their own connection. */
async function settle(): Promise<void> {
  if (testDatabaseKind === 'postgresql') await new Promise((resolve) => setTimeout(resolve, 50));
}

async function warmed() {
  const credential = await createCredential(server.client, owner);
  expect((await grant(server.baseUrl, credential)).status).toBe(200);
  expect((await grant(server.baseUrl, credential)).status).toBe(200);
  return credential;
}

describe('kept token-endpoint clients', () => {
  it('a secret regenerated on one instance stops working on the other at once', async () => {
    const credential = await warmed();
    const regenerated = await sibling.client.post<{ New_Secret: string }>(
      paths.regenerateSecret,
      { client_id: credential.client_id, consumer_id: owner.consumerId },
      { token: owner.token },
    );
    expect(regenerated.status).toBe(200);
    await settle();
    expect((await grant(server.baseUrl, credential)).status).toBe(401);
    expect(
      (await grant(server.baseUrl, { ...credential, client_secret: regenerated.body.New_Secret })).status,
    ).toBe(200);
  });

  it('on the instance that made the change, the next call sees it without any wait', async () => {
    for (let round = 0; round < 5; round++) {
      const credential = await warmed();
      const regenerated = await server.client.post<{ New_Secret: string }>(
        paths.regenerateSecret,
        { client_id: credential.client_id, consumer_id: owner.consumerId },
        { token: owner.token },
      );
      expect(regenerated.status).toBe(200);
      expect((await grant(server.baseUrl, credential)).status).toBe(401);
    }
  });

  it('a client deleted on one instance gets no token from the other', async () => {
    const credential = await warmed();
    const listed = await sibling.client.post<{ message: { id: string; client_id: string }[] }>(
      paths.viewCredentials,
      { consumerId: owner.consumerId },
      { token: owner.token },
    );
    const item = listed.body.message.find((entry) => entry.client_id === credential.client_id);
    const deleted = await sibling.client.post(
      paths.deleteCredentials,
      { credentialId: item?.id, consumerId: owner.consumerId },
      { token: owner.token },
    );
    expect(deleted.status).toBe(200);
    await settle();
    expect((await grant(server.baseUrl, credential)).status).toBe(401);
  });

  it('a failure limit reached through one instance holds on the other; the right secret still passes', async () => {
    const credential = await warmed();
    for (let i = 0; i < 20; i++) {
      server.clock.advance(61_000);
      const wrong = await grant(sibling.baseUrl, { ...credential, client_secret: `wrong-${i}` });
      expect(wrong.status).toBe(401);
    }
    await settle();
    expect((await grant(server.baseUrl, { ...credential, client_secret: 'wrong-20' })).status).toBe(429);
    expect((await grant(server.baseUrl, credential)).status).toBe(200);
    server.clock.advance(5 * 60_000);
    expect((await grant(server.baseUrl, { ...credential, client_secret: 'wrong-21' })).status).toBe(401);
  });
});
