import { type Kysely, sql } from 'kysely';

// Every instance keeps sessions, profiles and token-endpoint clients in memory; these triggers tell
// all of them, at commit, which rows changed, so a logout, a role change, a regenerated secret or a
// lock takes effect everywhere without a timer. Payload: `<tag>:<key column's value>`.
const announced = [
  { table: 'sessions', tag: 'session', key: 'id', on: 'UPDATE OR DELETE' },
  { table: 'consumers', tag: 'consumer', key: 'id', on: 'UPDATE OR DELETE' },
  { table: 'companies', tag: 'company', key: 'id', on: 'UPDATE OR DELETE' },
  { table: 'projects', tag: 'project', key: 'id', on: 'UPDATE OR DELETE' },
  { table: 'credentials', tag: 'credential', key: 'client_id', on: 'UPDATE OR DELETE' },
  // A first failure inserts the row, and a kept client read without one must hear of it.
  { table: 'login_attempts', tag: 'attempt', key: 'key', on: 'INSERT OR UPDATE OR DELETE' },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE FUNCTION ddp_announce_change() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      changed jsonb := CASE WHEN TG_OP = 'INSERT' THEN to_jsonb(NEW) ELSE to_jsonb(OLD) END;
    BEGIN
      PERFORM pg_notify('ddp_changes', TG_ARGV[0] || ':' || (changed ->> TG_ARGV[1]));
      RETURN NULL;
    END
  $$`.execute(db);
  for (const { table, tag, key, on } of announced) {
    await sql`CREATE TRIGGER ${sql.raw(`${table}_announce_change`)}
      AFTER ${sql.raw(on)} ON ${sql.table(table)}
      FOR EACH ROW EXECUTE FUNCTION ddp_announce_change(${sql.lit(tag)}, ${sql.lit(key)})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table } of announced) {
    await sql`DROP TRIGGER IF EXISTS ${sql.raw(`${table}_announce_change`)} ON ${sql.table(table)}`.execute(
      db,
    );
  }
  await sql`DROP FUNCTION IF EXISTS ddp_announce_change()`.execute(db);
}
