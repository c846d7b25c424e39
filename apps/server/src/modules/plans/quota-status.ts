import type { UsageClient, UsageQuota } from '@ddp/contract';
import type { Db } from '../../db/database';
import { windowCounter } from '../request-limits/window-counter';
import { monthCalls, planOfCompany } from './plans-repo';
import { monthOf, nextMonthOf, rateKey } from './quota-gate';
import { runsOutAt } from './quota-pace';

/** Each client's plan for a service and how much of it is used now, for the usage screen. */
export async function quotaStatus(
  db: Db,
  query: { companyId: string; serviceId: string; clients: readonly UsageClient[]; now: Date },
): Promise<UsageQuota[]> {
  const { companyId, serviceId, clients, now } = query;
  const plan = await planOfCompany(db, companyId, serviceId);
  if (!plan) return clients.map((client) => ({ ...client, plan: null, rate: null, month: null }));
  const month = monthOf(now);
  const used = await monthCalls(
    db,
    clients.map((client) => client.clientId),
    serviceId,
    month,
  );
  const windows = plan.rate
    ? await windowCounter(db).readAll(clients.map((client) => rateKey(serviceId, client.clientId)))
    : new Map();
  return clients.map((client): UsageQuota => {
    let rate: UsageQuota['rate'] = null;
    if (plan.rate) {
      const windowMs = plan.rate.windowSeconds * 1000;
      const window = windows.get(rateKey(serviceId, client.clientId));
      const ends = window ? new Date(window.started_at).getTime() + windowMs : 0;
      const current = window !== undefined && ends > now.getTime();
      rate = {
        limit: plan.rate.limit,
        windowSeconds: plan.rate.windowSeconds,
        used: current ? Math.min(window.hits, plan.rate.limit) : 0,
        resetsAt: new Date(current ? ends : now.getTime() + windowMs).toISOString(),
      };
    }
    return {
      ...client,
      plan: plan.name,
      rate,
      month:
        plan.monthlyQuota === null
          ? null
          : monthStatus(plan.monthlyQuota, used.get(client.clientId) ?? 0, now),
    };
  });
}

function monthStatus(limit: number, used: number, now: Date): NonNullable<UsageQuota['month']> {
  const monthEnd = nextMonthOf(now);
  const monthStart = new Date(`${monthOf(now)}T00:00:00Z`);
  return {
    limit,
    used,
    resetsAt: monthEnd.toISOString(),
    runsOutAt: runsOutAt({ used, limit, monthStart, monthEnd, now })?.toISOString() ?? null,
  };
}
