import { sql } from 'kysely';
import type { Db } from '../../db/database';

const DAY_MS = 86_400_000;

/** The UTC day a time falls in, as its first instant. */
export const dayOf = (at: Date) => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);

/** The name of a day's table: usage_calls_p20261129. */
export const partitionName = (day: Date) =>
  `usage_calls_p${day.toISOString().slice(0, 10).replaceAll('-', '')}`;

/**
 * Makes the tables of the days given, where missing. The names come from dates only, never from a
 * request's text. Another instance may make the same table at the same moment: its error is the
 * proof that the table exists.
 */
export async function ensureDays(db: Db, days: readonly Date[], known: Set<string>): Promise<void> {
  for (const day of days) {
    const name = partitionName(day);
    if (known.has(name)) continue;
    const from = day.toISOString();
    const to = new Date(day.getTime() + DAY_MS).toISOString();
    try {
      await sql`CREATE TABLE IF NOT EXISTS ${sql.table(name)} PARTITION OF usage_calls
        FOR VALUES FROM (${sql.lit(from)}) TO (${sql.lit(to)})`.execute(db);
    } catch (error) {
      if (!(await exists(db, name))) throw error;
    }
    known.add(name);
  }
}

async function exists(db: Db, name: string): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`SELECT to_regclass(${name}) IS NOT NULL AS found`.execute(
    db,
  );
  return rows[0]?.found === true;
}

/** The day tables wholly before `before`, oldest first. */
export async function daysBefore(db: Db, before: Date): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT c.relname AS name FROM pg_inherits i
    JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_class p ON p.oid = i.inhparent
    WHERE p.relname = 'usage_calls' ORDER BY c.relname`.execute(db);
  const limit = partitionName(dayOf(before));
  return rows.map((row) => row.name).filter((name) => /^usage_calls_p\d{8}$/.test(name) && name < limit);
}

/** The retention: a day's table goes at once, not row by row. */
export async function dropDay(db: Db, name: string): Promise<void> {
  if (!/^usage_calls_p\d{8}$/.test(name)) throw new Error('not a usage day table');
  await sql`DROP TABLE IF EXISTS ${sql.table(name)}`.execute(db);
}
