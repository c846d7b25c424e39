import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from '../../test-support/accounts';
import { testDatabaseKind } from '../../test-support/test-database';
import { startTestServer, type TestServer } from '../../test-support/test-server';

describe(`the encryption key is shared by every instance (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('publishes one key from both instances, and either decrypts what was made for the other', async () => {
    const sibling = await server.startSibling();
    try {
      const first = await server.client.publicKey();
      const second = await sibling.client.publicKey();
      expect(second.jwk).toEqual(first.jwk);
      const account = await registerAccount(server.client);
      const viaSibling = await sibling.client.post('/v1/ddp/login', {
        email: account.email,
        password: account.password,
      });
      expect(viaSibling.status).toBe(200);
    } finally {
      await sibling.close();
    }
  });

  it('keeps the private key sealed in the database', async () => {
    const rows = await server.db
      .selectFrom('server_keys')
      .selectAll()
      .where('purpose', '=', 'envelope')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.private_sealed.startsWith('v1.')).toBe(true);
    expect(rows[0]!.private_sealed).not.toContain('"d"');
  });
});
