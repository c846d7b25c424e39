import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKind } from './test-database';

// The server suite hands one embedded database from file to file (reused-pglite.ts): each file must
// still see exactly what a freshly migrated database holds.
describe.runIf(testDatabaseKind === 'pglite')('an embedded test database handed on to the next file', () => {
  it('holds no row and restarts every sequence, whatever the file before wrote', async () => {
    const before = await openTestDatabase();
    await before.db
      .insertInto('request_windows')
      .values({ key: 'left-behind', started_at: new Date(), hits: 3 })
      .execute();
    await sql`SELECT nextval('invitation_sends_id_seq'), nextval('invitation_sends_id_seq')`.execute(
      before.db,
    );
    await sql`SET statement_timeout = 1234`.execute(before.db);
    await before.drop();

    const after = await openTestDatabase();
    try {
      expect(await after.db.selectFrom('request_windows').selectAll().execute()).toEqual([]);
      const next = await sql<{ id: string }>`SELECT nextval('invitation_sends_id_seq') AS id`.execute(
        after.db,
      );
      expect(Number(next.rows[0]?.id)).toBe(1);
      const timeout = await sql<{
        value: string;
      }>`SELECT current_setting('statement_timeout') AS value`.execute(after.db);
      expect(timeout.rows[0]?.value).not.toBe('1234ms');
    } finally {
      await after.drop();
    }
  });

  it('is not handed on once a file has changed its schema', async () => {
    const changed = await openTestDatabase();
    await sql`CREATE TABLE left_behind (id int)`.execute(changed.db);
    await changed.drop();

    const next = await openTestDatabase();
    try {
      const tables = await sql<{ name: string }>`
        SELECT tablename AS name FROM pg_tables WHERE tablename = 'left_behind'`.execute(next.db);
      expect(tables.rows).toEqual([]);
    } finally {
      await next.drop();
    }
  });
});
