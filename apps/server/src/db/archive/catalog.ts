import { sql } from 'kysely';
import type { Db } from '../database';

/** A table the archive carries: its columns that take values (not generated ones). */
export interface TableShape {
  name: string;
  columns: string[];
}

/** A partition made at run time (a day of usage), made again before its rows are restored. */
export interface PartitionShape {
  name: string;
  parent: string;
  bound: string;
}

/** A column numbered by a sequence, and where the sequence stood. */
export interface SequenceState {
  table: string;
  column: string;
  lastValue: string;
  isCalled: boolean;
}

/** The migrator's own bookkeeping: the target has it from running the same migrations. */
const NOT_DATA = /^kysely_migration/;

/**
 * The application's tables in an order where every table comes after the tables it references, so
 * that rows can be inserted table by table with every foreign key checked as it goes. Partitions
 * are read and written through their parent.
 */
export async function tablesInOrder(db: Db): Promise<TableShape[]> {
  const tables = await sql<{ name: string }>`
    SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND NOT c.relispartition
    ORDER BY c.relname`.execute(db);
  const names = tables.rows.map((row) => row.name).filter((name) => !NOT_DATA.test(name));
  const references = await sql<{ child: string; parent: string }>`
    SELECT DISTINCT c.relname AS child, p.relname AS parent FROM pg_constraint k
    JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE k.contype = 'f' AND n.nspname = current_schema() AND c.relname <> p.relname`.execute(db);
  const columns = await sql<{ table: string; column: string }>`
    SELECT c.relname AS table, a.attname AS column FROM pg_attribute a
    JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND NOT c.relispartition
      AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
    ORDER BY c.relname, a.attnum`.execute(db);
  const order = dependencyOrder(
    names,
    references.rows.filter((row) => names.includes(row.child) && names.includes(row.parent)),
  );
  return order.map((name) => ({
    name,
    columns: columns.rows.filter((row) => row.table === name).map((row) => row.column),
  }));
}

/** Parents before children; a cycle (none today) would need deferred constraints, so it is refused. */
function dependencyOrder(names: string[], edges: { child: string; parent: string }[]): string[] {
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < names.length) {
    const ready = names.filter(
      (name) => !placed.has(name) && edges.every((edge) => edge.child !== name || placed.has(edge.parent)),
    );
    if (ready.length === 0) throw new Error('the tables reference each other in a cycle');
    for (const name of ready) {
      ordered.push(name);
      placed.add(name);
    }
  }
  return ordered;
}

export async function partitionsOf(db: Db): Promise<PartitionShape[]> {
  const { rows } = await sql<PartitionShape>`
    SELECT c.relname AS name, p.relname AS parent, pg_get_expr(c.relpartbound, c.oid) AS bound
    FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_class p ON p.oid = i.inhparent
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND c.relispartition AND c.relkind IN ('r', 'p')
    ORDER BY c.relname`.execute(db);
  return rows;
}

/** Every column numbered by a sequence (serial or identity), with the sequence's name. */
export async function numberedColumns(
  db: Db,
): Promise<{ table: string; column: string; sequence: string }[]> {
  const { rows } = await sql<{ table: string; column: string; sequence: string | null }>`
    SELECT c.relname AS table, a.attname AS column,
      pg_get_serial_sequence(quote_ident(c.relname), a.attname) AS sequence
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND NOT c.relispartition
      AND a.attnum > 0 AND NOT a.attisdropped ORDER BY c.relname, a.attnum`.execute(db);
  return rows.flatMap((row) =>
    row.sequence && !NOT_DATA.test(row.table) ? [{ ...row, sequence: row.sequence }] : [],
  );
}

export async function sequenceStates(db: Db): Promise<SequenceState[]> {
  const states: SequenceState[] = [];
  for (const { table, column, sequence } of await numberedColumns(db)) {
    // The name is the catalogue's own, already quoted by pg_get_serial_sequence.
    const { rows } = await sql<{ last_value: string; is_called: boolean }>`
      SELECT last_value::text AS last_value, is_called FROM ${sql.raw(sequence)}`.execute(db);
    const state = rows[0];
    if (state) states.push({ table, column, lastValue: state.last_value, isCalled: state.is_called });
  }
  return states;
}

/**
 * A table's row count and a checksum of its rows that both databases compute alike: each row as
 * PostgreSQL's canonical JSON text (times in UTC, set by the caller), hashed, the hashes sorted
 * byte-wise so that neither the physical order nor the collation matters.
 */
export async function fingerprint(db: Db, table: string): Promise<{ rows: number; checksum: string }> {
  const { rows } = await sql<{ count: string; checksum: string | null }>`
    SELECT count(*)::text AS count, md5(string_agg(h, '' ORDER BY h COLLATE "C")) AS checksum
    FROM (SELECT md5(to_jsonb(t)::text) AS h FROM ${sql.table(table)} t) hashed`.execute(db);
  const row = rows[0];
  return { rows: Number(row?.count ?? 0), checksum: row?.checksum ?? '' };
}
