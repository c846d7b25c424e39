import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from '../../test/test-support/accounts';
import { testDatabaseKind } from '../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../test/test-support/test-server';
import { migrateToLatest } from './migrate';

// Issue 23, part 3: in a rolling upgrade the new release migrates first; an instance of the release
// before that restarts then must start on the newer schema, not stop on a migration it lacks.
describe(`a release on a database a newer release has migrated (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it('starts on it without migrating, says so, and serves on it', async () => {
    // What a newer release's expanding migration leaves: an added column, and its name in the log.
    await sql`ALTER TABLE consumers ADD COLUMN nickname text`.execute(server.db);
    await sql`INSERT INTO kysely_migration (name, timestamp) VALUES ('999-nicknames', now())`.execute(
      server.db,
    );
    const heard: string[][] = [];
    expect(await migrateToLatest(server.db, (names) => heard.push(names))).toEqual([]);
    expect(heard).toEqual([['999-nicknames']]);
    // Writes of this release go on: the new column is one it never names.
    const account = await registerAccount(server.client);
    expect(account.email).toContain('@');
  });

  it('refuses a database that lacks one of its own migrations beside the unknown ones', async () => {
    const [last] = (
      await sql<{
        name: string;
      }>`SELECT name FROM kysely_migration WHERE name < '999' ORDER BY name DESC LIMIT 1`.execute(server.db)
    ).rows;
    await sql`DELETE FROM kysely_migration WHERE name = ${last?.name}`.execute(server.db);
    await expect(migrateToLatest(server.db)).rejects.toThrow(
      `the database has migrations of another release (999-nicknames) but not this release's ${last?.name}`,
    );
  });
});
