import {
  formatRecoveryCode,
  type MakeRecoveryCodesReply,
  messages,
  type RecoveryCodesStatusReply,
} from '@ddp/contract';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, inTransaction } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { BadRequest } from '../../platform/errors';
import { inLanguage } from '../../platform/locale';
import type { Mailer } from '../../platform/mail/mailer';
import type { SecretBox } from '../../platform/secret-box';
import type { AuditTrail } from '../audit/trail';
import type { Actor } from '../auth/actor';
import type { PendingSignIn, SignedIn, SignIn } from '../auth/sign-in';
import type { SignInSource } from '../auth/sign-in-attempts';
import { CodeHasher, newCodes } from './codes';
import { recoveryCodeUsedMail } from './recovery-code-mail';
import * as repo from './repo';

export interface RecoveryCodesDeps {
  db: Db;
  clock: Clock;
  box: SecretBox;
  signIn: SignIn;
  mailer: Mailer;
  audit: AuditTrail;
  log: FastifyBaseLogger;
  /** Where the notice mail sends people: the SPA's address. */
  portalUrl: string;
}

/**
 * Recovery codes (issue 22, part 2): ten single-use codes per person, made in Settings and taken
 * instead of a TOTP code at sign-in. Only keyed hashes are stored (codes.ts).
 */
export class RecoveryCodes {
  readonly #hasher: CodeHasher;

  constructor(private readonly deps: RecoveryCodesDeps) {
    this.#hasher = new CodeHasher(deps.box);
  }

  /** The caller's own codes: how many are left and when they were made, never the codes. */
  async status(actor: Actor): Promise<RecoveryCodesStatusReply> {
    const { total, left, madeAt } = await repo.codeCounts(this.deps.db, actor.consumerId);
    return { output: 'success', madeAt: madeAt?.toISOString() ?? null, left, total };
  }

  /**
   * Ten new codes in place of any before, returned this once. The current password is asked for
   * (counted like a sign-in's): a stolen session alone must not mint a way in past the authenticator.
   */
  async make(actor: Actor, password: string, source: SignInSource): Promise<MakeRecoveryCodesReply> {
    const { db, clock, signIn, audit, log } = this.deps;
    if (!(await signIn.checkCurrentPassword(actor.email, password, source))) {
      throw new BadRequest(messages.oldPasswordWrong, { password: messages.oldPasswordWrong });
    }
    const codes = newCodes();
    const now = clock.now();
    const hashes = codes.map((code) => this.#hasher.hash(actor.consumerId, code));
    await inTransaction(db, (trx) => repo.replaceCodes(trx, actor.consumerId, hashes, now));
    log.info(
      { event: 'recovery_codes.made', consumerId: actor.consumerId, ip: source.ip },
      'recovery codes made',
    );
    audit.by(actor, { type: 'security.recovery_codes_made', target: actor.email });
    return {
      output: 'success',
      message: messages.recoveryCodesMade,
      codes: codes.map(formatRecoveryCode),
      madeAt: now.toISOString(),
    };
  }

  /**
   * The code screen's other way in: the code is claimed in the transaction that opens the session,
   * so it serves once, and only for a sign-in that goes through. A wrong or used code is refused
   * exactly like a wrong TOTP code and counts on the same attempts.
   */
  async signInWith(
    pending: PendingSignIn,
    email: string,
    typed: string,
    source: SignInSource,
  ): Promise<{ signedIn: SignedIn; left: number }> {
    const { consumer } = pending;
    let left = 0;
    const signedIn = await this.deps.signIn.completeSignIn(
      pending,
      email,
      source,
      'recovery',
      async (trx, now) => {
        const hash = this.#hasher.hashTyped(consumer.id, typed);
        if (hash === null || !(await repo.claimCode(trx, consumer.id, hash, now))) return false;
        left = (await repo.codeCounts(trx, consumer.id)).left;
        return true;
      },
    );
    // The sign-in is committed: the code is spent.
    this.deps.log.info(
      { event: 'recovery_codes.used', consumerId: consumer.id, ip: source.ip, left },
      'recovery code used',
    );
    this.deps.audit.by(
      { companyId: consumer.company_id, consumerId: consumer.id, email: consumer.email, address: source.ip },
      { type: 'security.recovery_code_used', target: consumer.email, details: { left } },
    );
    await this.#notice(pending.consumer, source.ip, left);
    return { signedIn, left };
  }

  /**
   * A recovery code as the fresh factor of a signed-in change (Change authenticator): used up,
   * recorded and mailed like at sign-in. False when it is none of the person's or was used.
   */
  async spend(person: PendingSignIn['consumer'], typed: string, source: SignInSource): Promise<boolean> {
    const { db, clock } = this.deps;
    const hash = this.#hasher.hashTyped(person.id, typed);
    if (hash === null || !(await repo.claimCode(db, person.id, hash, clock.now()))) return false;
    const { left } = await repo.codeCounts(db, person.id);
    this.deps.audit.by(
      { companyId: person.company_id, consumerId: person.id, email: person.email, address: source.ip },
      { type: 'security.recovery_code_used', target: person.email, details: { left } },
    );
    await this.#notice(person, source.ip, left);
    return true;
  }

  /** The notice mail, in the person's language; awaited, but a failed mail undoes nothing. */
  async #notice(person: PendingSignIn['consumer'], ip: string, left: number): Promise<void> {
    const { mailer, clock, log, portalUrl } = this.deps;
    // Dummy consumers have invented addresses: a mail there could reach a stranger.
    if (person.is_dummy) return;
    try {
      await mailer.send(
        inLanguage(person.language, () =>
          recoveryCodeUsedMail({
            to: person.email,
            firstname: person.firstname,
            at: clock.now(),
            ip,
            left,
            portalUrl,
          }),
        ),
      );
    } catch (error) {
      log.error({ event: 'mail.failed', consumerId: person.id, err: error }, 'recovery code notice not sent');
    }
  }
}
