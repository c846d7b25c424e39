import type { AuditEventItem, AuditLogReply, ViewAuditLogRequest } from '@ddp/contract';
import type { AuditQuery, AuditTrail } from '../audit/trail';
import type { Actor } from '../auth/actor';
import * as policy from './policy';

type Filters = Omit<ViewAuditLogRequest, 'limit'> & { limit: number };

const DAY_MS = 86_400_000;
const startOf = (day: string) => new Date(`${day}T00:00:00Z`);

/** The filters as a query: days in GMT, the last one included. */
export function queryOf(filters: Filters, companyId?: string): AuditQuery {
  return {
    ...(companyId ? { companyId } : {}),
    ...(filters.area ? { area: filters.area } : {}),
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.actor ? { actor: filters.actor } : {}),
    ...(filters.from ? { since: startOf(filters.from) } : {}),
    ...(filters.to ? { until: new Date(startOf(filters.to).getTime() + DAY_MS) } : {}),
    ...(filters.before ? { before: filters.before } : {}),
    // One more than asked: whether there is a next page, without counting.
    limit: filters.limit + 1,
  };
}

type Row = Awaited<ReturnType<AuditTrail['list']>>[number];

export const auditItem = (row: Row): AuditEventItem => ({
  id: String(row.id),
  at: row.at.toISOString(),
  type: row.type as AuditEventItem['type'],
  actor: row.actor,
  address: row.address,
  target: row.target,
  details: row.details as AuditEventItem['details'],
});

/** The readers of the audit log: a company's Owners, and operators (all companies, or one). */
export class AuditLogService {
  constructor(private readonly trail: AuditTrail) {}

  /** The caller's company only, whatever the filters say. */
  async ofCompany(actor: Actor, filters: Filters): Promise<Omit<AuditLogReply, 'output'>> {
    policy.requireOwner(actor);
    return this.#page(queryOf(filters, actor.companyId), filters.limit);
  }

  operatorView(filters: Filters & { companyId?: string | undefined }) {
    return this.#page(queryOf(filters, filters.companyId), filters.limit);
  }

  async #page(query: AuditQuery, limit: number): Promise<Omit<AuditLogReply, 'output'>> {
    // What this instance has queued is written first: an Owner sees what they just did.
    await this.trail.flush();
    const rows = await this.trail.list(query);
    const data = rows.slice(0, limit).map(auditItem);
    const last = data.at(-1);
    return rows.length > limit && last ? { data, next: last.id } : { data };
  }
}
