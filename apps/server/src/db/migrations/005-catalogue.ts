import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE api_services (
    id uuid PRIMARY KEY,
    service_id text NOT NULL,
    version text NOT NULL,
    kind text NOT NULL CHECK (kind IN ('basic', 'advanced')),
    display_text text NOT NULL,
    document text NOT NULL,
    published_at timestamptz NOT NULL,
    retired_at timestamptz
  )`.execute(db);
  await sql`CREATE UNIQUE INDEX api_services_version_key ON api_services (service_id, version)`.execute(db);
  await sql`CREATE TABLE service_grants (
    company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
    service_id text NOT NULL,
    granted_at timestamptz NOT NULL,
    PRIMARY KEY (company_id, service_id)
  )`.execute(db);
  await sql`CREATE TABLE advanced_requests (
    id uuid PRIMARY KEY,
    request_number bigserial UNIQUE,
    company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
    consumer_id uuid REFERENCES consumers(id) ON DELETE SET NULL,
    description text NOT NULL,
    service_id text,
    status text NOT NULL,
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX advanced_requests_company_idx ON advanced_requests (company_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['advanced_requests', 'service_grants', 'api_services']) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
