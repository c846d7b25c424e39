import { type Kysely, sql } from 'kysely';

// Each statement runs on its own: the extended query protocol takes one statement at a time.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE companies (
    id uuid PRIMARY KEY,
    name text NOT NULL,
    street text NOT NULL,
    postal text NOT NULL,
    city text NOT NULL,
    country text NOT NULL,
    multi_consumers_auth boolean NOT NULL DEFAULT false,
    admin_with_multi_consumer_auth_limit integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL
  )`.execute(db);
  await sql`CREATE TABLE projects (
    id uuid PRIMARY KEY,
    company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
    name text NOT NULL,
    description text NOT NULL,
    purpose text NOT NULL,
    created_at timestamptz NOT NULL
  )`.execute(db);
  await sql`CREATE TABLE consumers (
    id uuid PRIMARY KEY,
    company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
    project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
    email text NOT NULL,
    firstname text NOT NULL,
    lastname text NOT NULL,
    mobile text NOT NULL,
    street text NOT NULL,
    postal text NOT NULL,
    city text NOT NULL,
    country text NOT NULL,
    is_owner boolean NOT NULL,
    password_hash text NOT NULL,
    password_changed_at timestamptz NOT NULL,
    totp_secret text NOT NULL,
    totp_last_step integer,
    last_success_login_at timestamptz,
    last_success_ip text,
    last_failed_login_at timestamptz,
    last_failed_ip text,
    created_at timestamptz NOT NULL
  )`.execute(db);
  await sql`CREATE UNIQUE INDEX consumers_email_key ON consumers (email)`.execute(db);
  await sql`CREATE INDEX consumers_company_idx ON consumers (company_id)`.execute(db);
  await sql`CREATE TABLE sessions (
    id uuid PRIMARY KEY,
    consumer_id uuid NOT NULL REFERENCES consumers(id) ON DELETE CASCADE,
    kind text NOT NULL CHECK (kind IN ('pending', 'active')),
    first_login_at timestamptz NOT NULL,
    last_seen_at timestamptz NOT NULL,
    expires_at timestamptz NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX sessions_consumer_idx ON sessions (consumer_id)`.execute(db);
  await sql`CREATE TABLE server_keys (
    kid text PRIMARY KEY,
    purpose text NOT NULL,
    public_jwk text NOT NULL,
    private_sealed text NOT NULL,
    created_at timestamptz NOT NULL
  )`.execute(db);
  await sql`CREATE TABLE outbox (
    id uuid PRIMARY KEY,
    to_address text NOT NULL,
    subject text NOT NULL,
    text_body text NOT NULL,
    html_body text NOT NULL,
    attachments text NOT NULL,
    created_at timestamptz NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX outbox_created_idx ON outbox (created_at DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['outbox', 'server_keys', 'sessions', 'consumers', 'projects', 'companies']) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
