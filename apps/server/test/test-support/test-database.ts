import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type Db, openPGlite, openPostgres } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { PGLITE_TEMPLATE } from './pglite-template';

export const testDatabaseKind = process.env.TEST_DATABASE_URL ? 'postgresql' : 'pglite';

export interface TestDatabase {
  db: Db;
  /** Opens another pool on the same database, as a second server instance would. */
  openAnother(): Promise<Db>;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database per test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (the suite runs once on each in CI).
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const db = await openPGlite(undefined, await migratedTemplate());
    await migrateToLatest(db);
    return {
      db,
      openAnother: async () => db,
      drop: () => db.destroy(),
    };
  }
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

/**
 * The migrated PGlite data folder the suite's global set-up dumped once (pglite-template.ts), so that
 * each file skips initdb; nothing when the suite runs without it, and each file then starts afresh.
 * Migrating again afterwards is a no-op on the template and keeps a stale template harmless.
 */
async function migratedTemplate(): Promise<Blob | undefined> {
  const file = inject(PGLITE_TEMPLATE);
  return file ? new Blob([await readFile(file)]) : undefined;
}
