import type { ClientSecretItem } from '@ddp/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, signIn } from '../../test/test-support/accounts';
import { createCredential, grant } from '../../test/test-support/credentials';
import { asSession, type Session } from '../../test/test-support/teams';
import { testDatabaseKind } from '../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../test/test-support/test-server';
import { migratorOf } from './migrate';

describe(`migration 016: a client's secrets get ids and dates (${testDatabaseKind})`, () => {
  let server: TestServer;
  let owner: Session;
  beforeAll(async () => {
    server = await startTestServer();
    const account = await registerAccount(server.client);
    owner = asSession(account, await signIn(server.client, account, server.clock));
  });
  afterAll(() => server.close());

  const secretsOf = async (clientId: string) =>
    (
      await server.client.post<{ data: ClientSecretItem[] }>(
        '/v1/ddp/view-client-secrets',
        { client_id: clientId, consumer_id: owner.consumerId },
        { token: owner.token },
      )
    ).body.data;

  it('keeps the clients made before it working, each with one secret made when the client was', async () => {
    const made = Math.floor(server.clock.now().getTime() / 1000);
    const credential = await createCredential(server.client, owner);
    server.clock.advance(60_000);

    // Undone and done again: the client as the release before stored it, then moved forward.
    expect((await migratorOf(server.db).migrateTo('015-language')).error).toBeUndefined();
    expect((await migratorOf(server.db).migrateToLatest()).error).toBeUndefined();

    expect((await grant(server.baseUrl, credential)).status).toBe(200);
    expect(await secretsOf(credential.client_id)).toEqual([
      {
        secret_id: expect.any(String),
        created_at: made,
        last_used_at: made + 60,
        expires_at: null,
        state: 'active',
      },
    ]);
  });

  it('lets a server of the release before it still store a client (expand, then contract)', async () => {
    const credential = await createCredential(server.client, owner);
    const clientId = `ddp-${'b'.repeat(32)}`;
    // The previous release's insert names none of the new columns.
    await sql`INSERT INTO credentials (id, company_id, consumer_id, name, client_id, secret_hash,
        secret_sealed, created_at, tokens_valid_after)
      SELECT gen_random_uuid(), company_id, consumer_id, 'Old release', ${clientId}, secret_hash,
        secret_sealed, created_at, tokens_valid_after
      FROM credentials WHERE client_id = ${credential.client_id}`.execute(server.db);
    expect((await grant(server.baseUrl, { ...credential, client_id: clientId })).status).toBe(200);
    expect(await secretsOf(clientId)).toEqual([
      expect.objectContaining({ secret_id: expect.stringMatching(/^[0-9a-f-]{36}$/), expires_at: null }),
    ]);
  });
});
