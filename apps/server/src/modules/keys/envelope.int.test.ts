import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from '../../../test/test-support/accounts';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';
import { SecretBox } from '../../platform/secret-box';
import { TokenIssuer } from '../oauth/issuer';
import { Envelope } from './envelope';

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

  it('will not start with another MASTER_KEY, and says which setting is wrong', async () => {
    const otherKey = new SecretBox(randomBytes(32));
    await expect(Envelope.load(server.db, otherKey, server.clock)).rejects.toThrow(
      /^MASTER_KEY does not open the envelope key stored in the database/,
    );
    await expect(
      TokenIssuer.load(server.db, otherKey, server.clock, {
        issuer: 'http://127.0.0.1',
        audience: 'ddp',
        lifetimeMs: 60_000,
      }),
    ).rejects.toThrow(/^MASTER_KEY does not open the oauth-signing key stored in the database/);
  });
});
