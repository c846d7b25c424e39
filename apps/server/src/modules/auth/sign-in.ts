import { randomUUID } from 'node:crypto';
import { messages } from '@ddp/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Consumer, Session } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { Unauthorized } from '../../platform/errors';
import type { SecretBox } from '../../platform/secret-box';
import type { AuditTrail } from '../audit/trail';
import { verifyPassword } from './passwords';
import * as policy from './policy';
import * as repo from './repo';
import { openSeed } from './sealed-seeds';
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
}

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
   * The code step, for a pending sign-in the caller has checked (`pendingConsumer`): the pending
   * session is consumed in the same transaction that claims the code's step, so it serves once.
   */
  async validateTotp(
    pending: PendingSignIn,
    email: string,
    code: string,
    source: SignInSource,
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
    this.deps.audit.by(
      { companyId: consumer.company_id, consumerId: consumer.id, email: consumer.email, address: ip },
      { type: 'security.signed_in', target: consumer.email },
    );
    const token = await tokens.sign(
      { sessionId: signedIn.id, consumerId: consumer.id, kind: 'active' },
      signedIn.expires_at,
    );
    const envelopeKey = sessions.envelopeKeyFor(signedIn.id);
    return { token, consumer, expiresAt: signedIn.expires_at, envelopeKey };
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
    const step = matchingStep(openSeed(box, consumer.totp_secret), code, now);
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
}
