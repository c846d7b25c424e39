import { type Kysely, sql } from 'kysely';

// The pieces the stored attachments are cut into; new ones are cut by bug-reports/repo.ts.
const CHUNK_BYTES = 384 * 1024;

/**
 * Attachments are kept in pieces, written one by one and read back one by one, so that no statement
 * carries a whole file (issue 16: four parallel reports of 5 x 10 MiB took the embedded server to
 * 2.7 GiB). Invitations sent, notices included, are logged per Owner for the hourly limit: the
 * invitations table forgets the ones a newer invitation replaced.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE bug_report_chunks (
    file_id uuid NOT NULL REFERENCES bug_report_files(id) ON DELETE CASCADE,
    seq integer NOT NULL,
    data bytea NOT NULL,
    PRIMARY KEY (file_id, seq)
  )`.execute(db);
  // Images and PDFs are compressed already: trying again would only cost CPU.
  await sql`ALTER TABLE bug_report_chunks ALTER COLUMN data SET STORAGE EXTERNAL`.execute(db);
  await sql`INSERT INTO bug_report_chunks (file_id, seq, data)
    SELECT f.id, piece.n, substring(f.content FROM piece.n * ${sql.lit(CHUNK_BYTES)} + 1
      FOR ${sql.lit(CHUNK_BYTES)})
    FROM bug_report_files f,
      generate_series(0, greatest(length(f.content) - 1, 0) / ${sql.lit(CHUNK_BYTES)}) AS piece(n)`.execute(
    db,
  );
  await sql`ALTER TABLE bug_report_files DROP COLUMN content`.execute(db);
  await sql`CREATE TABLE invitation_sends (
    id bigserial PRIMARY KEY,
    inviter_id uuid NOT NULL REFERENCES consumers(id) ON DELETE CASCADE,
    sent_at timestamptz NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX invitation_sends_inviter_idx ON invitation_sends (inviter_id, sent_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS invitation_sends`.execute(db);
  await sql`ALTER TABLE bug_report_files ADD COLUMN content bytea NOT NULL DEFAULT ''::bytea`.execute(db);
  await sql`UPDATE bug_report_files f SET content = (
    SELECT coalesce(string_agg(c.data, ''::bytea ORDER BY c.seq), ''::bytea)
    FROM bug_report_chunks c WHERE c.file_id = f.id)`.execute(db);
  await sql`ALTER TABLE bug_report_files ALTER COLUMN content DROP DEFAULT`.execute(db);
  await sql`DROP TABLE IF EXISTS bug_report_chunks`.execute(db);
}
