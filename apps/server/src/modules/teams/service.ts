import {
  type InviteUserRequest,
  limits,
  type MakeAdminConsumerRequest,
  messages,
  type UpdateConsumerRequest,
  type ViewListConsumersRequest,
} from '@ddp/contract';
import type { Db } from '../../db/database';
import { Conflict, LinkInvalid } from '../../platform/errors';
import { inLanguage } from '../../platform/locale';
import * as access from '../access/policy';
import type { AccountsService } from '../accounts/service';
import type { AuditTrail } from '../audit/trail';
import type { Actor } from '../auth/actor';
import type { CredentialsService } from '../credentials/service';
import { dummyEmailBase, firstFreeEmail } from './dummy-email';
import { type InvitationDeps, Invitations } from './invitations';
import { alreadyRegisteredMail } from './notice-mail';
import * as policy from './policy';
import * as repo from './repo';

export { INVITATION_VALID_MS } from './invitations';

const roleOf = (owner: boolean) => (owner ? 'owner' : 'user');

export interface TeamsDeps extends InvitationDeps {
  accounts: AccountsService;
  credentials: CredentialsService;
  /** The company's audit log: invitations, joins, role changes and removals, once done. */
  audit: AuditTrail;
}

export class TeamsService {
  /** Invitations by mail, and the Owners' list of those pending (invitations.ts). */
  readonly invitations: Invitations;

  constructor(private readonly deps: TeamsDeps) {
    this.invitations = new Invitations(deps);
  }

  async list(actor: Actor, input: Required<Omit<ViewListConsumersRequest, 'page'>> & { page: number }) {
    access.requireOwnIds(actor, input);
    const pageSize = limits.pageSize;
    const [total, rows] = await Promise.all([
      repo.countMembers(this.deps.db, actor.companyId),
      repo.membersPage(this.deps.db, actor.companyId, (input.page - 1) * pageSize, pageSize),
    ]);
    return { rows, total, page: input.page, pageSize };
  }

  /** getadmindetail: whether the caller is an Owner, asked about oneself. */
  roleOf(actor: Actor, ids: { email: string; consumerId: string }): { isOwner: boolean } {
    access.requireOwnIds(actor, ids);
    return { isOwner: actor.isOwner };
  }

  /** view-admin-details: both ids the contract sends name the caller. */
  async adminDetails(actor: Actor, ids: { consumerId: string; id: string }) {
    access.requireOwnIds(actor, { consumerId: ids.consumerId });
    access.requireOwnIds(actor, { consumerId: ids.id });
    const company = await repo.companyOf(this.deps.db, actor.companyId);
    return { isOwner: actor.isOwner, company };
  }

  /** Owners invite by mail, or (with multi-consumer authorisation) create dummy consumers. */
  async invite(actor: Actor, input: InviteUserRequest & { email: string }): Promise<'invited' | 'dummy'> {
    policy.requireOwner(actor);
    access.requireOwnIds(actor, { consumerId: input.createdUserId });
    if (input.dummy_consumers || input.no_invite_consumer) {
      await this.createDummy(actor, input);
      return 'dummy';
    }
    await this.sendInvitation(actor, input);
    return 'invited';
  }

  /**
   * An address with an account in another company gets the same answer as a new one (nobody learns
   * from it who is registered on the platform) and a notice instead of an invitation. One in the
   * Owner's own company is refused: the Owner sees it in the team list anyway.
   */
  private async sendInvitation(
    actor: Actor,
    input: { email: string; firstname: string; lastname: string; admin: boolean },
  ) {
    const { mailer, security, log, audit } = this.deps;
    const holder = await security.consumerByEmail(input.email);
    // The same entry whether the address was free or taken elsewhere: Owners learn nothing of others.
    const invited = {
      type: 'team.invited',
      target: input.email,
      details: { role: roleOf(input.admin) },
    } as const;
    if (holder?.company_id === actor.companyId) {
      throw new Conflict(messages.memberOfYourCompany, { email: messages.memberOfYourCompany });
    }
    await this.invitations.countSend(actor);
    if (holder) {
      // Dummy consumers never receive mail from the portal. The notice speaks the holder's
      // language, not the inviting Owner's.
      if (!holder.is_dummy) {
        const sender = await this.invitations.sender(actor);
        await mailer.send(
          inLanguage(holder.language, () =>
            alreadyRegisteredMail({ to: holder.email, firstname: holder.firstname, ...sender }),
          ),
        );
      }
      log.info(
        { event: 'team.invite_noticed', consumerId: actor.consumerId },
        'address taken elsewhere: notice sent',
      );
      audit.by(actor, invited);
      return;
    }
    await this.invitations.send(actor, input);
    log.info({ event: 'team.invited', consumerId: actor.consumerId, owner: input.admin }, 'invitation sent');
    audit.by(actor, invited);
  }

