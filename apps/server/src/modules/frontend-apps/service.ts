import { randomUUID } from 'node:crypto';
import { type FrontendApp, type FrontendAppRegistration, frontendAppsMessages } from '@ddp/contract';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { Conflict, NotFound } from '../../platform/errors';
import type { Actor } from '../auth/actor';
import * as repo from './repo';

/**
 * Front-end apps offered to companies. Operators register them per company; apps without a company
 * are the defaults, shown to every company that has none of its own.
 */
export class FrontendAppsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async forActor(actor: Actor): Promise<FrontendApp[]> {
    const rows = await repo.appsOfCompany(this.db, actor.companyId);
    return rows.map((row) => ({ name: row.name, url: row.url }));
  }

  async register(input: FrontendAppRegistration): Promise<{ id: string }> {
    if (input.companyId !== null && !(await repo.companyExists(this.db, input.companyId))) {
      throw new NotFound(frontendAppsMessages.companyUnknown);
    }
    const id = randomUUID();
    const inserted = await repo.insertApp(this.db, {
      id,
      company_id: input.companyId,
      name: input.name,
      url: input.url,
      created_at: this.clock.now(),
    });
    if (!inserted) {
      const message =
        input.companyId === null
          ? frontendAppsMessages.defaultAppNameTaken
          : frontendAppsMessages.appNameTaken;
      throw new Conflict(message, { name: message });
    }
    return { id };
  }

  list(companyId?: string | null) {
    return repo.allApps(this.db, companyId);
  }

  async remove(id: string): Promise<void> {
    if (!(await repo.deleteApp(this.db, id))) throw new NotFound(frontendAppsMessages.appUnknown);
  }

  isUnused(): Promise<boolean> {
    return repo.isUnused(this.db);
  }
}
