import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { NoticedCache } from '../../db/noticed-cache';
import type { Clock } from '../../platform/clock';
import type { Mailer } from '../../platform/mail/mailer';
import type { SecretBox } from '../../platform/secret-box';
import type { AuditTrail } from '../audit/trail';
import { AccountSecurity } from './account-security';
import { BruteForceGuard, type LockoutRules } from './brute-force';
import { Enrolment, type EnrolmentMode } from './enrolment';
import { OwnSessions } from './own-sessions';
import type { SessionWithConsumer } from './repo';
import { SecurityNotices } from './security-notices';
import { type SessionRules, Sessions } from './sessions';
import { SignIn } from './sign-in';
import { SignInAttempts } from './sign-in-attempts';
import { SessionTokens } from './tokens';

export interface AuthSettings {
  rules: SessionRules;
  lockout: LockoutRules;
  passwordMaxAgeDays: number;
  qrResendCooldownDays: number;
  /** TOTP_ENROLMENT: how new accounts get their first authenticator. */
  totpEnrolment: EnrolmentMode;
  /** Where the mails send people: the SPA's address. */
  portalUrl: string;
}

/**
 * The three parts of the auth module, built once for the app: the sign-in, the sessions it opens,
 * and the account security that changes what the sign-in checks. They share one lockout guard.
 */
export function wireAuth(
  deps: {
    db: Db;
    clock: Clock;
    box: SecretBox;
    mailer: Mailer;
    log: FastifyBaseLogger;
    sessionCache?: NoticedCache<SessionWithConsumer> | undefined;
    audit: AuditTrail;
  },
  settings: AuthSettings,
) {
  const { db, clock, box, mailer, log, sessionCache, audit } = deps;
  const { rules, passwordMaxAgeDays, portalUrl } = settings;
  const guard = new BruteForceGuard(db, clock, settings.lockout, log);
  const tokens = new SessionTokens(box, clock);
  const notices = new SecurityNotices({ mailer, clock, log, portalUrl, audit });
  const sessions = new Sessions({
    db,
    clock,
    box,
    tokens,
    rules,
    log,
    ...(sessionCache ? { cache: sessionCache } : {}),
  });
  const attempts = new SignInAttempts(guard, notices, audit);
  const signIn = new SignIn({
    db,
    clock,
    box,
    tokens,
    rules,
    passwordMaxAgeDays,
    attempts,
    sessions,
    log,
    audit,
    notices,
  });
  const security = new AccountSecurity({
    db,
    clock,
    box,
    passwordMaxAgeDays,
    qrResendCooldownDays: settings.qrResendCooldownDays,
    guard,
    mailer,
    notices,
    signIn,
    portalUrl,
    log,
    totpEnrolment: settings.totpEnrolment,
  });
  const ownSessions = new OwnSessions({ db, clock, rules, audit, cache: sessionCache });
  const enrolment = new Enrolment({
    db,
    clock,
    box,
    mailer,
    attempts,
    signIn,
    notices,
    log,
    portalUrl,
    mode: settings.totpEnrolment,
    temporaryMs: rules.temporaryMs,
  });
  return { guard, sessions, signIn, security, ownSessions, enrolment };
}
