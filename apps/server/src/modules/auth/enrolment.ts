import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { messages } from '@ddp/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Consumer } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { BadRequest, Conflict, NotFound, Unauthorized } from '../../platform/errors';
import { inLanguage } from '../../platform/locale';
import type { Mailer } from '../../platform/mail/mailer';
import type { SecretBox } from '../../platform/secret-box';
import type { Actor } from './actor';
import { enrolmentCodeMail } from './enrolment-mail';
import * as enrolments from './enrolment-repo';
import { groupedKey, TOTP_ISSUER } from './login-details-mail';
import * as repo from './repo';
import { openSeed, sealNewSeed } from './sealed-seeds';
import type { SecurityNotices } from './security-notices';
import type { PendingSignIn, SignedIn, SignIn } from './sign-in';
import type { SignInAttempts, SignInSource } from './sign-in-attempts';
import { matchingStep, otpauthUri } from './totp';

export type EnrolmentMode = 'mail' | 'browser';

/** What proves a fresh factor for a change: a current TOTP code, or one of the recovery codes. */
export type FreshProof = { userToken?: string | undefined; recoveryCode?: string | undefined };

/** Uses up one of the person's recovery codes; false when it is none of theirs or was used. */
export type RecoveryCodeSpender = (
  consumer: Consumer,
  typed: string,
  source: SignInSource,
) => Promise<boolean>;

export interface EnrolmentDeps {
  db: Db;
  clock: Clock;
  box: SecretBox;
  mailer: Mailer;
  attempts: SignInAttempts;
  signIn: SignIn;
  notices: SecurityNotices;
  log: FastifyBaseLogger;
  portalUrl: string;
  /** TOTP_ENROLMENT: how new accounts get their first authenticator. */
  mode: EnrolmentMode;
  /** How long a pending sign-in lasts: the mailed code is valid as long. */
  temporaryMs: number;
}

/** What a new authenticator is set up from: the key for typing and the QR code's content. */
export interface NewAuthenticator {
  secret: string;
  otpauthUri: string;
}

/** A change begun in Settings is confirmed within this time, or begun again. */
export const CHANGE_VALID_MS = 10 * 60_000;

const hashCode = (code: string) => createHash('sha256').update(code).digest();
const sameHash = (stored: string, code: string) => {
  const given = hashCode(code);
  const kept = Buffer.from(stored, 'hex');
  return kept.length === given.length && timingSafeEqual(kept, given);
};

/**
 * Authenticators set up on screen (issue 22, part 4; docs/security.md, "Authenticator set-up on
 * screen"). The first one, at the first sign-in of an account made with TOTP_ENROLMENT=browser:
 * after the password, a code mailed to the account proves the mailbox before the key is shown, and
 * a code from the new authenticator completes the sign-in. A new one, in Settings: a fresh code
 * from the current authenticator, then a code from the new one; only then the old one goes.
 */
export class Enrolment {
  #recoveryCodes: RecoveryCodeSpender | undefined;

  constructor(private readonly deps: EnrolmentDeps) {}

  /** New accounts wait for their authenticator to be set up on screen instead of being mailed it. */
  get inBrowser(): boolean {
    return this.deps.mode === 'browser';
  }

  /**
   * The password step of an account whose first authenticator is due: a new code goes to its mail,
   * valid for this pending sign-in only. A mail that fails is logged; signing in again sends another.
   */
  async mailCode(consumer: Consumer, sessionId: string): Promise<void> {
    const { db, clock, mailer, log, temporaryMs, portalUrl } = this.deps;
    const now = clock.now();
    const code = randomInt(0, 100_000_000).toString().padStart(8, '0');
    await enrolments.putEnrolment(db, {
      consumer_id: consumer.id,
      session_id: sessionId,
      purpose: 'first',
      mail_code_hash: hashCode(code).toString('hex'),
      sealed_secret: null,
      expires_at: new Date(now.getTime() + temporaryMs),
      created_at: now,
    });
    try {
      const minutes = Math.max(1, Math.round(temporaryMs / 60_000));
      await mailer.send(
        inLanguage(consumer.language, () =>
          enrolmentCodeMail({ to: consumer.email, firstname: consumer.firstname, code, minutes, portalUrl }),
        ),
      );
    } catch (error) {
      log.error({ event: 'mail.failed', consumerId: consumer.id, err: error }, 'enrolment code not sent');
    }
    log.info({ event: 'enrolment.code_mailed', consumerId: consumer.id }, 'enrolment code mailed');
  }

