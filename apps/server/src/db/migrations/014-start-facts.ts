import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The start page's first-use facts (docs/api.md, start-summary): when the token service first
  // issued a token to one of the company's clients, and when the sample API first accepted one.
  // Each is set once (`WHERE ... IS NULL`) and never cleared; a deleted client does not undo them.
  await sql`ALTER TABLE companies ADD COLUMN first_token_at timestamptz`.execute(db);
  await sql`ALTER TABLE companies ADD COLUMN first_api_call_at timestamptz`.execute(db);
  // The member hid the getting-started checklist; remembered per account, on every browser.
  await sql`ALTER TABLE consumers ADD COLUMN start_checklist_dismissed_at timestamptz`.execute(db);
  // Invitations are read per company (the start page's "invite your team", the Owners' list of
  // pending invitations): without it each of those reads every invitation.
  await sql`CREATE INDEX invitations_company_idx ON invitations (company_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS invitations_company_idx`.execute(db);
  await sql`ALTER TABLE consumers DROP COLUMN IF EXISTS start_checklist_dismissed_at`.execute(db);
  await sql`ALTER TABLE companies DROP COLUMN IF EXISTS first_api_call_at`.execute(db);
  await sql`ALTER TABLE companies DROP COLUMN IF EXISTS first_token_at`.execute(db);
}