  private async createDummy(actor: Actor, input: { firstname: string; lastname: string; admin: boolean }) {
    const { db, accounts, log } = this.deps;
    const email = await db.transaction().execute(async (trx) => {
      const company = await repo.lockCompany(trx, actor.companyId);
      policy.requireMultiConsumerCompany(company);
      if ((await repo.countDummies(trx, actor.companyId)) >= company.admin_with_multi_consumer_auth_limit) {
        throw new Conflict(messages.maxConsumersExceeded);
      }
      const base = dummyEmailBase(input.firstname, input.lastname, actor.email);
      const email = firstFreeEmail(base, await repo.emailsLike(trx, base.local, base.domain));
      await accounts.createMember(trx, {
        companyId: actor.companyId,
        projectId: actor.projectId,
        email,
        firstname: input.firstname,
        lastname: input.lastname,
        mobile: '',
        password: null,
        isOwner: false,
      });
      return email;
    });
    log.info({ event: 'team.dummy_created', consumerId: actor.consumerId }, 'dummy consumer created');
    this.deps.audit.by(actor, { type: 'team.joined', target: email, details: { role: 'user' } });
  }

  /** TOTP_ENROLMENT=browser: new members set up their authenticator at their first sign-in. */
  get enrolsInBrowser(): boolean {
    return this.deps.security.enrolsInBrowser;
  }

  /** Completes an invitation: the single-use token decides, never the names or ids in the body. */
  async completeInvitation(input: UpdateConsumerRequest, address?: string): Promise<void> {
    const { db, clock, accounts, security, log } = this.deps;
    const invitation = await this.invitations.usable(input);
    const created = await db.transaction().execute(async (trx) => {
      if (!(await repo.consumeInvitation(trx, invitation.id, invitation.token_hash, clock.now()))) {
        throw new LinkInvalid(messages.tokenNotValidAnymore);
      }
      return accounts.createMember(trx, {
        companyId: invitation.company_id,
        projectId: invitation.project_id,
        email: invitation.email,
        firstname: invitation.firstname,
        lastname: invitation.lastname,
        mobile: input.mobile,
        password: input.password,
        isOwner: invitation.is_owner,
      });
    });
    log.info({ event: 'team.joined', consumerId: created.consumerId }, 'invitation completed');
    this.deps.audit.by(
      { companyId: invitation.company_id, consumerId: created.consumerId, email: invitation.email, address },
      { type: 'team.joined', target: invitation.email, details: { role: roleOf(invitation.is_owner) } },
    );
    try {
      await security.welcomeNewAccount({
        email: invitation.email,
        firstname: invitation.firstname,
        totp_secret: created.sealedSeed,
      });
    } catch (error) {
      log.error(
        { event: 'mail.failed', consumerId: created.consumerId, err: error },
        'login details mail not sent',
      );
    }
  }

  async setRole(actor: Actor, input: MakeAdminConsumerRequest): Promise<void> {
    policy.requireOwner(actor);
    access.requireOwnIds(actor, { consumerId: input.consumerId });
    policy.requireOther(actor, input.id);
    let member: { email: string } | undefined;
    await this.withLockedTeam(actor, { id: input.id, owner: input.admin }, async (trx) => {
      member = await repo.namesOf(trx, input.id);
      await repo.setOwner(trx, input.id, input.admin);
    });
    this.deps.log.info(
      { event: 'team.role_changed', consumerId: actor.consumerId, owner: input.admin },
      'role changed',
    );
    this.deps.audit.by(actor, {
      type: 'team.role_changed',
      target: member?.email ?? null,
      details: { role: roleOf(input.admin) },
    });
  }

  async deleteMember(actor: Actor, input: { id: string; consumerId: string }): Promise<void> {
    policy.requireOwner(actor);
    access.requireOwnIds(actor, { consumerId: input.consumerId });
    policy.requireOther(actor, input.id);
    let handedOver: Array<{ name: string; client_id: string }> = [];
    let leaver: { firstname: string; lastname: string; email: string } | undefined;
    await this.withLockedTeam(actor, { leaves: input.id }, async (trx) => {
      leaver = await repo.namesOf(trx, input.id);
      // The member's clients go to the Owner as a transfer would: new secrets in the Owner's
      // one-time view, earlier tokens void, so a secret the member kept opens nothing.
      handedOver = await this.deps.credentials.handOverAll(trx, input.id, actor.consumerId);
      await repo.deleteMember(trx, input.id);
    });
    this.deps.log.info(
      {
        event: 'team.member_deleted',
        consumerId: actor.consumerId,
        clientIds: handedOver.map((c) => c.client_id),
      },
      'member deleted; their credentials were handed over with new secrets',
    );
    this.deps.audit.by(actor, {
      type: 'team.member_removed',
      target: leaver?.email ?? null,
      details: {
        ...(leaver ? { name: `${leaver.firstname} ${leaver.lastname}` } : {}),
        secrets: handedOver.length,
      },
    });
    const owner = await this.deps.security.consumerByEmail(actor.email);
    if (owner && leaver) {
      await this.deps.credentials.mailReceiver(owner, handedOver, {
        memberRemoved: `${leaver.firstname} ${leaver.lastname}`,
      });
    }
  }

  /**
   * Runs a change to one member with the whole team locked, after checking again inside the lock that
   * the target is in the caller's company, that the caller is still an Owner, and the last-Owner rule.
   */
  private async withLockedTeam(
    actor: Actor,
    change: access.MemberChange,
    write: (trx: Db) => Promise<void>,
  ): Promise<void> {
    const targetId = 'leaves' in change ? change.leaves : change.id;
    await this.deps.db.transaction().execute(async (trx) => {
      const members = await repo.lockMembers(trx, actor.companyId);
      policy.requireInTeam(members, targetId);
      policy.requireStillOwner(members, actor);
      access.requireAnOwnerLeft(members, change);
      await write(trx);
    });
  }
}