  /**
   * The mailed code, counted like a sign-in code: right, it gives the new key (the same one again
   * within this sign-in, so that a reloaded screen shows what the app may have scanned already).
   */
  async start(pending: PendingSignIn, email: string, mailCode: string, source: SignInSource) {
    const { db, clock, box, attempts } = this.deps;
    const { consumer, sessionId } = pending;
    if (consumer.email !== email) throw new Unauthorized(messages.sessionMissing, 'session_missing');
    if (consumer.totp_enrolment_due !== true) throw new Conflict(messages.enrolNothingToSetUp);
    const { right } = await attempts.attempt(
      consumer.email,
      source,
      async () => {
        const row = await enrolments.findEnrolment(db, consumer.id);
        const ok =
          row?.purpose === 'first' &&
          row.session_id === sessionId &&
          row.mail_code_hash !== null &&
          clock.now() < row.expires_at &&
          sameHash(row.mail_code_hash, mailCode);
        return { right: ok ? row : undefined, person: consumer };
      },
      'release',
    );
    if (!right) throw new Unauthorized(messages.enrolMailCodeInvalid, 'bad_code');
    let sealed = right.sealed_secret;
    if (!sealed) {
      sealed = sealNewSeed(box);
      await enrolments.setEnrolmentSecret(db, consumer.id, sessionId, sealed);
    }
    this.deps.log.info(
      { event: 'enrolment.key_shown', consumerId: consumer.id },
      'mailbox proven, key shown',
    );
    return this.present(sealed, consumer.email);
  }

  /**
   * A code from the new authenticator: it becomes the account's in the transaction that completes
   * the sign-in, so the factor counts only once confirmed and the sign-in happens once.
   */
  confirm(pending: PendingSignIn, email: string, code: string, source: SignInSource): Promise<SignedIn> {
    const { box } = this.deps;
    const { consumer, sessionId } = pending;
    if (consumer.email !== email) throw new Unauthorized(messages.codeInvalid, 'bad_code');
    if (consumer.totp_enrolment_due !== true) throw new Conflict(messages.enrolNothingToSetUp);
    return this.deps.signIn.completeSignIn(pending, email, source, 'code', async (trx, now) => {
      const row = await enrolments.findEnrolment(trx, consumer.id);
      if (row?.purpose !== 'first' || row.session_id !== sessionId || !row.sealed_secret) return false;
      if (now >= row.expires_at) return false;
      const step = matchingStep(openSeed(box, row.sealed_secret), code, now);
      return step !== null && (await enrolments.adoptFirstSecret(trx, consumer.id, row.sealed_secret, step));
    });
  }

  /**
   * A fresh second factor of a signed-in person, counted on the sign-in's counters like a code at
   * sign-in (a stolen session is no free code oracle), and used up. Other factors (recovery codes,
   * passkeys) belong here too when a change asks for "a fresh factor".
   */
  async verifyFreshFactor(consumer: Consumer, proof: FreshProof, source: SignInSource): Promise<boolean> {
    const { db, clock, box, attempts } = this.deps;
    const { right } = await attempts.attempt(
      consumer.email,
      source,
      async () => {
        let ok = false;
        if (proof.userToken !== undefined) {
          const step = matchingStep(openSeed(box, consumer.totp_secret), proof.userToken, clock.now());
          ok = step !== null && (await repo.claimTotpStep(db, consumer.id, step));
        } else if (proof.recoveryCode !== undefined && this.#recoveryCodes) {
          ok = await this.#recoveryCodes(consumer, proof.recoveryCode, source);
        }
        return { right: ok ? consumer : undefined, person: consumer };
      },
      'clear',
    );
    return right !== undefined;
  }

