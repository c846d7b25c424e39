import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresForTests } from '../../test/test-support/postgres-only';
import { createScratchDatabase, type ScratchDatabase } from '../../test/test-support/scratch-postgres';
import { type Db, openPostgres, withoutQueryTimeout } from './database';
import { DATABASE_TIMEOUT } from './timed-pool';

const adminUrl = postgresForTests('the statement bound test');

// The bound is a client-side timer, so PostgreSQL's own pg_sleep stands in for a server that hangs.
describe.runIf(adminUrl)('a statement without an answer in time', () => {
  let scratch: ScratchDatabase;
  let db: Db;

  beforeAll(async () => {
    scratch = await createScratchDatabase(adminUrl as string, 'ddp_timed');
    // One connection, so that the next statement would get the same one if it were kept.
    db = openPostgres(scratch.url, { max: 1, queryTimeoutMs: 300 });
    await sql`CREATE TABLE marks (name text PRIMARY KEY)`.execute(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await scratch?.drop();
  });

  const marks = async () =>
    (
      await db
        .selectFrom('marks' as never)
        .select(sql<string>`name`.as('name'))
        .execute()
    ).map((row) => row.name);

  it('fails with the timeout code, and its transaction never commits through a later user', async () => {
    const started = Date.now();
    const failed = await db
      .transaction()
      .execute(async (trx) => {
        await sql`INSERT INTO marks VALUES ('half made')`.execute(trx);
        await sql`SELECT pg_sleep(1)`.execute(trx);
      })
      .catch((error: { code?: string }) => error);
    expect((failed as { code?: string }).code).toBe(DATABASE_TIMEOUT);
    // The ROLLBACK did not queue behind the hung statement.
    expect(Date.now() - started).toBeLessThan(900);

    // Later users commit on the pool's only connection while the hung statement ends on the server.
    for (let i = 0; i < 5; i++) {
      await db.transaction().execute((trx) => sql`INSERT INTO marks VALUES (${`later ${i}`})`.execute(trx));
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect((await marks()).sort()).toEqual(['later 0', 'later 1', 'later 2', 'later 3', 'later 4']);
  });

  it('leaves migrations unbounded', async () => {
    await expect(sql`SELECT pg_sleep(0.5)`.execute(withoutQueryTimeout(db))).resolves.toBeDefined();
    await expect(sql`SELECT pg_sleep(0.5)`.execute(db)).rejects.toMatchObject({ code: DATABASE_TIMEOUT });
  });
});
