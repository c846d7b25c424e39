import { randomUUID } from 'node:crypto';
import { MFA_AUTHENTICATED, messages } from '@ddp/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { NoticedCache } from '../../db/noticed-cache';
import type { Consumer, Session } from '../../db/schema';
import { BoundedMemo } from '../../platform/bounded-memo';
import type { Clock } from '../../platform/clock';
import { BadRequest, Unauthorized } from '../../platform/errors';
import type { Mailer } from '../../platform/mail/mailer';
import type { SecretBox } from '../../platform/secret-box';
import type { Actor } from './actor';
import type { BruteForceGuard } from './brute-force';
import { refuseCommonPassword } from './common-passwords';
import { loginDetailsMail } from './login-details-mail';
import { hashPassword, verifyPassword } from './passwords';
import * as policy from './policy';
import * as repo from './repo';
import type { SecurityChange } from './security-notice-mail';
import { SecurityNotices } from './security-notices';
import { SignInAttempts, type SignInSource } from './sign-in-attempts';
import type { SessionTokens } from './tokens';
import { matchingStep, newTotpSeed } from './totp';

export interface SessionRules {
  absoluteMs: number;
  idleMs: number;
  temporaryMs: number;
}

export interface AuthDeps {
  db: Db;
  clock: Clock;
  box: SecretBox;
  tokens: SessionTokens;
  rules: SessionRules;
  passwordMaxAgeDays: number;
  /** After a password reset by link, no QR code is mailed for this many days; 0: no cool-down. */
  qrResendCooldownDays: number;
  guard: BruteForceGuard;
  mailer: Mailer;
  portalUrl: string;
  log: FastifyBaseLogger;
  /** Active sessions kept between calls; without one every call reads its session row. */
  sessions?: NoticedCache<repo.SessionWithConsumer>;
}

export const TOTP_SEAL_PURPOSE = 'totp-seed';
// Writing last_seen on every call would turn each read into a write; a few seconds of slack is harmless.
const TOUCH_EVERY_MS = 5_000;

export type { SignInSource } from './sign-in-attempts';

export interface LoginResult {
  temporaryToken: string;
  resetPassword: boolean;
}

/** The person between the password step and the next one, read once per request. */
export interface PendingSignIn {
  consumer: Consumer;
  sessionId: string;
  firstLoginAt: Date;
}

export interface SignedIn {
  token: string;
  consumer: Consumer;
  expiresAt: Date;
  envelopeKey: Uint8Array;
}

export class AuthService {
  // Derived keys never change, so they need no invalidation; the bound keeps memory in check.
  readonly #envelopeKeys = new BoundedMemo<Uint8Array>(10_000);
  readonly #notices: SecurityNotices;
  readonly #attempts: SignInAttempts;

  constructor(private readonly deps: AuthDeps) {
    this.#notices = new SecurityNotices(deps);
    this.#attempts = new SignInAttempts(deps.guard, this.#notices);
  }

  /** The session and its consumer: from the cache when it holds them, else from the database. */
  private sessionRow(sessionId: string) {
    const { db, sessions } = this.deps;
    const read = () => repo.findActiveSessionWithConsumer(db, sessionId);
    // Pending sessions are not kept: they are consumed once, by the code step.
    const tagsOf = (row: repo.SessionWithConsumer) =>
      row.kind === 'active' ? [`session:${row.sessionId}`, `consumer:${row.consumerId}`] : undefined;
    return sessions ? sessions.load(sessionId, read, tagsOf) : read();
  }

  private async endSession(sessionId: string): Promise<void> {
    await repo.deleteSession(this.deps.db, sessionId);
    this.deps.sessions?.forget(sessionId);
  }

  async login(email: string, password: string, source: SignInSource): Promise<LoginResult> {
    const { db, clock, rules, tokens, log } = this.deps;
    const { ip } = source;
    const consumer = await this.checkPassword(email, password, source);
    const now = clock.now();
    const sessionId = randomUUID();
    const expiresAt = new Date(now.getTime() + rules.temporaryMs);
    await repo.insertSessionClearingExpired(
      db,
      {
        id: sessionId,
        consumer_id: consumer.id,
        kind: 'pending',
        first_login_at: now,
        last_seen_at: now,
        expires_at: expiresAt,
      },
      now,
    );
    log.info({ event: 'login.password_ok', consumerId: consumer.id, ip }, 'password accepted');
    return {
      temporaryToken: await tokens.sign({ sessionId, consumerId: consumer.id, kind: 'pending' }, expiresAt),
      resetPassword: policy.resetDue(consumer, now, this.deps.passwordMaxAgeDays),
    };
  }

