import { type Kysely, sql } from 'kysely';

// A deleted account takes its reports and their files with it: they are personal data.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE bug_reports (
    id uuid PRIMARY KEY,
    report_number bigserial UNIQUE,
    company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
    consumer_id uuid NOT NULL REFERENCES consumers(id) ON DELETE CASCADE,
    consumer_email text NOT NULL,
    title text NOT NULL,
    description text NOT NULL,
    priority text NOT NULL CHECK (priority IN ('low', 'medium', 'high')),
    status text NOT NULL,
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX bug_reports_consumer_idx ON bug_reports (consumer_id, created_at)`.execute(db);
  await sql`CREATE TABLE bug_report_files (
    id uuid PRIMARY KEY,
    report_id uuid NOT NULL REFERENCES bug_reports(id) ON DELETE CASCADE,
    position integer NOT NULL,
    name text NOT NULL,
    content_type text NOT NULL,
    size integer NOT NULL,
    content bytea NOT NULL,
    UNIQUE (report_id, position)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS bug_report_files`.execute(db);
  await sql`DROP TABLE IF EXISTS bug_reports`.execute(db);
}
