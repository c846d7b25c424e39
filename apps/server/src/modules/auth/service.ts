import { randomUUID } from 'node:crypto';
import { MFA_AUTHENTICATED, messages } from '@ddp/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { NoticedCache } from '../../db/noticed-cache';
import type { Consumer } from '../../db/schema';
import { BoundedMemo } from '../../platform/bounded-memo';
import type { Clock } from '../../platform/clock';
import { BadRequest, Forbidden, Unauthorized } from '../../platform/errors';
import type { Mailer } from '../../platform/mail/mailer';
import type { SecretBox } from '../../platform/secret-box';
import type { Actor } from './actor';
import type { BruteForceGuard } from './brute-force';
import { refuseCommonPassword } from './common-passwords';
import { loginDetailsMail } from './login-details-mail';
import { hashPassword, verifyPassword } from './passwords';
import * as repo from './repo';
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
  guard: BruteForceGuard;
  mailer: Mailer;
  portalUrl: string;
  log: FastifyBaseLogger;
  /** Active sessions kept between calls; without one every call reads its session row. */
  sessions?: NoticedCache<repo.SessionWithConsumer>;
}

export const TOTP_SEAL_PURPOSE = 'totp-seed';
const DAY_MS = 86_400_000;
// Writing last_seen on every call would turn each read into a write; a few seconds of slack is harmless.
const TOUCH_EVERY_MS = 5_000;

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

  constructor(private readonly deps: AuthDeps) {}

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

  async login(email: string, password: string, ip: string): Promise<LoginResult> {
    const { db, clock, rules, tokens, log } = this.deps;
    const consumer = await this.checkPassword(email, password, ip);
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
      resetPassword: this.passwordTooOld(consumer, now),
    };
  }

  /**
   * The password step shared by login and resend-qrcode: lockout first, then the hash. Failures
   * count towards the lockout and answer exactly like an unknown e-mail.
   */
  async checkPassword(email: string, password: string, ip: string): Promise<Consumer> {
    const { db, clock, guard, log } = this.deps;
    await guard.check(email);
    const consumer = await repo.findConsumerByEmail(db, email);
    const ok = await verifyPassword(consumer?.password_hash, password);
    if (!consumer || !ok) {
      if (consumer) await repo.recordFailedLogin(db, consumer.id, clock.now(), ip);
      await guard.failure(email, { ip, ...(consumer ? { consumerId: consumer.id } : {}) });
      log.info({ event: 'login.failed', consumerId: consumer?.id ?? null, ip }, 'sign-in refused');
      throw new Unauthorized(messages.loginFailed, 'bad_credentials');
    }
    return consumer;
  }

  /** Mails the QR code again, after the same password check as the login. */
  async resendQrCode(email: string, password: string, ip: string): Promise<void> {
    const consumer = await this.checkPassword(email, password, ip);
    await this.mailLoginDetails(consumer);
    this.deps.log.info({ event: 'login.qr_resent', consumerId: consumer.id, ip }, 'QR code mailed again');
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
   * The forced reset after the maximum password age: only with the temporary token of a password
   * step, and the old password once more. The temporary token stays valid for the second factor.
   */
  async forcedReset(
    { consumer }: PendingSignIn,
    email: string,
    oldPass: string,
    newPass: string,
    ip: string,
  ) {
    if (consumer.email !== email) throw new Unauthorized(messages.sessionMissing, 'session_missing');
    await this.checkPassword(email, oldPass, ip);
    await this.changePassword(this.deps.db, consumer, newPass);
    this.deps.log.info(
      { event: 'password.forced_reset', consumerId: consumer.id, ip },
      'password changed (forced)',
    );
  }

  /**
   * Sets a new password: it must differ from the current one; older reset links and every other
   * session of the person end with the old password.
   */
  async changePassword(
    db: Db,
    consumer: Pick<Consumer, 'id' | 'password_hash'>,
    newPassword: string,
    options: { keepSessionId?: string } = {},
  ): Promise<void> {
    if (await verifyPassword(consumer.password_hash, newPassword)) {
      throw new BadRequest(messages.passwordMustDiffer, { newPass: messages.passwordMustDiffer });
    }
    refuseCommonPassword(newPassword, 'newPass');
    const hash = await hashPassword(newPassword);
    await repo.replacePassword(db, consumer.id, hash, this.deps.clock.now(), options.keepSessionId);
  }

  /** Operator: clears the sign-in counter of an address. */
  async unlock(email: string): Promise<void> {
    await this.deps.guard.success(email);
  }

  async lockStates(emails: string[]): Promise<Map<string, Date>> {
    return this.deps.guard.lockedUntil(emails);
  }

  /** Operator: a new TOTP seed for a person who lost their authenticator; sessions end, the QR is mailed. */
  async resetSecondFactor(consumer: Consumer): Promise<void> {
    const sealed = this.deps.box.seal(TOTP_SEAL_PURPOSE, newTotpSeed());
    await repo.replaceTotpSecret(this.deps.db, consumer.id, sealed);
    await this.mailLoginDetails({ ...consumer, totp_secret: sealed });
    this.deps.log.info({ event: 'ops.second_factor_reset', consumerId: consumer.id }, 'second factor reset');
  }

  consumerByEmail(email: string): Promise<Consumer | undefined> {
    return repo.findConsumerByEmail(this.deps.db, email);
  }

  passwordTooOld(consumer: Pick<Consumer, 'password_changed_at'>, now: Date): boolean {
    const maxDays = this.deps.passwordMaxAgeDays;
    return maxDays > 0 && now.getTime() - consumer.password_changed_at.getTime() > maxDays * DAY_MS;
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
  async validateTotp(pending: PendingSignIn, email: string, code: string, ip: string): Promise<SignedIn> {
    const { db, clock, box, rules, tokens, log } = this.deps;
    const { consumer, sessionId, firstLoginAt } = pending;
    const now = clock.now();
    if (consumer.email !== email) throw new Unauthorized(messages.codeInvalid, 'bad_code');
    const hadFailures = await this.deps.guard.check(consumer.email);
    if (this.passwordTooOld(consumer, now)) throw new Forbidden(messages.passwordTooOld);

    const seed = box.open(TOTP_SEAL_PURPOSE, consumer.totp_secret);
    const step = matchingStep(seed, code, now);
    const signedIn =
      step === null
        ? null
        : await db.transaction().execute(async (trx) => {
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
    if (!signedIn) {
      await repo.recordFailedLogin(db, consumer.id, now, ip);
      await this.deps.guard.failure(consumer.email, { ip, consumerId: consumer.id });
      log.info({ event: 'login.code_refused', consumerId: consumer.id, ip }, 'second factor refused');
      throw new Unauthorized(messages.codeInvalid, 'bad_code');
    }
    // A counter that was not there when checked has nothing to clear; one made since by a failure
    // in between stays, which errs on the safe side.
    if (hadFailures) await this.deps.guard.success(consumer.email);
    log.info({ event: 'login.succeeded', consumerId: consumer.id, ip }, 'signed in');
    const token = await tokens.sign(
      { sessionId: signedIn.id, consumerId: consumer.id, kind: 'active' },
      signedIn.expires_at,
    );
    return { token, consumer, expiresAt: signedIn.expires_at, envelopeKey: this.envelopeKeyFor(signedIn.id) };
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
