import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE news (
    id uuid PRIMARY KEY,
    subject text NOT NULL,
    body text NOT NULL,
    terms_and_conditions boolean NOT NULL,
    all_companies boolean NOT NULL,
    created_at timestamptz NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX news_created_idx ON news (created_at DESC, id)`.execute(db);
  await sql`CREATE TABLE news_companies (
    news_id uuid NOT NULL REFERENCES news(id) ON DELETE CASCADE,
    company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
    PRIMARY KEY (news_id, company_id)
  )`.execute(db);
  await sql`CREATE INDEX news_companies_company_idx ON news_companies (company_id)`.execute(db);
  await sql`CREATE TABLE news_attachments (
    id uuid PRIMARY KEY,
    news_id uuid NOT NULL REFERENCES news(id) ON DELETE CASCADE,
    position integer NOT NULL,
    filename text NOT NULL,
    content_type text NOT NULL,
    content bytea NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX news_attachments_news_idx ON news_attachments (news_id, position)`.execute(db);
  await sql`CREATE TABLE news_answers (
    news_id uuid NOT NULL REFERENCES news(id) ON DELETE CASCADE,
    consumer_id uuid NOT NULL REFERENCES consumers(id) ON DELETE CASCADE,
    accepted smallint NOT NULL CHECK (accepted IN (0, 1)),
    answered_at timestamptz NOT NULL,
    PRIMARY KEY (news_id, consumer_id)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['news_answers', 'news_attachments', 'news_companies', 'news']) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
