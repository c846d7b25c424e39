import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Db, openPostgres } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { openEmbeddedTestDatabase } from './reused-pglite';

export const testDatabaseKind = process.env.TEST_DATABASE_URL ? 'postgresql' : 'pglite';

export interface TestDatabase {
  db: Db;
  /** Opens another pool on the same database, as a second server instance would. */
  openAnother(): Promise<Db>;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database per test file: in-memory PGlite by default (emptied and handed on from
 * file to file, reused-pglite.ts), or a new database on the PostgreSQL server named by
 * TEST_DATABASE_URL (the suite runs once on each in CI).
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openEmbeddedTestDatabase();
  const name = `ddp_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString());
  await migrateToLatest(db);
  const others: Db[] = [];
  return {
    db,
    openAnother: async () => {
      const other = openPostgres(url.toString());
      others.push(other);
      return other;
    },
    drop: async () => {
      for (const other of others) await other.destroy();
      await db.destroy();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
