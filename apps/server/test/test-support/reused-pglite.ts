import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { type Db, openPGlite, reopenPGlite } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { PGLITE_TEMPLATE } from './pglite-template';

/**
 * Starting an embedded database costs two to three seconds of CPU in WebAssembly, even from the
 * migrated template: most of the server suite's time outside its tests. A worker runs one file at
 * a time (vitest.config.ts), so it keeps the embedded databases of the file before and hands them
 * to the next, emptied: every table truncated, every sequence restarted, the session reset. What a
 * file sees is what a freshly migrated database holds. One whose schema a file changed (a
 * migration test) is closed instead of reused. A few files start two or three servers side by
 * side (each on a database of its own), so a worker keeps up to `SPARES` of them.
 */
interface Embedded {
  /** Never given to a test: its Db stays open so that the database does. */
  holder: Db;
  /** The migrated schema, as `schemaFingerprint` reads it. */
  fingerprint: string;
}

const SPARES = 3;
const spares: Embedded[] = [];

/** A migrated, empty embedded database for one test file (test-database.ts's `TestDatabase`). */
export async function openEmbeddedTestDatabase() {
  const embedded = spares.pop() ?? (await freshEmbedded());
  const db = reopenPGlite(embedded.holder);
  let dropped = false;
  return {
    db,
    openAnother: async () => db,
    async drop() {
      if (dropped) return;
      dropped = true;
      await db.destroy();
      await keepForNextFile(embedded);
    },
  };
}

async function freshEmbedded(): Promise<Embedded> {
  const holder = await openPGlite(undefined, await migratedTemplate());
  await migrateToLatest(holder);
  return { holder, fingerprint: await schemaFingerprint(holder) };
}

async function keepForNextFile(embedded: Embedded): Promise<void> {
  try {
    if (spares.length < SPARES && (await emptied(embedded))) {
      spares.push(embedded);
      return;
    }
  } catch {
    // A database that cannot be emptied is not reused.
  }
  await embedded.holder.destroy();
}

/** Empties the database; false when its schema is no longer the migrated one. */
async function emptied({ holder, fingerprint }: Embedded): Promise<boolean> {
  await sql`DISCARD ALL`.execute(holder);
  if ((await schemaFingerprint(holder)) !== fingerprint) return false;
  const tables = await sql<{ name: string }>`
    SELECT quote_ident(tablename) AS name FROM pg_tables
    WHERE schemaname = 'public' AND tablename NOT LIKE 'kysely_migration%'`.execute(holder);
  if (tables.rows.length > 0) {
    const list = tables.rows.map((row) => row.name).join(', ');
    await sql.raw(`TRUNCATE ${list} RESTART IDENTITY CASCADE`).execute(holder);
  }
  const sequences = await sql<{ name: string }>`
    SELECT quote_ident(sequencename) AS name FROM pg_sequences WHERE schemaname = 'public'`.execute(holder);
  for (const { name } of sequences.rows) await sql.raw(`ALTER SEQUENCE ${name} RESTART`).execute(holder);
  return true;
}

/**
 * Tables, columns with their types and defaults, indexes, constraints, triggers, functions, the
 * applied migrations and the schemas: whatever a migration or a test could change.
 */
async function schemaFingerprint(db: Db): Promise<string> {
  const result = await sql<{ fingerprint: string }>`
    SELECT md5(string_agg(item, E'\\n' ORDER BY item)) AS fingerprint FROM (
      SELECT 'column ' || c.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
        || ' ' || a.attnotnull::text || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '') AS item
      FROM pg_attribute a
      JOIN pg_class c ON c.oid = a.attrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
      LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE n.nspname = 'public' AND a.attnum > 0 AND NOT a.attisdropped
      UNION ALL SELECT 'index ' || indexdef FROM pg_indexes WHERE schemaname = 'public'
      UNION ALL SELECT 'constraint ' || conname || ' ' || pg_get_constraintdef(oid)
        FROM pg_constraint WHERE connamespace = 'public'::regnamespace
      UNION ALL SELECT 'trigger ' || tgrelid::regclass::text || ' ' || tgname
        FROM pg_trigger WHERE NOT tgisinternal
      UNION ALL SELECT 'function ' || proname || ' ' || md5(prosrc)
        FROM pg_proc WHERE pronamespace = 'public'::regnamespace
      UNION ALL SELECT 'migration ' || name FROM kysely_migration
      UNION ALL SELECT 'schema ' || nspname FROM pg_namespace
    ) AS schema_items`.execute(db);
  return result.rows[0]?.fingerprint ?? '';
}

/**
 * The migrated PGlite data folder the suite's global set-up dumped once (pglite-template.ts), so that
 * a new database skips initdb; nothing when the suite runs without it, and it then starts afresh.
 * Migrating again afterwards is a no-op on the template and keeps a stale template harmless.
 */
async function migratedTemplate(): Promise<Blob | undefined> {
  const file = inject(PGLITE_TEMPLATE);
  return file ? new Blob([await readFile(file)]) : undefined;
}