  /**
   * Recovery codes count as a fresh factor: someone who lost the authenticator and signed in with
   * one sets up a new authenticator with another. Set by the app, whose recovery codes module
   * builds on this one; `spend` uses the code up and says whether it was one of the person's.
   */
  acceptRecoveryCodes(spend: RecoveryCodeSpender): void {
    this.#recoveryCodes = spend;
  }

  /** Settings, Change authenticator: after a fresh code, a new key for this session to confirm. */
  async beginChange(actor: Actor, proof: FreshProof, source: SignInSource): Promise<NewAuthenticator> {
    const { db, clock, box, log } = this.deps;
    const consumer = await this.signedInConsumer(actor);
    if (!(await this.verifyFreshFactor(consumer, proof, source))) {
      if (proof.recoveryCode !== undefined) {
        throw new BadRequest(messages.recoveryCodeNotAccepted, {
          recoveryCode: messages.recoveryCodeNotAccepted,
        });
      }
      throw new BadRequest(messages.authenticatorCurrentCodeInvalid, {
        userToken: messages.authenticatorCurrentCodeInvalid,
      });
    }
    const now = clock.now();
    const sealed = sealNewSeed(box);
    await enrolments.putEnrolment(db, {
      consumer_id: consumer.id,
      session_id: actor.sessionId,
      purpose: 'change',
      mail_code_hash: null,
      sealed_secret: sealed,
      expires_at: new Date(now.getTime() + CHANGE_VALID_MS),
      created_at: now,
    });
    log.info({ event: 'authenticator.change_begun', consumerId: consumer.id, ip: source.ip }, 'change begun');
    return this.present(sealed, consumer.email);
  }

  /**
   * A code from the new authenticator replaces the old one: the other sessions end, a notice goes
   * out in the person's language, and the audit log records it.
   */
  async confirmChange(actor: Actor, code: string, source: SignInSource): Promise<void> {
    const { db, clock, box, attempts, log, notices } = this.deps;
    const consumer = await this.signedInConsumer(actor);
    const row = await enrolments.findEnrolment(db, consumer.id);
    const sealed = row?.purpose === 'change' && row.session_id === actor.sessionId ? row.sealed_secret : null;
    if (!row || !sealed || clock.now() >= row.expires_at) {
      throw new BadRequest(messages.authenticatorChangeNotStarted);
    }
    const { right } = await attempts.attempt(
      consumer.email,
      source,
      async () => {
        const step = matchingStep(openSeed(box, sealed), code, clock.now());
        const ok =
          step !== null &&
          (await enrolments.replaceFromSettings(db, consumer.id, actor.sessionId, sealed, step));
        return { right: ok ? consumer : undefined, person: consumer };
      },
      'clear',
    );
    if (!right) {
      throw new BadRequest(messages.authenticatorNewCodeInvalid, {
        userToken: messages.authenticatorNewCodeInvalid,
      });
    }
    log.info(
      { event: 'authenticator.changed', consumerId: consumer.id, ip: source.ip },
      'authenticator changed',
    );
    await notices.changed(consumer, 'second-factor-in-settings', source.ip);
  }

  private async signedInConsumer(actor: Actor): Promise<Consumer> {
    const consumer = await repo.findConsumerByEmail(this.deps.db, actor.email);
    if (!consumer || consumer.id !== actor.consumerId) throw new NotFound(messages.notFound);
    return consumer;
  }

  private present(sealed: string, email: string): NewAuthenticator {
    const seed = openSeed(this.deps.box, sealed);
    return { secret: groupedKey(seed), otpauthUri: otpauthUri(seed, email, TOTP_ISSUER) };
  }
}
