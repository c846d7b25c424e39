import { randomUUID } from 'node:crypto';
import { messages, type ServiceOption } from '@ddp/contract';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { NotFound } from '../../platform/errors';
import * as access from '../access/policy';
import type { Actor } from '../auth/actor';
import { checkOpenApi } from './openapi-document';
import * as policy from './policy';
import * as repo from './repo';

/** The API catalogue: basic services for everyone, advanced ones for the companies granted them. */
export class CatalogueService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async options(actor: Actor, kind: 'basic' | 'advanced', ids: access.OwnIds): Promise<ServiceOption[]> {
    access.requireOwnIds(actor, ids);
    const rows = await repo.listServices(this.db, kind, kind === 'advanced' ? actor.companyId : undefined);
    return rows.map((row) => ({ value: `${row.service_id}:v${row.version}`, text: row.display_text }));
  }

  /** An advanced service not granted to the caller's company behaves as an unknown one. */
  async document(
    actor: Actor,
    kind: 'basic' | 'advanced',
    input: { serviceId: string; serviceVersion: string; consumerId: string },
  ): Promise<unknown> {
    access.requireOwnIds(actor, { consumerId: input.consumerId });
    const { serviceId, serviceVersion: version } = input;
    if (kind === 'advanced') policy.requireGranted(await repo.isGranted(this.db, actor.companyId, serviceId));
    const row = await repo.findDocument(this.db, kind, serviceId, version);
    if (!row) throw new NotFound(messages.notFound);
    return JSON.parse(row.document);
  }

  async publish(kind: 'basic' | 'advanced', text: string, serviceId?: string) {
    const checked = await checkOpenApi(text, serviceId);
    await repo.upsertService(this.db, {
      id: randomUUID(),
      service_id: checked.serviceId,
      version: checked.version,
      kind,
      display_text: checked.displayText,
      document: JSON.stringify(checked.document),
      published_at: this.clock.now(),
    });
    return checked;
  }

  retire(serviceId: string, version?: string): Promise<number> {
    return repo.retireService(this.db, serviceId, version, this.clock.now());
  }

  list() {
    return repo.allServices(this.db);
  }

  async grant(companyId: string, serviceId: string): Promise<void> {
    if (!(await repo.serviceExists(this.db, serviceId, 'advanced')))
      throw new NotFound(`No advanced service ${serviceId}.`);
    // Checked first: an unknown company would otherwise fail the insert's foreign key with a 500.
    if (!(await repo.companyExists(this.db, companyId))) throw new NotFound(`No company ${companyId}.`);
    await repo.grant(this.db, companyId, serviceId, this.clock.now());
  }

  isEmpty(): Promise<boolean> {
    return repo.isEmpty(this.db);
  }
}
