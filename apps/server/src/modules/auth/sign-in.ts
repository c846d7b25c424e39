import { randomUUID } from 'node:crypto';
import { messages } from '@ddp/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Consumer, Session } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { Unauthorized } from '../../platform/errors';
import { browserName } from '../../platform/http/browser-name';
import type { SecretBox } from '../../platform/secret-box';
import type { AuditTrail } from '../audit/trail';
import { verifyPassword } from './passwords';
import * as policy from './policy';
import * as repo from './repo';
import { openSeed } from './sealed-seeds';
import type { SecurityNotices } from './security-notices';
import type { SessionRules, Sessions } from './sessions';
import type { SignInAttempts, SignInSource } from './sign-in-attempts';
import type { SessionTokens } from './tokens';
import { matchingStep } from './totp';

export interface SignInDeps {
  db: Db;
  clock: Clock;
  box: SecretBox;
  tokens: SessionTokens;
  rules: SessionRules;
  passwordMaxAgeDays: number;
  attempts: SignInAttempts;
  sessions: Sessions;
  log: FastifyBaseLogger;
  audit: AuditTrail;
  notices: SecurityNotices;
}

export interface LoginResult {
  temporaryToken: string;
  resetPassword: boolean;
  /** The account sets up its first authenticator on screen now (TOTP_ENROLMENT=browser). */
  enrolment?: { consumer: Consumer; sessionId: string };
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
  sessionId: string;
}

/** The second factor a sign-in went through; recorded with it (the security log shows it). */
export type SecondFactor = 'code' | 'recovery' | 'passkey';

/** A second factor's check inside the sign-in's transaction; true lets the sign-in through. */
export type FactorCheck = (trx: Db, now: Date) => Promise<boolean>;

// A user agent is the caller's to choose: kept whole up to a length that fits any real browser.
const USER_AGENT_MAX = 512;

/**
 * The two steps of spec section 4: the password step opens a pending sign-in for 5 minutes, the
 * code step turns it into a session. Every check runs under a claimed attempt (sign-in-attempts.ts).
 */
export class SignIn {
  constructor(private readonly deps: SignInDeps) {}

  /** The password step. */
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
        address: null,
        user_agent: null,
      },
      now,
    );
    log.info({ event: 'login.password_ok', consumerId: consumer.id, ip }, 'password accepted');
    return {
      temporaryToken: await tokens.sign({ sessionId, consumerId: consumer.id, kind: 'pending' }, expiresAt),
      resetPassword: policy.resetDue(consumer, now, this.deps.passwordMaxAgeDays),
      ...(consumer.totp_enrolment_due === true ? { enrolment: { consumer, sessionId } } : {}),
    };
  }

  /**
   * The password check shared by login, resend-qrcode and the forced reset, under a claimed attempt.
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

  /**
   * The current code of the authenticator app, asked for by a signed-in change that adds a way in
   * (a passkey): counted on the sign-in's counters like the current password, and the code's step
   * claimed, so that it serves once. False when it is wrong or used.
   */
  async checkCurrentCode(email: string, code: string, source: SignInSource): Promise<boolean> {
    const { db, clock, box, attempts } = this.deps;
    const outcome = await attempts.attempt(
      email,
      source,
      async () => {
        const person = await repo.findConsumerByEmail(db, email);
        const step = person ? matchingStep(openSeed(box, person.totp_secret), code, clock.now()) : null;
        const right = person && step !== null && (await repo.claimTotpStep(db, person.id, step));
        return { right: right ? person : undefined, person };
      },
      'release',
      'code',
    );
    return outcome.right !== undefined;
  }

  private passwordAttempt(email: string, password: string, source: SignInSource) {
    const { db, attempts } = this.deps;
    return attempts.attempt(
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
   * The code step, for a pending sign-in the caller has checked (`pendingConsumer`): the code's
   * step is claimed in the transaction that consumes the pending session, so it serves once.
   */
  validateTotp(pending: PendingSignIn, email: string, code: string, source: SignInSource): Promise<SignedIn> {
    const { consumer } = pending;
    return this.completeSignIn(pending, email, source, 'code', async (trx, now) => {
      const step = matchingStep(openSeed(this.deps.box, consumer.totp_secret), code, now);
      return step !== null && (await repo.claimTotpStep(trx, consumer.id, step));
    });
  }

  /**
   * The second step with any factor (a TOTP code, a recovery code, a passkey): `check` runs in the
   * transaction that consumes the pending session, so what it claims is claimed once, and only
   * for a sign-in that goes through. Counted on the sign-in's attempts like a code.
   */
  async completeSignIn(
    pending: PendingSignIn,
    email: string,
    source: SignInSource,
    factor: SecondFactor,
    check: FactorCheck,
  ): Promise<SignedIn> {
    const { db, clock, tokens, attempts, sessions, log } = this.deps;
    const { consumer } = pending;
    const { ip } = source;
    const now = clock.now();
    if (consumer.email !== email) throw new Unauthorized(messages.codeInvalid, 'bad_code');
    policy.requireNoResetDue(consumer, now, this.deps.passwordMaxAgeDays);
    const { right: signedIn } = await attempts.attempt(
      consumer.email,
      source,
      async () => ({
        right: (await this.promote(pending, check, now, source)) ?? undefined,
        person: consumer,
      }),
      'clear',
    );
    if (!signedIn) {
      await repo.recordFailedLogin(db, consumer.id, now, ip);
      log.info({ event: 'login.code_refused', consumerId: consumer.id, ip, factor }, 'second factor refused');
      throw new Unauthorized(messages.codeInvalid, 'bad_code');
    }
    log.info({ event: 'login.succeeded', consumerId: consumer.id, ip, factor }, 'signed in');
    const browser = browserName(source.userAgent);
    this.deps.audit.by(
      { companyId: consumer.company_id, consumerId: consumer.id, email: consumer.email, address: ip },
      {
        type: 'security.signed_in',
        target: consumer.email,
        details: browser ? { factor, browser } : { factor },
      },
    );
    // A browser without the account's known-browser cookie; the very first sign-in is no news.
    if (!source.deviceId && consumer.last_success_login_at)
      this.deps.notices.newBrowser(consumer, { browser, ip });
    const token = await tokens.sign(
      { sessionId: signedIn.id, consumerId: consumer.id, kind: 'active' },
      signedIn.expires_at,
    );
    const envelopeKey = sessions.envelopeKeyFor(signedIn.id);
    return { token, consumer, expiresAt: signedIn.expires_at, envelopeKey, sessionId: signedIn.id };
  }

  /** The factor is checked and the pending session consumed in one transaction. Null when refused. */
  private async promote(
    { consumer, sessionId, firstLoginAt }: PendingSignIn,
    check: FactorCheck,
    now: Date,
    source: SignInSource,
  ): Promise<Session | null> {
    const { db, rules } = this.deps;
    return db.transaction().execute(async (trx) => {
      if (!(await check(trx, now))) return null;
      await repo.recordSuccessfulLogin(trx, consumer.id, now, source.ip);
      const active: Session = {
        id: randomUUID(),
        consumer_id: consumer.id,
        kind: 'active',
        first_login_at: firstLoginAt,
        last_seen_at: now,
        expires_at: new Date(firstLoginAt.getTime() + rules.absoluteMs),
        address: source.ip,
        user_agent: source.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      };
      if (!(await repo.promotePendingSession(trx, sessionId, active))) {
        throw new Unauthorized(messages.temporaryTokenExpired, 'temporary_expired');
      }
      return active;
    });
  }
}
