import { randomUUID } from 'node:crypto';
import { type DocsOperation, messages, type ServiceOption } from '@ddp/contract';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { NotFound } from '../../platform/errors';
import * as access from '../access/policy';
import type { Actor } from '../auth/actor';
import { documentOperations, isLiveHere } from './document-facts';
import { checkOpenApi } from './openapi-document';
import * as policy from './policy';
import * as repo from './repo';

/** Stored documents were checked when published; one that no longer parses has no facts to give. */
function parsed(document: string): unknown {
  try {
    return JSON.parse(document);
  } catch {
    return null;
  }
}

/** The API catalogue: basic services for everyone, advanced ones for the companies granted them. */
export class CatalogueService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** The service ids a company may call: every basic service, and the advanced ones granted to it. */
  async serviceIdsFor(companyId: string): Promise<ReadonlySet<string>> {
    const [basic, advanced] = await Promise.all([
      repo.listServices(this.db, 'basic'),
      repo.listServices(this.db, 'advanced', companyId),
    ]);
    return new Set([...basic, ...advanced].map((service) => service.service_id));
  }

  /**
   * The services of one list, each saying whether it is live here: its server is one of
   * `portalOrigins` (document-facts.ts).
   */
  async options(
    actor: Actor,
    kind: 'basic' | 'advanced',
    ids: access.OwnIds,
    portalOrigins: readonly string[],
  ): Promise<ServiceOption[]> {
    access.requireOwnIds(actor, ids);
    const rows = await this.readable(actor, kind);
    return rows.map((row) => ({
      value: `${row.service_id}:v${row.version}`,
      text: row.display_text,
      live: isLiveHere(parsed(row.document), portalOrigins),
    }));
  }

  /**
   * Every operation of every service the caller may read (basic ones, and the advanced ones granted
   * to their company), in the lists' order: what the docs screen searches.
   */
  async operations(
    actor: Actor,
    ids: access.OwnIds,
    portalOrigins: readonly string[],
  ): Promise<DocsOperation[]> {
    access.requireOwnIds(actor, ids);
    const found: DocsOperation[] = [];
    for (const kind of ['basic', 'advanced'] as const) {
      for (const row of await this.readable(actor, kind)) {
        const document = parsed(row.document);
        const service = {
          kind,
          service: `${row.service_id}:v${row.version}`,
          serviceText: row.display_text,
          live: isLiveHere(document, portalOrigins),
        };
        for (const operation of documentOperations(document)) found.push({ ...service, ...operation });
      }
    }
    return found;
  }

  private readable(actor: Actor, kind: 'basic' | 'advanced') {
    return repo.listServices(this.db, kind, kind === 'advanced' ? actor.companyId : undefined);
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
