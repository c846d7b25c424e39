import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { sql } from 'kysely';
import type { Db } from '../database';
import { ARCHIVE_FORMAT, type ArchiveHeader, END_MARK, READ_BATCH_ROWS, TABLE_MARK } from './archive-format';
import { fingerprint, partitionsOf, sequenceStates, tablesInOrder } from './catalog';

/**
 * Writes every row of the database to `out` (uncompressed lines; the caller compresses) from one
 * consistent snapshot: a repeatable-read transaction, so that writes made meanwhile by a running
 * portal are either wholly in the archive or not at all. Returns the header that was written.
 */
export async function writeArchive(db: Db, out: Writable, now: Date): Promise<ArchiveHeader> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      await sql`SET TRANSACTION READ ONLY`.execute(trx);
      // Row texts carry their times in the session's zone: UTC on both sides keeps checksums equal.
      await sql`SET LOCAL TIME ZONE 'UTC'`.execute(trx);
      const tables = await tablesInOrder(trx);
      const migrations = await sql<{ name: string }>`
        SELECT name FROM kysely_migration ORDER BY name`.execute(trx);
      const header: ArchiveHeader = {
        format: ARCHIVE_FORMAT,
        version: 1,
        createdAt: now.toISOString(),
        migrations: migrations.rows.map((row) => row.name),
        tables: [],
        partitions: await partitionsOf(trx),
        sequences: await sequenceStates(trx),
      };
      for (const table of tables)
        header.tables.push({ name: table.name, ...(await fingerprint(trx, table.name)) });
      await write(out, `${JSON.stringify(header)}\n`);
      for (const table of tables) {
        await write(out, `${TABLE_MARK}${table.name}\n`);
        await sql`DECLARE archive_rows NO SCROLL CURSOR FOR
          SELECT to_jsonb(t)::text AS line FROM ${sql.table(table.name)} t`.execute(trx);
        for (;;) {
          const { rows } = await sql<{ line: string }>`
            FETCH ${sql.raw(String(READ_BATCH_ROWS))} FROM archive_rows`.execute(trx);
          if (rows.length === 0) break;
          await write(out, `${rows.map((row) => row.line).join('\n')}\n`);
        }
        await sql`CLOSE archive_rows`.execute(trx);
      }
      await write(out, `${END_MARK}\n`);
      return header;
    });
}

/** Waits when the stream asks to, so that a large table is never held in memory whole. */
async function write(out: Writable, text: string): Promise<void> {
  if (!out.write(text)) await once(out, 'drain');
}
