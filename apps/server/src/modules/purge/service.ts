import { durations } from '@ddp/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { PeriodicJob } from '../../platform/periodic-job';
import { INVITATION_VALID_MS } from '../teams/service';
import * as repo from './repo';

export interface PurgeRules {
  /** Between two runs; 0: never (the instance leaves the purge to others, or to tests). */
  intervalMs: number;
  /** How long a row is kept once it stopped counting, so that a late caller gets the exact answer. */
  keepMs: number;
  /** The dev mailbox's newest mails kept; 0 with SMTP, where nothing shows the outbox. */
  mailKept: number;
  /** The sessions' idle limit (SESSION_IDLE_MINUTES). */
  sessionIdleMs: number;
  /** How long the audit log keeps an event (AUDIT_LOG_RETENTION_DAYS); 0: for ever. */
  auditRetentionMs: number;
  /** How long reported API calls are kept (USAGE_RETENTION_DAYS); 0: for ever. */
  usageRetentionMs: number;
}

/** The audit log's retention: the audit module deletes its own rows. */
export interface AgedEvents {
  deleteBefore(before: Date, batch: number): Promise<number>;
}

/** The usage's retention: the usage module drops its own day tables, whole. */
export interface AgedDays {
  dropDaysBefore(before: Date): Promise<number>;
}

/** The plans' monthly counts: a month over is read no more. */
export interface AgedMonths {
  deleteMonthCountsBefore(now: Date): Promise<number>;
}

export type Purged = Record<
  | 'sessions'
  | 'attempts'
  | 'requestWindows'
  | 'revocations'
  | 'assertions'
  | 'resets'
  | 'invitations'
  | 'mail'
  | 'auditEvents'
  | 'usageDays'
  | 'quotaMonths'
  | 'passkeyChallenges'
  | 'enrolments',
  number
>;

const BATCH = 1_000;
// A run stops after this many full batches of one table and goes on at the next run, so that one run
// never holds the database for long after a flood of rows.
const MOST_BATCHES = 100;

/**
 * Deletes rows that no longer count, on a timer: ended sessions, stale sign-in and client failure
 * counters, old windows of the per-address request limits, revocations of expired tokens, spent
 * reset links and invitations, the dev mailbox's oldest mail, the audit log's events past their
 * retention, the days of reported API calls past theirs, and authenticator set-ups never confirmed.
 * Every delete is a conditional statement, so instances purging at once neither wait for nor
 * repeat each other; time comes from the clock.
 */
export class PurgeService {
  readonly #job: PeriodicJob;

  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      rules: PurgeRules;
      log: FastifyBaseLogger;
      audit: AgedEvents;
      usage: AgedDays;
      plans: AgedMonths;
    },
  ) {
    // The next run tries again; a database away now is answered by the calls' own 503s.
    this.#job = new PeriodicJob(
      () => this.#logged(),
      deps.rules.intervalMs,
      (error) => deps.log.warn({ err: error }, 'purge failed'),
    );
  }

  async runOnce(): Promise<Purged> {
    const { db, clock, rules } = this.deps;
    const now = clock.now();
    const before = new Date(now.getTime() - rules.keepMs);
    const links = (validMs: number) => ({
      usedBefore: before,
      madeBefore: new Date(before.getTime() - validMs),
    });
    return {
      sessions: await drain((n) => repo.deleteEndedSessions(db, before, rules.sessionIdleMs, n)),
      attempts: await drain((n) => repo.deleteStaleAttempts(db, now, before, n)),
      requestWindows: await drain((n) => repo.deleteRowsUpTo(db, 'request_windows', before, n)),
      revocations: await drain((n) => repo.deleteRowsUpTo(db, 'revoked_tokens', now, n)),
      assertions: await drain((n) => repo.deleteRowsUpTo(db, 'used_client_assertions', now, n)),
      resets: await drain((n) =>
        repo.deleteSpentLinks(db, 'password_resets', links(durations.resetLinkValidMs), n),
      ),
      invitations: await drain((n) =>
        repo.deleteSpentLinks(db, 'invitations', links(INVITATION_VALID_MS), n),
      ),
      mail: await drain((n) => repo.deleteOlderMail(db, rules.mailKept, n)),
      auditEvents:
        rules.auditRetentionMs > 0
          ? await drain((n) =>
              this.deps.audit.deleteBefore(new Date(now.getTime() - rules.auditRetentionMs), n),
            )
          : 0,
      usageDays:
        rules.usageRetentionMs > 0
          ? await this.deps.usage.dropDaysBefore(new Date(now.getTime() - rules.usageRetentionMs))
          : 0,
      quotaMonths: await this.deps.plans.deleteMonthCountsBefore(now),
      passkeyChallenges: await drain((n) => repo.deleteRowsUpTo(db, 'passkey_challenges', now, n)),
      enrolments: await drain((n) => repo.deleteRowsUpTo(db, 'totp_enrolments', before, n)),
    };
  }

  /** Runs every `intervalMs` (platform/periodic-job.ts). */
  start(): void {
    this.#job.start();
  }

  /** Stops the timer and waits for a run in progress, so that the database can close after it. */
  stop(): Promise<void> {
    return this.#job.stop();
  }

  async #logged(): Promise<void> {
    const purged = await this.runOnce();
    if (Object.values(purged).some((count) => count > 0))
      this.deps.log.info({ event: 'purge', ...purged }, 'purged rows that no longer count');
  }
}

async function drain(batch: (size: number) => Promise<number>): Promise<number> {
  let total = 0;
  for (let i = 0; i < MOST_BATCHES; i++) {
    const deleted = await batch(BATCH);
    total += deleted;
    if (deleted < BATCH) break;
  }
  return total;
}
