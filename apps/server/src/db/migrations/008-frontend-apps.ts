import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // company_id NULL: a default app, offered to every company that has no app of its own.
  await sql`CREATE TABLE frontend_apps (
    id uuid PRIMARY KEY,
    company_id uuid REFERENCES companies(id) ON DELETE CASCADE,
    name text NOT NULL,
    url text NOT NULL,
    created_at timestamptz NOT NULL
  )`.execute(db);
  await sql`CREATE UNIQUE INDEX frontend_apps_company_name_key ON frontend_apps (company_id, lower(name))
    WHERE company_id IS NOT NULL`.execute(db);
  await sql`CREATE UNIQUE INDEX frontend_apps_default_name_key ON frontend_apps (lower(name))
    WHERE company_id IS NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS frontend_apps`.execute(db);
}
