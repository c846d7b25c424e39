import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { encodeLinkDetails, messages } from '@ddp/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { LinkExpired, LinkInvalid } from '../../platform/errors';
import { inLanguage } from '../../platform/locale';
import type { Mailer } from '../../platform/mail/mailer';
import type { AccountSecurity } from '../auth/account-security';
import type { BruteForceGuard } from '../auth/brute-force';
import * as repo from './repo';
import { resetLinkMail } from './reset-link-mail';

const LINK_VALID_MS = 60 * 60_000;

export interface PasswordResetDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  security: AccountSecurity;
  guard: BruteForceGuard;
  publicUrl: string;
  log: FastifyBaseLogger;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Reset by mailed link: 256-bit single-use token, only its hash stored, valid under one hour. */
export class PasswordResetService {
  constructor(private readonly deps: PasswordResetDeps) {}

  /** Answers the same whether or not the account exists; the mail goes out in the background. */
  async forgot(email: string, ip: string): Promise<void> {
    const { db, clock, log } = this.deps;
    const consumer = await this.deps.security.consumerByEmail(email);
    log.info(
      { event: 'password.reset_requested', consumerId: consumer?.id ?? null, ip },
      'reset link requested',
    );
    // Dummy consumers have invented addresses: a mail there could reach a stranger.
    if (!consumer || consumer.is_dummy) return;
    const token = randomBytes(32).toString('base64url');
    const createdAt = clock.now();
    await repo.replaceResets(db, {
      id: randomUUID(),
      consumer_id: consumer.id,
      token_hash: hashToken(token),
      created_at: createdAt,
    });
    const details = encodeLinkDetails({ email: consumer.email, token, inviteDate: createdAt.toISOString() });
    const link = `${this.deps.publicUrl}/dev-portal/reset-password?details=${encodeURIComponent(details)}`;
    this.deps.mailer
      .send(
        inLanguage(consumer.language, () =>
          resetLinkMail({ to: consumer.email, firstname: consumer.firstname, link }),
        ),
      )
      .catch((error: unknown) =>
        log.error({ event: 'mail.failed', consumerId: consumer.id, err: error }, 'reset mail not sent'),
      );
  }

  async check(email: string, token: string) {
    const reset = await repo.findByTokenHash(this.deps.db, hashToken(token));
    if (!reset || reset.email !== email || reset.used_at)
      throw new LinkInvalid(messages.tokenNotValidAnymore);
    if (this.deps.clock.now().getTime() - reset.created_at.getTime() >= LINK_VALID_MS)
      throw new LinkExpired(messages.linkExpired);
    return reset;
  }

  async reset(email: string, token: string, newPassword: string, ip: string): Promise<void> {
    const { db, clock, security, guard, log } = this.deps;
    const reset = await this.check(email, token);
    await db.transaction().execute(async (trx) => {
      if (!(await repo.consumeReset(trx, reset.id, clock.now())))
        throw new LinkInvalid(messages.tokenNotValidAnymore);
      await security.changePassword(
        trx,
        { id: reset.consumerId, password_hash: reset.password_hash },
        newPassword,
        { byLink: true },
      );
    });
    // Proving the mailbox is a fresh start for the sign-in counter too.
    await guard.success(email);
    log.info({ event: 'password.reset', consumerId: reset.consumerId, ip }, 'password reset by link');
    await security.passwordChanged(
      {
        id: reset.consumerId,
        email: reset.email,
        firstname: reset.firstname,
        is_dummy: reset.is_dummy,
        company_id: reset.company_id,
      },
      'password-by-link',
      ip,
    );
  }
}
