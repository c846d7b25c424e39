import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../database';
import { migrateToLatest, migratorOf } from '../migrate';
import {
  ARCHIVE_FORMAT,
  ArchiveError,
  type ArchiveHeader,
  END_MARK,
  RESTORE_BATCH_CHARS,
  RESTORE_BATCH_ROWS,
  TABLE_MARK,
} from './archive-format';
import { fingerprint, numberedColumns, type TableShape, tablesInOrder } from './catalog';

const identifier = z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/);
// The only partitions the portal makes are ranges of days (modules/usage/partitions.ts).
const rangeBound = z.string().regex(/^FOR VALUES FROM \('[0-9 :+.-]{10,40}'\) TO \('[0-9 :+.-]{10,40}'\)$/);
const headerShape = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.literal(1),
  createdAt: z.string(),
  migrations: z.array(z.string()).min(1),
  tables: z.array(z.object({ name: identifier, rows: z.number().int().min(0), checksum: z.string() })),
  partitions: z.array(z.object({ name: identifier, parent: identifier, bound: rangeBound })),
  sequences: z.array(
    z.object({
      table: identifier,
      column: identifier,
      lastValue: z.string().regex(/^-?\d{1,19}$/),
      isCalled: z.boolean(),
    }),
  ),
});

export interface RestoreSummary {
  createdAt: string;
  tables: { name: string; rows: number }[];
}

/**
 * Restores an archive (uncompressed lines, see archive-format.ts) into an empty database: the
 * archive's own migrations first, then every row in one transaction whose counts and checksums must
 * match the archive's before it commits, then the migrations this release adds. Anything wrong
 * leaves the database without a row of the archive.
 */
export async function restoreArchive(db: Db, input: Readable): Promise<RestoreSummary> {
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY })[Symbol.asyncIterator]();
  const header = parseHeader((await lines.next()).value);
  // Before any migration runs: stepping a database that holds data down to the archive's level
  // would drop what newer migrations added.
  await requireEmpty(
    db,
    (await tablesInOrder(db)).map((table) => table.name),
  );
  await migrateToArchiveLevel(db, header.migrations);
  await db.transaction().execute(async (trx) => {
    await sql`SET LOCAL TIME ZONE 'UTC'`.execute(trx);
    const tables = new Map((await tablesInOrder(trx)).map((table) => [table.name, table]));
    await requireEmpty(trx, [...tables.keys()]);
    for (const partition of header.partitions) {
      if (!tables.has(partition.parent)) throw new ArchiveError(`unknown table ${partition.parent}`);
      await sql`CREATE TABLE ${sql.table(partition.name)} PARTITION OF ${sql.table(partition.parent)}
        ${sql.raw(partition.bound)}`.execute(trx);
    }
    await insertSections(trx, lines, tables, header);
    for (const expected of header.tables) {
      const found = await fingerprint(trx, expected.name);
      if (found.rows !== expected.rows || found.checksum !== expected.checksum)
        throw new ArchiveError(
          `table ${expected.name}: ${found.rows} rows restored of ${expected.rows}, or their checksum differs: the archive is damaged`,
        );
    }
    await restoreSequences(trx, header);
  });
  await migrateToLatest(db);
  return { createdAt: header.createdAt, tables: header.tables.map(({ name, rows }) => ({ name, rows })) };
}

function parseHeader(line: string | undefined): ArchiveHeader {
  let value: unknown;
  try {
    value = JSON.parse(line ?? '');
  } catch {
    throw new ArchiveError('not a portal archive: its first line is not the archive header');
  }
  const parsed = headerShape.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ArchiveError(
      `not a portal archive, or one of another format version (${issue?.path.join('.')}: ${issue?.message})`,
    );
  }
  return parsed.data;
}

/**
 * The target runs the archive's migrations, no more: its rows fit those tables exactly. An archive
 * made by a newer release names a migration this one does not know, and is refused.
 */
async function migrateToArchiveLevel(db: Db, archived: string[]): Promise<void> {
  const migrator = migratorOf(db);
  const known = (await migrator.getMigrations()).map((migration) => migration.name);
  const unknown = archived.find((name, index) => known[index] !== name);
  if (unknown)
    throw new ArchiveError(
      `the archive was made by another release (migration ${unknown} is not this release's): restore it with the release that made it or a newer one`,
    );
  const target = archived[archived.length - 1] as string;
  const { error } = await migrator.migrateTo(target);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

async function requireEmpty(db: Db, tables: string[]): Promise<void> {
  for (const table of tables) {
    // Whether a row exists, not how many: a filled table is refused without reading it whole.
    const { rows } = await sql<{ filled: boolean }>`
      SELECT EXISTS (SELECT 1 FROM ${sql.table(table)}) AS filled`.execute(db);
    if (rows[0]?.filled)
      throw new ArchiveError(
        `the database is not empty (table ${table} has rows): restore into a new, empty database`,
      );
  }
}

type Lines = AsyncIterator<string>;

async function insertSections(
  db: Db,
  lines: Lines,
  tables: Map<string, TableShape>,
  header: ArchiveHeader,
): Promise<void> {
  const expected = new Set(header.tables.map((table) => table.name));
  let table: TableShape | undefined;
  let batch: string[] = [];
  let chars = 0;
  const flush = async () => {
    if (table && batch.length > 0) await insertBatch(db, table, batch);
    batch = [];
    chars = 0;
  };
  for (let next = await lines.next(); !next.done; next = await lines.next()) {
    const line = next.value;
    if (line === END_MARK) {
      await flush();
      return;
    }
    if (line.startsWith(TABLE_MARK)) {
      await flush();
      const name = line.slice(TABLE_MARK.length);
      table = expected.has(name) ? tables.get(name) : undefined;
      if (!table) throw new ArchiveError(`the archive holds rows of an unknown table (${name.slice(0, 64)})`);
      continue;
    }
    if (!table) throw new ArchiveError('the archive holds rows before naming their table');
    batch.push(line);
    chars += line.length;
    if (batch.length >= RESTORE_BATCH_ROWS || chars >= RESTORE_BATCH_CHARS) await flush();
  }
  throw new ArchiveError('the archive is cut off: its last line is missing');
}

async function insertBatch(db: Db, table: TableShape, rows: string[]): Promise<void> {
  const columns = sql.join(table.columns.map((column) => sql.ref(column)));
  try {
    await sql`INSERT INTO ${sql.table(table.name)} (${columns}) OVERRIDING SYSTEM VALUE
      SELECT ${columns} FROM jsonb_populate_recordset(NULL::${sql.table(table.name)}, ${`[${rows.join(',')}]`}::jsonb)`.execute(
      db,
    );
  } catch (error) {
    throw new ArchiveError(
      `table ${table.name}: its rows could not be restored (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}

/** Numbers go on from where they stood, also past rows deleted before the archive was made. */
async function restoreSequences(db: Db, header: ArchiveHeader): Promise<void> {
  const numbered = await numberedColumns(db);
  for (const state of header.sequences) {
    const column = numbered.find((each) => each.table === state.table && each.column === state.column);
    if (!column) throw new ArchiveError(`unknown numbered column ${state.table}.${state.column}`);
    await sql`SELECT setval(${column.sequence}::regclass, ${state.lastValue}::bigint, ${state.isCalled})`.execute(
      db,
    );
  }
}
