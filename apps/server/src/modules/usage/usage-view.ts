import {
  messages,
  type UsageClient,
  type UsageQuota,
  type UsageReply,
  type viewUsageRequest,
} from '@ddp/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { NotFound } from '../../platform/errors';
import type { Actor } from '../auth/actor';
import { usageFigures } from './usage-figures';
import { usageWindow } from './usage-window';

type Request = z.output<typeof viewUsageRequest>;

/** The clients an actor may see the usage of: an Owner, the company's; anyone else, their own. */
export function visibleClients(db: Db, actor: Actor): Promise<UsageClient[]> {
  let select = db
    .selectFrom('credentials')
    .select(['client_id as clientId', 'name'])
    .where('company_id', '=', actor.companyId);
  if (!actor.isOwner) select = select.where('consumer_id', '=', actor.consumerId);
  return select.orderBy('name').orderBy('client_id').execute();
}

/**
 * view-usage (ours, issue 21): the figures of the caller's company for its Owners, or of the clients
 * the caller holds; of one of those clients when asked. A client the caller may not see answers as
 * one that does not exist.
 */
export class UsageView {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      quotas: (clients: readonly UsageClient[], companyId: string) => Promise<UsageQuota[]>;
      /** Writes the calls this instance answered and still holds, so that the figures include them. */
      written: () => Promise<void>;
    },
  ) {}

  async figures(actor: Actor, request: Request): Promise<UsageReply['data']> {
    // A developer who has just called the API expects to see those calls: they are written first.
    const [clients] = await Promise.all([visibleClients(this.deps.db, actor), this.deps.written()]);
    if (request.clientId && !clients.some((client) => client.clientId === request.clientId))
      throw new NotFound(messages.notFound);
    const now = this.deps.clock.now();
    const window = usageWindow(request.range, now, request);
    // An Owner's company view counts every call of the company, of deleted clients too.
    const of = request.clientId
      ? [request.clientId]
      : actor.isOwner
        ? undefined
        : clients.map((client) => client.clientId);
    const [figures, quotas] = await Promise.all([
      usageFigures(this.deps.db, { companyId: actor.companyId, clients: of, ...window, now }),
      this.deps.quotas(clients, actor.companyId),
    ]);
    return { ...figures, scope: actor.isOwner ? 'company' : 'own', clients, quotas };
  }
}
