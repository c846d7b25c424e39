import { type Kysely, sql } from 'kysely';

/**
 * Plans and quotas (issue 21, part 3): a plan limits the calls to one service per time window and
 * per calendar month (GMT); an operator assigns one plan per service to a company; each client's
 * calls of the month are counted as they are let through. New tables only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE usage_plans (
    name text PRIMARY KEY,
    service_id text NOT NULL,
    rate_limit integer,
    rate_window_seconds integer,
    monthly_quota integer,
    updated_at timestamptz NOT NULL,
    CHECK ((rate_limit IS NULL) = (rate_window_seconds IS NULL))
  )`.execute(db);
  await sql`CREATE TABLE usage_plan_assignments (
    company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
    service_id text NOT NULL,
    plan_name text NOT NULL REFERENCES usage_plans(name) ON DELETE CASCADE,
    PRIMARY KEY (company_id, service_id)
  )`.execute(db);
  await sql`CREATE INDEX usage_plan_assignments_plan_idx ON usage_plan_assignments (plan_name)`.execute(db);
  await sql`CREATE TABLE usage_month_counts (
    client_id text NOT NULL,
    service_id text NOT NULL,
    month date NOT NULL,
    calls integer NOT NULL,
    PRIMARY KEY (client_id, service_id, month)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS usage_month_counts`.execute(db);
  await sql`DROP TABLE IF EXISTS usage_plan_assignments`.execute(db);
  await sql`DROP TABLE IF EXISTS usage_plans`.execute(db);
}
