import { paths } from '@ddp/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, signIn } from '../../../test/test-support/accounts';
import type { PortalClient } from '../../../test/test-support/portal-client';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';
import { CHANGE_FEED_APPLICATION, changeFeedOf } from '../../db/change-feed';

// Sessions and profiles are kept in each instance between calls (docs/decisions.md, "Caches that the
// database keeps honest"). These prove that whatever changes them, wherever, is seen by the next call.

let server: TestServer;
let sibling: Awaited<ReturnType<TestServer['startSibling']>>;

beforeAll(async () => {
  server = await startTestServer();
  sibling = await server.startSibling();
});
afterAll(async () => {
  await sibling?.close();
  await server?.close();
});

async function signedIn(tag: string) {
  const account = await registerAccount(server.client, { email: `cache.${tag}@example.com` });
  const session = await signIn(server.client, account, server.clock);
  return { account, auth: { token: session.token } };
}

const details = (client: PortalClient, email: string, auth: { token: string }) =>
  client.get<{ firstname?: string; companyname?: string }>(
    paths.viewPersonalDetails,
    { emailid: email },
    auth,
  );

/** A notice travels from PostgreSQL to every listening instance on its own connection. */
async function settle(): Promise<void> {
  if (testDatabaseKind === 'pglite') return;
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('kept sessions and profiles', () => {
  it('a logout on one instance ends the session on the other, though the other had it in memory', async () => {
    const { account, auth } = await signedIn('logout');
    // Both instances read the session, so both hold it.
    expect((await details(server.client, account.email, auth)).status).toBe(200);
    expect((await details(sibling.client, account.email, auth)).status).toBe(200);

    expect((await sibling.client.post(paths.logout, {}, auth)).status).toBe(200);
    await settle();
    expect((await details(server.client, account.email, auth)).status).toBe(401);
    expect((await details(sibling.client, account.email, auth)).status).toBe(401);
  });

  it('a profile edited through one instance reads back edited from the other', async () => {
    const { account, auth } = await signedIn('edit');
    expect((await details(server.client, account.email, auth)).body.firstname).toBe('Ada');

    const edited = await sibling.client.post(
      paths.editDetails,
      {
        email: account.email,
        editfirstname: 'Grace',
        editlastname: 'Hopper',
        editmobile: '+49 1701234567 DE',
        street: 'Street 2',
        postal: '10117',
        country: 'Germany',
        city: 'Berlin',
      },
      auth,
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    await settle();
    expect((await details(server.client, account.email, auth)).body.firstname).toBe('Grace');
  });

  it('rows changed in the database by any means are seen at once: session, company and account', async () => {
    const { account, auth } = await signedIn('direct');
    expect((await details(server.client, account.email, auth)).status).toBe(200);

    await sql`UPDATE companies SET name = 'Renamed Ltd' WHERE id = (
      SELECT company_id FROM consumers WHERE email = ${account.email})`.execute(server.db);
    await settle();
    expect((await details(server.client, account.email, auth)).body.companyname).toBe('Renamed Ltd');

    await sql`DELETE FROM sessions WHERE consumer_id = (
      SELECT id FROM consumers WHERE email = ${account.email})`.execute(server.db);
    await settle();
    expect((await details(server.client, account.email, auth)).status).toBe(401);
  });

  it.runIf(testDatabaseKind === 'postgresql')(
    'while the notice connection is down nothing is served from memory, and it comes back by itself',
    async () => {
      const { account, auth } = await signedIn('feed-down');
      expect((await details(server.client, account.email, auth)).status).toBe(200);
      const feed = changeFeedOf(server.db);
      expect(feed?.live).toBe(true);

      // Cut every listening connection, then change a row: the change is announced to no one.
      await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND application_name = ${CHANGE_FEED_APPLICATION}`.execute(
        server.db,
      );
      await expect.poll(() => feed?.live).toBe(false);
      await sql`UPDATE consumers SET firstname = 'Unannounced' WHERE email = ${account.email}`.execute(
        server.db,
      );
      expect((await details(server.client, account.email, auth)).body.firstname).toBe('Unannounced');

      await expect.poll(() => feed?.live, { timeout: 10_000 }).toBe(true);
      expect((await details(server.client, account.email, auth)).status).toBe(200);
      expect((await sibling.client.post(paths.logout, {}, auth)).status).toBe(200);
      await settle();
      expect((await details(server.client, account.email, auth)).status).toBe(401);
    },
  );
});
