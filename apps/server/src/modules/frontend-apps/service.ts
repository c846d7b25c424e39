import { randomUUID } from 'node:crypto';
import { type FrontendApp, type FrontendAppRegistration, messages } from '@ddp/contract';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { Conflict, NotFound } from '../../platform/errors';
import * as access from '../access/policy';
import type { Actor } from '../auth/actor';
import type { TokenIssuer } from '../oauth/issuer';
import * as policy from './policy';
import * as repo from './repo';

export interface UserTokenSettings {
  issuer: TokenIssuer;
  /** The portal's origin: the audience of apps served on the portal itself (a path as URL). */
  publicUrl: string;
  lifetimeMs: number;
}

/**
 * Front-end apps offered to companies. Operators register them per company; apps without a company
 * are the defaults, shown to every company that has none of its own.
 */
export class FrontendAppsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly userTokens: UserTokenSettings,
  ) {}

  forActor(actor: Actor, ids: access.OwnIds): Promise<FrontendApp[]> {
    access.requireOwnIds(actor, ids);
    return this.offeredTo(actor);
  }

  private async offeredTo(actor: Actor): Promise<FrontendApp[]> {
    const rows = await repo.appsOfCompany(this.db, actor.companyId);
    return rows.map((row) => ({ name: row.name, url: row.url }));
  }

  /**
   * The jwtToken cookie's value for one of the caller's company's apps: who is signed in, for that
   * app's origin only, ending with the session at the latest. The session token itself never
   * leaves the portal.
   */
  async userToken(
    actor: Actor,
    input: { consumerId: string; selectedApp: string },
    /** The origin the portal was reached at: issuer, and base of an app served on the portal. */
    portalOrigin: string = this.userTokens.publicUrl,
  ): Promise<{ token: string; expiresIn: number }> {
    access.requireOwnIds(actor, { consumerId: input.consumerId });
    const offered = await this.offeredTo(actor);
    const app = policy.requireOffered(offered.find((candidate) => candidate.name === input.selectedApp));
    const { issuer, lifetimeMs } = this.userTokens;
    const latest = this.clock.now().getTime() + lifetimeMs;
    return issuer.issueUserToken({
      consumerId: actor.consumerId,
      companyId: actor.companyId,
      audience: new URL(app.url, portalOrigin).origin,
      issuer: portalOrigin,
      expiresAt: new Date(Math.min(latest, actor.sessionEndsAt.getTime())),
    });
  }

  async register(input: FrontendAppRegistration): Promise<{ id: string }> {
    if (input.companyId !== null && !(await repo.companyExists(this.db, input.companyId))) {
      throw new NotFound(messages.frontendAppCompanyUnknown);
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
        input.companyId === null ? messages.defaultFrontendAppNameTaken : messages.frontendAppNameTaken;
      throw new Conflict(message, { name: message });
    }
    return { id };
  }

  list(companyId?: string | null) {
    return repo.allApps(this.db, companyId);
  }

  async remove(id: string): Promise<void> {
    if (!(await repo.deleteApp(this.db, id))) throw new NotFound(messages.frontendAppUnknown);
  }

  isUnused(): Promise<boolean> {
    return repo.isUnused(this.db);
  }
}
