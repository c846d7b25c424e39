import { sql } from 'kysely';
import type { Db } from '../../src/db/database';
import type { WriteAllowance } from './fuzz-entry';

export interface Write {
  table: string;
  op: string;
  /** For updates: the columns whose value changed. */
  columns: string[];
}

const LOG = 'fuzz_write_log';

/**
 * Records every row the server inserts, changes or deletes, by table and changed columns, with a
 * trigger on each table of the test database (never in the migrations: this is the test's own
 * instrument). Reading the log after a refused request answers "did it change anything?" exactly
 * and in one small query, where counting rows or comparing timestamps would miss an update in place.
 */
export async function installWriteLog(db: Db): Promise<void> {
  await sql`CREATE TABLE ${sql.table(LOG)} (id bigserial PRIMARY KEY, table_name text, op text, columns text)`.execute(
    db,
  );
  await sql`
    CREATE FUNCTION fuzz_log_write() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE changed text;
    BEGIN
      IF TG_OP = 'UPDATE' THEN
        SELECT string_agg(n.key, ',' ORDER BY n.key) INTO changed
          FROM jsonb_each(to_jsonb(NEW)) n JOIN jsonb_each(to_jsonb(OLD)) o USING (key)
          WHERE n.value IS DISTINCT FROM o.value;
        IF changed IS NULL THEN RETURN NULL; END IF;
      END IF;
      INSERT INTO fuzz_write_log (table_name, op, columns) VALUES (TG_TABLE_NAME, TG_OP, changed);
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE FUNCTION fuzz_log_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO fuzz_write_log (table_name, op) VALUES (TG_TABLE_NAME, TG_OP);
      RETURN NULL;
    END $$`.execute(db);
  const tables = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> ${LOG}`.execute(db);
  for (const { name } of tables.rows) {
    await sql`CREATE TRIGGER fuzz_log AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(name)}
      FOR EACH ROW EXECUTE FUNCTION fuzz_log_write()`.execute(db);
    await sql`CREATE TRIGGER fuzz_log_truncate AFTER TRUNCATE ON ${sql.table(name)}
      FOR EACH STATEMENT EXECUTE FUNCTION fuzz_log_truncate()`.execute(db);
  }
}

/** The writes since the last call, and a clean log for the next. */
export async function takeWrites(db: Db): Promise<Write[]> {
  const rows = await sql<{ table_name: string; op: string; columns: string | null }>`
    DELETE FROM ${sql.table(LOG)} RETURNING table_name, op, columns`.execute(db);
  return rows.rows.map((row) => ({
    table: row.table_name,
    op: row.op,
    columns: row.columns ? row.columns.split(',') : [],
  }));
}

/**
 * Writes any request may make: a signed-in call refreshes its session's last-seen time (at most once
 * a minute), which keeps an active session from timing out.
 */
const EVERY_CALL: readonly WriteAllowance[] = [
  { table: 'sessions', columns: ['last_seen_at'], why: 'the session was used' },
];

/** The writes no allowance covers. */
export function unexplained(writes: readonly Write[], allowed: readonly WriteAllowance[] = []): Write[] {
  const all = [...EVERY_CALL, ...allowed];
  return writes.filter(
    (write) =>
      !all.some(
        (allowance) =>
          (typeof allowance.table === 'string'
            ? allowance.table === write.table
            : allowance.table.test(write.table)) &&
          (!allowance.columns ||
            (write.op === 'UPDATE' && write.columns.every((column) => allowance.columns!.includes(column)))),
      ),
  );
}