  /**
   * The password step shared by login, resend-qrcode and the forced reset, under a claimed attempt.
   * Failures answer exactly like an unknown e-mail.
   */
  async checkPassword(email: string, password: string, source: SignInSource): Promise<Consumer> {
    const { db, clock, log } = this.deps;
    const { right, person } = await this.passwordAttempt(email, password, source);
    if (!right) {
      if (person) await repo.recordFailedLogin(db, person.id, clock.now(), source.ip);
      log.info({ event: 'login.failed', consumerId: person?.id ?? null, ip: source.ip }, 'sign-in refused');
      throw new Unauthorized(messages.loginFailed, 'bad_credentials');
    }
    return right;
  }

  /**
   * The current password asked for by a signed-in change (settings): counted on the same counters
   * as the sign-in, so a stolen session is no free password oracle. False when it is wrong.
   */
  async checkCurrentPassword(email: string, password: string, source: SignInSource): Promise<boolean> {
    return (await this.passwordAttempt(email, password, source)).right !== undefined;
  }

  private passwordAttempt(email: string, password: string, source: SignInSource) {
    const { db } = this.deps;
    return this.#attempts.attempt(
      email,
      source,
      async () => {
        const person = await repo.findConsumerByEmail(db, email);
        const ok = await verifyPassword(person?.password_hash, password);
        return { right: person && ok ? person : undefined, person };
      },
      'release',
    );
  }

  /**
   * Mails a new QR code after the same password check as the login: the old authenticator stops
   * working. Not within the cool-down after a password reset by link, so that a mailbox alone
   * never yields both factors.
   */
  async resendQrCode(email: string, password: string, source: SignInSource): Promise<void> {
    const consumer = await this.checkPassword(email, password, source);
    const days = this.deps.qrResendCooldownDays;
    const now = this.deps.clock.now();
    if (policy.qrResendCoolingDown(consumer, now, days)) {
      this.deps.log.info(
        { event: 'login.qr_refused', consumerId: consumer.id, ip: source.ip },
        'QR code not mailed: password reset by link recently',
      );
    }
    policy.requireQrResendAllowed(consumer, now, days);
    await this.replaceSecondFactor(consumer, 'second-factor-resent', source.ip);
    this.deps.log.info(
      { event: 'login.qr_resent', consumerId: consumer.id, ip: source.ip },
      'new QR code mailed',
    );
  }

  /** A new TOTP seed: sessions and pending sign-ins end, the notice and then the new QR code go out. */
  private async replaceSecondFactor(consumer: Consumer, change: SecurityChange, ip?: string): Promise<void> {
    const sealed = this.deps.box.seal(TOTP_SEAL_PURPOSE, newTotpSeed());
    await repo.replaceTotpSecret(this.deps.db, consumer.id, sealed);
    await this.#notices.changed(consumer, change, ip);
    await this.mailLoginDetails({ ...consumer, totp_secret: sealed });
  }

  async mailLoginDetails(consumer: Pick<Consumer, 'email' | 'firstname' | 'totp_secret'>): Promise<void> {
    const seed = this.deps.box.open(TOTP_SEAL_PURPOSE, consumer.totp_secret);
    await this.deps.mailer.send(
      await loginDetailsMail({
        to: consumer.email,
        firstname: consumer.firstname,
        seed,
        portalUrl: this.deps.portalUrl,
      }),
    );
  }

  /**
   * The forced reset, only when one is due (password past its age, or asked for by an operator):
   * only with the temporary token of a password step, and the old password once more. The temporary
   * token stays valid for the second factor; every other sign-in and session ends.
   */
  async forcedReset(
    { consumer, sessionId }: PendingSignIn,
    email: string,
    oldPass: string,
    newPass: string,
    source: SignInSource,
  ) {
    if (consumer.email !== email) throw new Unauthorized(messages.sessionMissing, 'session_missing');
    policy.requireResetDue(consumer, this.deps.clock.now(), this.deps.passwordMaxAgeDays);
    await this.checkPassword(email, oldPass, source);
    await this.changePassword(this.deps.db, consumer, newPass, { keepSessionId: sessionId });
    this.deps.log.info(
      { event: 'password.forced_reset', consumerId: consumer.id, ip: source.ip },
      'password changed (forced)',
    );
    await this.passwordChanged(consumer, 'password-forced', source.ip);
  }

  /**
   * Sets a new password: it must differ from the current one. Reset links, an operator's request for
   * a new password, and every session and pending sign-in of the person end with the old password,
   * except the one named (the settings' own session, the forced reset's own sign-in). The caller
   * sends the notice (`passwordChanged`) once its transaction is done.
   */
  async changePassword(
    db: Db,
    consumer: Pick<Consumer, 'id' | 'password_hash'>,
    newPassword: string,
    options: { keepSessionId?: string; byLink?: boolean } = {},
  ): Promise<void> {
    if (await verifyPassword(consumer.password_hash, newPassword)) {
      throw new BadRequest(messages.passwordMustDiffer, { newPass: messages.passwordMustDiffer });
    }
    refuseCommonPassword(newPassword, 'newPass');
    const hash = await hashPassword(newPassword);
    await repo.replacePassword(db, consumer.id, hash, this.deps.clock.now(), options);
  }

  /** Mails the person that their password changed, how, when and from where. */
  passwordChanged(
    consumer: Pick<Consumer, 'id' | 'email' | 'firstname' | 'is_dummy'>,
    change: Extract<SecurityChange, `password-${string}`>,
    ip: string,
  ): Promise<void> {
    return this.#notices.changed(consumer, change, ip);
  }

  /** Operator: the next sign-in must set a new password; sessions and pending sign-ins end now. */
  async requirePasswordReset(consumer: Consumer): Promise<void> {
    await repo.requirePasswordReset(this.deps.db, consumer.id);
    this.deps.log.info(
      { event: 'ops.password_reset_required', consumerId: consumer.id },
      'password reset required',
    );
  }

  /** Operator: clears the sign-in counters of an address, its known browsers' included. */
  async unlock(email: string): Promise<void> {
    await this.deps.guard.unlockAccount(email);
  }

  async lockStates(emails: string[]): Promise<Map<string, Date>> {
    return this.deps.guard.lockedUntil(emails);
  }

  /** Operator: a new TOTP seed for a person who lost their authenticator; sessions end, the QR is mailed. */
  async resetSecondFactor(consumer: Consumer): Promise<void> {
    await this.replaceSecondFactor(consumer, 'second-factor-by-operator');
    this.deps.log.info({ event: 'ops.second_factor_reset', consumerId: consumer.id }, 'second factor reset');
  }

  consumerByEmail(email: string): Promise<Consumer | undefined> {
    return repo.findConsumerByEmail(this.deps.db, email);
  }

  /** The consumer behind a temporary token that is still within its 5 minutes. */
  async pendingConsumer(temporaryToken: string | undefined): Promise<PendingSignIn> {
    const { db, clock, tokens } = this.deps;
    const claims = temporaryToken ? await tokens.verify(temporaryToken) : null;
    if (claims?.kind !== 'pending') throw new Unauthorized(messages.sessionMissing, 'session_missing');
    const row = await repo.findSessionWithWholeConsumer(db, claims.sessionId);
    if (claims.expired || !row || row.session_kind !== 'pending' || clock.now() >= row.session_expires_at) {
      throw new Unauthorized(messages.temporaryTokenExpired, 'temporary_expired');
    }
    const { session_id, session_kind, session_first_login_at, session_expires_at, ...consumer } = row;
    return { consumer, sessionId: session_id, firstLoginAt: session_first_login_at };
  }

  /**
   * The code step, for a pending sign-in the caller has checked (`pendingConsumer`): the pending
   * session is consumed in the same transaction that claims the code's step, so it serves once.
   */
  async validateTotp(
    pending: PendingSignIn,
    email: string,
    code: string,
    source: SignInSource,
  ): Promise<SignedIn> {
    const { db, clock, tokens, log } = this.deps;
    const { consumer } = pending;
    const { ip } = source;
    const now = clock.now();
    if (consumer.email !== email) throw new Unauthorized(messages.codeInvalid, 'bad_code');
    policy.requireNoResetDue(consumer, now, this.deps.passwordMaxAgeDays);
    const { right: signedIn } = await this.#attempts.attempt(
      consumer.email,
      source,
      async () => ({
        right: (await this.promoteWithCode(pending, code, now, ip)) ?? undefined,
        person: consumer,
      }),
      'clear',
    );
    if (!signedIn) {
      await repo.recordFailedLogin(db, consumer.id, now, ip);
      log.info({ event: 'login.code_refused', consumerId: consumer.id, ip }, 'second factor refused');
      throw new Unauthorized(messages.codeInvalid, 'bad_code');
    }
    log.info({ event: 'login.succeeded', consumerId: consumer.id, ip }, 'signed in');
    const token = await tokens.sign(
      { sessionId: signedIn.id, consumerId: consumer.id, kind: 'active' },
      signedIn.expires_at,
    );
    return { token, consumer, expiresAt: signedIn.expires_at, envelopeKey: this.envelopeKeyFor(signedIn.id) };
  }

  /**
   * The code's step is claimed and the pending session consumed in one transaction, so it serves
   * once. Null for a wrong or used code.
   */
  private async promoteWithCode(
    { consumer, sessionId, firstLoginAt }: PendingSignIn,
    code: string,
    now: Date,
    ip: string,
  ): Promise<Session | null> {
    const { db, box, rules } = this.deps;
    const seed = box.open(TOTP_SEAL_PURPOSE, consumer.totp_secret);
    const step = matchingStep(seed, code, now);
    if (step === null) return null;
    return db.transaction().execute(async (trx) => {
      if (!(await repo.claimTotpStep(trx, consumer.id, step, { at: now, ip }))) return null;
      const active = {
        id: randomUUID(),
        consumer_id: consumer.id,
        kind: 'active' as const,
        first_login_at: firstLoginAt,
        last_seen_at: now,
        expires_at: new Date(firstLoginAt.getTime() + rules.absoluteMs),
      };
      if (!(await repo.promotePendingSession(trx, sessionId, active))) {
        throw new Unauthorized(messages.temporaryTokenExpired, 'temporary_expired');
      }
      return active;
    });
  }

  /** Checks a signed-in call: signature, MFA marker, the sessions row, absolute and idle limits. */
  async authenticate(authorization: string | undefined, mfaValue: string | undefined): Promise<Actor> {
    const { db, clock, rules, tokens } = this.deps;
    const token = bearer(authorization);
    if (!token || mfaValue !== MFA_AUTHENTICATED)
      throw new Unauthorized(messages.sessionMissing, 'session_missing');
    const claims = await tokens.verify(token);
    if (claims?.kind !== 'active') throw new Unauthorized(messages.sessionMissing, 'session_missing');
    const row = await this.sessionRow(claims.sessionId);
    if (row?.kind !== 'active') {
      throw claims.expired
        ? new Unauthorized(messages.sessionExpired, 'session_max_time')
        : new Unauthorized(messages.sessionMissing, 'session_missing');
    }
    const now = clock.now();
    // Idle first: someone who did nothing for the whole session was logged out for inactivity.
    if (now.getTime() - row.last_seen_at.getTime() >= rules.idleMs) {
      await this.endSession(row.sessionId);
      throw new Unauthorized(messages.sessionExpired, 'session_idle');
    }
    if (claims.expired || now >= row.expires_at) {
      await this.endSession(row.sessionId);
      throw new Unauthorized(messages.sessionExpired, 'session_max_time');
    }
    let lastSeen = row.last_seen_at;
    if (now.getTime() - row.last_seen_at.getTime() >= TOUCH_EVERY_MS) {
      await repo.touchSession(db, row.sessionId, now);
      // A GET's reply does not wait for the change notice; without this the next call here could
      // read the old last-seen time and end the session as idle.
      this.deps.sessions?.forgetRow(`session:${row.sessionId}`);
      lastSeen = now;
    }
    return {
      sessionId: row.sessionId,
      consumerId: row.consumerId,
      companyId: row.company_id,
      projectId: row.project_id,
      email: row.email,
      isOwner: row.is_owner,
      sessionEndsAt: new Date(Math.min(row.expires_at.getTime(), lastSeen.getTime() + rules.idleMs)),
    };
  }

  /**
   * The symmetric key of a session's envelopes (JWE `dir` + A256GCM), derived from the master key
   * and the session id: every instance derives the same key, none stores it.
   */
  envelopeKeyFor(sessionId: string): Uint8Array {
    return this.#envelopeKeys.get(sessionId, () => this.deps.box.deriveKey(`envelope-session:${sessionId}`));
  }

  async logout(actor: Actor): Promise<void> {
    await this.endSession(actor.sessionId);
    this.deps.log.info({ event: 'logout', consumerId: actor.consumerId }, 'signed out');
  }
}

export function bearer(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match?.[1];
}
