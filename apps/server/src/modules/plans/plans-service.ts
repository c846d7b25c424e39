import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { NotFound } from '../../platform/errors';
import * as repo from './plans-repo';

const WINDOW_SECONDS = { second: 1, minute: 60, hour: 3600 } as const;
export type RateUnit = keyof typeof WINDOW_SECONDS;

/** What operators do with plans (`npm run ops -- plans`); the gates learn of each change at once. */
export class PlansService {
  constructor(private readonly deps: { db: Db; clock: Clock; changed: () => void }) {}

  async define(input: {
    name: string;
    serviceId: string;
    rate?: { limit: number; per: RateUnit } | undefined;
    monthlyQuota?: number | undefined;
  }): Promise<repo.Plan> {
    const plan: repo.Plan = {
      name: input.name,
      serviceId: input.serviceId,
      rate: input.rate ? { limit: input.rate.limit, windowSeconds: WINDOW_SECONDS[input.rate.per] } : null,
      monthlyQuota: input.monthlyQuota ?? null,
    };
    await repo.savePlan(this.deps.db, plan, this.deps.clock.now());
    this.deps.changed();
    return plan;
  }

  list() {
    return repo.listPlans(this.deps.db);
  }

  async assign(companyId: string, planName: string): Promise<repo.Plan> {
    const plan = await repo.planNamed(this.deps.db, planName);
    if (!plan) throw new NotFound(`No plan ${planName}.`);
    // Checked first: an unknown company would otherwise fail the insert's foreign key with a 500.
    if (!(await repo.companyExists(this.deps.db, companyId))) throw new NotFound(`No company ${companyId}.`);
    await repo.assignPlan(this.deps.db, companyId, plan);
    this.deps.changed();
    return plan;
  }

  async unassign(companyId: string, serviceId: string): Promise<void> {
    if (!(await repo.unassignPlan(this.deps.db, companyId, serviceId)))
      throw new NotFound(`Company ${companyId} has no plan for ${serviceId}.`);
    this.deps.changed();
  }

  /** The counts of months before the last one: the quotas read this month's only. */
  deleteMonthCountsBefore(now: Date): Promise<number> {
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    return repo.deleteMonthsBefore(this.deps.db, lastMonth.toISOString().slice(0, 10));
  }
}
