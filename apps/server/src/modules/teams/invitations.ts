import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  type CheckInvitationRequest,
  encodeLinkDetails,
  messages,
  type PendingInvitation,
} from '@ddp/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { LinkExpired, LinkInvalid, NotFound, TooManyRequests } from '../../platform/errors';
import type { Mailer } from '../../platform/mail/mailer';
import * as access from '../access/policy';
import type { AccountSecurity } from '../auth/account-security';
import type { Actor } from '../auth/actor';
import { invitationMail } from './invitation-mail';
import * as policy from './policy';
import * as repo from './repo';

export interface InvitationDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  security: AccountSecurity;
  publicUrl: string;
  /** INVITATIONS_PER_HOUR: invitations and notices per Owner and hour. */
  invitationsPerHour: number;
  log: FastifyBaseLogger;
}

export const INVITATION_VALID_MS = 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

type Invitation = NonNullable<Awaited<ReturnType<typeof repo.findInvitation>>>;

/**
 * Invitations by mail: sending one, the Owners' list of those not answered yet (resend: a new link,
 * the old one stops working; withdraw: the link stops working), and the check of a link.
 */
export class Invitations {
  constructor(private readonly deps: InvitationDeps) {}

  /** Makes the invitation (voiding an earlier one to the same address) and mails its link. */
  async send(
    actor: Actor,
    input: { email: string; firstname: string; lastname: string; admin: boolean },
  ): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    const createdAt = this.deps.clock.now();
    await repo.replaceInvitation(this.deps.db, {
      id: randomUUID(),
      company_id: actor.companyId,
      project_id: actor.projectId,
      invited_by: actor.consumerId,
      email: input.email,
      firstname: input.firstname,
      lastname: input.lastname,
      is_owner: input.admin,
      token_hash: hashToken(token),
      created_at: createdAt,
    });
    await this.mail(actor, input, token, createdAt);
  }

  /** list-invitations: the company's unused invitations, the expired ones included (they can be resent). */
  async pending(actor: Actor, ids: { consumerId: string }): Promise<PendingInvitation[]> {
    policy.requireOwner(actor);
    access.requireOwnIds(actor, ids);
    const now = this.deps.clock.now().getTime();
    const rows = await repo.pendingInvitations(this.deps.db, actor.companyId);
    return rows.map((row) => {
      const expiresAt = row.created_at.getTime() + INVITATION_VALID_MS;
      return {
        id: row.id,
        email: row.email,
        firstname: row.firstname,
        lastname: row.lastname,
        isAdmin: [row.is_owner ? 'Owner' : 'User'],
        createdAt: row.created_at.toISOString(),
        expiresAt: new Date(expiresAt).toISOString(),
        expired: now >= expiresAt,
      };
    });
  }

  /**
   * resend-invitation: a new token and a new 24 hours, mailed in the caller's name; the earlier
   * link's token is gone, so that link answers 'The Token is not valid anymore!'. Counts against
   * the hourly limit like an invitation.
   */
  async resend(actor: Actor, input: { consumerId: string; invitationId: string }): Promise<void> {
    policy.requireOwner(actor);
    access.requireOwnIds(actor, { consumerId: input.consumerId });
    const invitation = await this.pendingOf(actor, input.invitationId);
    await this.countSend(actor);
    const token = randomBytes(32).toString('base64url');
    const createdAt = this.deps.clock.now();
    const renewed = await repo.renewInvitation(this.deps.db, invitation.id, {
      invited_by: actor.consumerId,
      token_hash: hashToken(token),
      created_at: createdAt,
    });
    if (!renewed) throw new NotFound(messages.invitationUnknown);
    await this.mail(
      actor,
      { email: invitation.email, firstname: invitation.firstname, lastname: invitation.lastname },
      token,
      createdAt,
    );
    this.deps.log.info({ event: 'team.invite_resent', consumerId: actor.consumerId }, 'invitation resent');
  }

  /** withdraw-invitation: the invitation is deleted, so its link answers 'The Token is not valid anymore!'. */
  async withdraw(actor: Actor, input: { consumerId: string; invitationId: string }): Promise<void> {
    policy.requireOwner(actor);
    access.requireOwnIds(actor, { consumerId: input.consumerId });
    const invitation = await this.pendingOf(actor, input.invitationId);
    if (!(await repo.withdrawInvitation(this.deps.db, invitation.id))) {
      throw new NotFound(messages.invitationUnknown);
    }
    this.deps.log.info(
      { event: 'team.invite_withdrawn', consumerId: actor.consumerId },
      'invitation withdrawn',
    );
  }

  /**
   * The invitation a link names, if it can still be completed: the single-use token decides, with
   * the address and inviter it was made for. Used by check-invitation and update-consumer alike.
   */
  async usable(input: CheckInvitationRequest): Promise<Invitation> {
    const invitation = await repo.findInvitation(this.deps.db, hashToken(input.token));
    if (
      !invitation ||
      invitation.used_at ||
      invitation.email !== input.email ||
      invitation.invited_by !== input.createdUserId
    ) {
      throw new LinkInvalid(messages.tokenNotValidAnymore);
    }
    if (this.deps.clock.now().getTime() - invitation.created_at.getTime() >= INVITATION_VALID_MS) {
      throw new LinkExpired(messages.linkExpired);
    }
    return invitation;
  }

  /**
   * Counts an invitation or notice against the Owner's hourly limit (INVITATIONS_PER_HOUR), in the
   * database with the Owner's row locked, so that it holds for parallel calls on every instance.
   */
  async countSend(actor: Actor): Promise<void> {
    const { db, clock, invitationsPerHour } = this.deps;
    const now = clock.now();
    const since = new Date(now.getTime() - HOUR_MS);
    await db.transaction().execute(async (trx) => {
      await repo.lockInviter(trx, actor.consumerId);
      const fullSince = await repo.sendThatFilledWindow(trx, actor.consumerId, since, invitationsPerHour);
      if (fullSince) {
        const waitMs = fullSince.getTime() + HOUR_MS - now.getTime();
        throw new TooManyRequests(
          messages.tooManyInvitations(invitationsPerHour, Math.max(1, Math.ceil(waitMs / 60_000))),
          Math.max(1, Math.ceil(waitMs / 1000)),
        );
      }
      await repo.recordSend(trx, actor.consumerId, now, since);
    });
  }

  /** Who invites, as the mails name them. */
  async sender(actor: Actor): Promise<{ inviter: string; company: string }> {
    const company = await repo.companyOf(this.deps.db, actor.companyId);
    const inviter = await this.deps.security.consumerByEmail(actor.email);
    return {
      inviter: inviter ? `${inviter.firstname} ${inviter.lastname}` : actor.email,
      company: company.name,
    };
  }

  /** A pending invitation of the caller's company; another company's answers as an unknown id. */
  private async pendingOf(actor: Actor, invitationId: string) {
    const invitation = await repo.pendingInvitation(this.deps.db, actor.companyId, invitationId);
    if (!invitation) throw new NotFound(messages.invitationUnknown);
    return invitation;
  }

  private async mail(
    actor: Actor,
    input: { email: string; firstname: string; lastname: string },
    token: string,
    createdAt: Date,
  ): Promise<void> {
    const details = encodeLinkDetails({
      emailId: input.email,
      firstName: input.firstname,
      lastName: input.lastname,
      inviteDate: createdAt.toISOString(),
      createdUserId: actor.consumerId,
      token,
    });
    await this.deps.mailer.send(
      invitationMail({
        to: input.email,
        firstname: input.firstname,
        ...(await this.sender(actor)),
        link: `${this.deps.publicUrl}/dev-portal/invited-user?details=${encodeURIComponent(details)}`,
      }),
    );
  }
}
