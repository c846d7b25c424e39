import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { windowCounter } from '../request-limits/window-counter';
import { countMonthCall, type Plan, planOfCompany } from './plans-repo';
import { type PolicyState, rateLimitHeaders } from './quota-headers';

/** What a client's plan says of one call: let through or not, with the fields that say why. */
export interface QuotaVerdict {
  allowed: boolean;
  headers: Record<string, string>;
  /** Seconds until a refused call may succeed. */
  retryAfterSeconds?: number;
}

/** A monthly count that just reached 80% or 100% of the quota (each is reached by one call only). */
export interface QuotaThreshold {
  clientId: string;
  companyId: string;
  plan: Plan;
  used: number;
  limit: number;
  percent: 80 | 100;
}

/** How long a company's plan is taken as known: a change on another instance applies within it. */
const PLAN_TTL_MS = 5_000;
const PLAN_MEMO_MAX = 10_000;

/** The key of a client's calls in its plan's current window. */
export const rateKey = (serviceId: string, clientId: string) => `plan-rate:${serviceId}:${clientId}`;
export const monthOf = (at: Date) => `${at.toISOString().slice(0, 7)}-01`;
export const nextMonthOf = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
const secondsUntil = (at: number, now: Date) => Math.max(1, Math.ceil((at - now.getTime()) / 1000));

/**
 * Enforces the plans of issue 21, part 3, on the calls to one service: a client's calls per window
 * (counted in the database every instance shares) and per calendar month (GMT). A call over either
 * is refused and not counted against the month. A company without a plan is not limited, and its
 * calls cost one cached lookup.
 */
export class QuotaGate {
  readonly #plans = new Map<string, { plan: Plan | undefined; until: number }>();
  readonly #windows: ReturnType<typeof windowCounter>;

  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      serviceId: string;
      companyOf: (clientId: string) => Promise<string | undefined>;
      reached?: (threshold: QuotaThreshold) => void;
    },
  ) {
    this.#windows = windowCounter(deps.db);
  }

  /** A plan changed on this instance: it applies from the next call. */
  forget(): void {
    this.#plans.clear();
  }

  async check(clientId: string): Promise<QuotaVerdict> {
    const { db, clock, serviceId } = this.deps;
    const companyId = await this.deps.companyOf(clientId);
    const plan = companyId ? await this.#planOf(companyId) : undefined;
    if (!companyId || !plan) return { allowed: true, headers: {} };
    const now = clock.now();
    const states: PolicyState[] = [];
    if (plan.rate) {
      const windowMs = plan.rate.windowSeconds * 1000;
      const window = await this.#windows.count(rateKey(serviceId, clientId), now, windowMs);
      const rate: PolicyState = {
        name: 'rate',
        limit: plan.rate.limit,
        windowSeconds: plan.rate.windowSeconds,
        remaining: plan.rate.limit - window.hits,
        resetSeconds: secondsUntil(new Date(window.started_at).getTime() + windowMs, now),
      };
      if (rate.remaining < 0)
        return { allowed: false, headers: rateLimitHeaders([rate]), retryAfterSeconds: rate.resetSeconds };
      states.push(rate);
    }
    if (plan.monthlyQuota !== null) {
      const next = nextMonthOf(now).getTime();
      const month: PolicyState = {
        name: 'month',
        limit: plan.monthlyQuota,
        windowSeconds: Math.round((next - Date.parse(`${monthOf(now)}T00:00:00Z`)) / 1000),
        remaining: 0,
        resetSeconds: secondsUntil(next, now),
      };
      const used = await countMonthCall(db, { clientId, serviceId, month: monthOf(now) }, plan.monthlyQuota);
      if (used === null)
        return {
          allowed: false,
          headers: rateLimitHeaders([...states, month]),
          retryAfterSeconds: month.resetSeconds,
        };
      month.remaining = plan.monthlyQuota - used;
      states.push(month);
      this.#noteThreshold({ clientId, companyId, plan, used, limit: plan.monthlyQuota });
    }
    return { allowed: true, headers: rateLimitHeaders(states) };
  }

  #noteThreshold(count: Omit<QuotaThreshold, 'percent'>): void {
    const { reached } = this.deps;
    if (!reached) return;
    if (count.used === count.limit) reached({ ...count, percent: 100 });
    else if (count.used === Math.ceil(count.limit * 0.8)) reached({ ...count, percent: 80 });
  }

  async #planOf(companyId: string): Promise<Plan | undefined> {
    const now = Date.now();
    const known = this.#plans.get(companyId);
    if (known && known.until > now) return known.plan;
    const plan = await planOfCompany(this.deps.db, companyId, this.deps.serviceId);
    if (this.#plans.size >= PLAN_MEMO_MAX) this.#plans.clear();
    this.#plans.set(companyId, { plan, until: now + PLAN_TTL_MS });
    return plan;
  }
}
