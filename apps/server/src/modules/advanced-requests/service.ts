import { randomUUID } from 'node:crypto';
import type { AdvancedRequestItem } from '@ddp/contract';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { BadRequest, NotFound } from '../../platform/errors';
import * as access from '../access/policy';
import type { AuditTrail } from '../audit/trail';
import type { Actor } from '../auth/actor';
import type { CatalogueService } from '../catalogue/service';
import * as policy from './policy';
import * as repo from './repo';

/** Shown as `AR-00042`; the number is the database's sequence. */
export const requestIdOf = (requestNumber: string | number) => `AR-${String(requestNumber).padStart(5, '0')}`;
const numberOf = (requestId: string) => /^AR-(\d{1,18})$/.exec(requestId)?.[1];

export const REQUEST_STATUSES = ['Pending', 'In review', 'Approved', 'Rejected'] as const;

/** Requests for advanced services: Owners send and read them; operators decide; approval grants. */
export class AdvancedRequestsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly catalogue: CatalogueService,
    private readonly audit: AuditTrail,
  ) {}

  async list(actor: Actor, ids: access.OwnIds): Promise<AdvancedRequestItem[]> {
    access.requireOwnIds(actor, ids);
    policy.requireMayRequestAdvanced(actor);
    const rows = await repo.companyRequests(this.db, actor.companyId);
    return rows.map((row) => ({
      requestId: requestIdOf(row.request_number),
      description: row.description,
      createdAt: row.created_at.toISOString(),
      service: { serviceName: row.service_name ?? row.service_id ?? null },
      status: row.status,
    }));
  }

  async send(actor: Actor, input: { description: string; consumerId: string }): Promise<void> {
    access.requireOwnIds(actor, { consumerId: input.consumerId });
    policy.requireMayRequestAdvanced(actor);
    const { description } = input;
    const number = await repo.insertRequest(this.db, {
      id: randomUUID(),
      company_id: actor.companyId,
      consumer_id: actor.consumerId,
      description,
      created_at: this.clock.now(),
    });
    this.audit.by(actor, { type: 'request.sent', target: requestIdOf(number) });
  }

  listAll(status?: string) {
    return repo.allRequests(this.db, status);
  }

  /** Operator decision; 'Approved' needs the advanced service to grant, and grants it. */
  async decide(requestId: string, status: string, serviceId?: string): Promise<void> {
    const number = numberOf(requestId);
    const request = number ? await repo.byNumber(this.db, number) : undefined;
    if (!request) throw new NotFound(`No request ${requestId}.`);
    if (!(REQUEST_STATUSES as readonly string[]).includes(status)) {
      throw new BadRequest(`Status must be one of: ${REQUEST_STATUSES.join(', ')}.`);
    }
    if (status === 'Approved') {
      if (!serviceId)
        throw new BadRequest('Approving needs --service SERVICE_ID, the advanced service to grant.');
      await this.catalogue.grant(request.company_id, serviceId);
    }
    await repo.setStatus(this.db, request.id, status, serviceId ?? request.service_id, this.clock.now());
    this.audit.byOperator(request.company_id, {
      type: 'request.decided',
      target: requestId,
      details: { status, ...(serviceId ? { name: serviceId } : {}) },
    });
  }
}
