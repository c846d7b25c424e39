import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpPGlite, openPGlite } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';

/** The name under which the template's file is provided to the test files. */
export const PGLITE_TEMPLATE = 'pgliteTemplate';

declare module 'vitest' {
  export interface ProvidedContext {
    [PGLITE_TEMPLATE]: string;
  }
}

/**
 * The server suite's global set-up on PGlite: one database is made and migrated, and its data folder
 * dumped to a file that every test file's database starts from (test-database.ts). A new PGlite
 * runs initdb in WebAssembly, several seconds on this machine; loading the dump takes about one.
 * On PostgreSQL (TEST_DATABASE_URL) each file makes a database on the server and needs none.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return;
  const db = await openPGlite();
  await migrateToLatest(db);
  const dump = await dumpPGlite(db);
  await db.destroy();
  const folder = mkdtempSync(path.join(tmpdir(), 'ddp-pglite-template-'));
  const file = path.join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide(PGLITE_TEMPLATE, file);
  return () => rmSync(folder, { recursive: true, force: true });
}
