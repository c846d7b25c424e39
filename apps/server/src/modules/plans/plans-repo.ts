import { sql } from 'kysely';
import type { Db } from '../../db/database';

export interface Plan {
  name: string;
  serviceId: string;
  rate: { limit: number; windowSeconds: number } | null;
  monthlyQuota: number | null;
}

type PlanRow = {
  name: string;
  service_id: string;
  rate_limit: number | null;
  rate_window_seconds: number | null;
  monthly_quota: number | null;
};

const planOf = (row: PlanRow): Plan => ({
  name: row.name,
  serviceId: row.service_id,
  rate:
    row.rate_limit !== null && row.rate_window_seconds !== null
      ? { limit: row.rate_limit, windowSeconds: row.rate_window_seconds }
      : null,
  monthlyQuota: row.monthly_quota,
});

const PLAN_COLUMNS = ['name', 'service_id', 'rate_limit', 'rate_window_seconds', 'monthly_quota'] as const;

/** Defines a plan, or changes one: the companies it is assigned to get the new limits. */
export async function savePlan(db: Db, plan: Plan, now: Date): Promise<void> {
  const values = {
    name: plan.name,
    service_id: plan.serviceId,
    rate_limit: plan.rate?.limit ?? null,
    rate_window_seconds: plan.rate?.windowSeconds ?? null,
    monthly_quota: plan.monthlyQuota,
    updated_at: now,
  };
  await db
    .insertInto('usage_plans')
    .values(values)
    .onConflict((conflict) => conflict.column('name').doUpdateSet(values))
    .execute();
}

export async function listPlans(db: Db): Promise<(Plan & { companies: number })[]> {
  const rows = await db
    .selectFrom('usage_plans')
    .select([
      ...PLAN_COLUMNS,
      (eb) =>
        eb
          .selectFrom('usage_plan_assignments')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('usage_plan_assignments.plan_name', '=', 'usage_plans.name')
          .as('companies'),
    ])
    .orderBy('name')
    .execute();
  return rows.map((row) => ({ ...planOf(row), companies: Number(row.companies) }));
}

export async function planNamed(db: Db, name: string): Promise<Plan | undefined> {
  const row = await db
    .selectFrom('usage_plans')
    .select(PLAN_COLUMNS)
    .where('name', '=', name)
    .executeTakeFirst();
  return row && planOf(row);
}

export async function companyExists(db: Db, companyId: string): Promise<boolean> {
  const row = await db.selectFrom('companies').select('id').where('id', '=', companyId).executeTakeFirst();
  return row !== undefined;
}

/** Gives a company the plan for the plan's service, in place of the one it had. */
export async function assignPlan(db: Db, companyId: string, plan: Plan): Promise<void> {
  await db
    .insertInto('usage_plan_assignments')
    .values({ company_id: companyId, service_id: plan.serviceId, plan_name: plan.name })
    .onConflict((conflict) =>
      conflict.columns(['company_id', 'service_id']).doUpdateSet({ plan_name: plan.name }),
    )
    .execute();
}

export async function unassignPlan(db: Db, companyId: string, serviceId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('usage_plan_assignments')
    .where('company_id', '=', companyId)
    .where('service_id', '=', serviceId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The plan of a company for a service; undefined: none, its calls are not limited. */
export async function planOfCompany(db: Db, companyId: string, serviceId: string): Promise<Plan | undefined> {
  const row = await db
    .selectFrom('usage_plan_assignments')
    .innerJoin('usage_plans', 'usage_plans.name', 'usage_plan_assignments.plan_name')
    .select(PLAN_COLUMNS.map((column) => `usage_plans.${column}` as const))
    .where('usage_plan_assignments.company_id', '=', companyId)
    .where('usage_plan_assignments.service_id', '=', serviceId)
    .executeTakeFirst();
  return row && planOf(row);
}

/**
 * Counts one call of the month for a client, unless the month's quota is reached: the new count,
 * or null when the call is over the quota (and not counted). One statement, so that calls at once
 * on any instance never let more through than the quota.
 */
export async function countMonthCall(
  db: Db,
  key: { clientId: string; serviceId: string; month: string },
  quota: number,
): Promise<number | null> {
  if (quota <= 0) return null;
  const { rows } = await sql<{ calls: number }>`
    INSERT INTO usage_month_counts (client_id, service_id, month, calls)
    VALUES (${key.clientId}, ${key.serviceId}, ${key.month}::date, 1)
    ON CONFLICT (client_id, service_id, month)
      DO UPDATE SET calls = usage_month_counts.calls + 1 WHERE usage_month_counts.calls < ${quota}
    RETURNING calls`.execute(db);
  return rows[0]?.calls ?? null;
}

/** The calls of the month of some clients for a service. */
export async function monthCalls(
  db: Db,
  clientIds: readonly string[],
  serviceId: string,
  month: string,
): Promise<Map<string, number>> {
  if (clientIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('usage_month_counts')
    .select(['client_id', 'calls'])
    .where('client_id', 'in', clientIds)
    .where('service_id', '=', serviceId)
    .where('month', '=', sql<Date>`${month}::date`)
    .execute();
  return new Map(rows.map((row) => [row.client_id, row.calls]));
}

/** The counts of months before `month`: nothing reads them once their month is over. */
export async function deleteMonthsBefore(db: Db, month: string): Promise<number> {
  const result = await db
    .deleteFrom('usage_month_counts')
    .where('month', '<', sql<Date>`${month}::date`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
