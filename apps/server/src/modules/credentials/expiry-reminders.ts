import type { Language } from '@ddp/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { inLanguage } from '../../platform/locale';
import type { Mailer } from '../../platform/mail/mailer';
import { PeriodicJob } from '../../platform/periodic-job';
import { secretExpiryMail } from './expiry-mail';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The reminders before a secret expires, in days, the first one first (issue 20, part 2). */
export const REMINDER_DAYS = [14, 7, 1] as const;

/** The reminder a secret is due, by the days it has left: the nearest one not past. */
export const reminderDue = (daysLeft: number) =>
  [...REMINDER_DAYS].reverse().find((days) => daysLeft <= days) ?? null;

/** Secrets that expire within the first reminder's reach, with their client and its holder. */
function expiringSecrets(db: Db, now: Date) {
  const until = new Date(now.getTime() + REMINDER_DAYS[0] * DAY_MS);
  const slot = (
    id: 'secret_id' | 'added_secret_id',
    expires: 'secret_expires_at' | 'added_secret_expires_at',
  ) =>
    db
      .selectFrom('credentials')
      .innerJoin('consumers', 'consumers.id', 'credentials.consumer_id')
      .select([
        `credentials.${id} as secret_id`,
        `credentials.${expires} as expires_at`,
        'credentials.name',
        'credentials.client_id',
        'consumers.email',
        'consumers.firstname',
        'consumers.language',
      ])
      .where(`credentials.${expires}`, '>', now)
      .where(`credentials.${expires}`, '<=', until);
  return slot('secret_id', 'secret_expires_at')
    .unionAll(slot('added_secret_id', 'added_secret_expires_at'))
    .execute();
}

/**
 * Mails a client's holder 14, 7 and 1 days before one of its secrets expires, on a timer. Each
 * reminder is claimed by a row before it is sent, so that instances running at once send it once;
 * a secret made with less time left gets only the nearest reminder. A mail that fails frees its
 * claim, and the next run tries again.
 */
export class SecretExpiryReminders {
  readonly #job: PeriodicJob;

  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      mailer: Mailer;
      log: FastifyBaseLogger;
      /** Where the holder manages the client's secrets. */
      credentialsUrl: string;
      /** Between two runs; 0: never (tests run it by hand). */
      intervalMs: number;
    },
  ) {
    this.#job = new PeriodicJob(
      () => this.runOnce(),
      deps.intervalMs,
      (err) => deps.log.warn({ err }, 'expiry reminders failed'),
    );
  }

  /** Sends the reminders due now; returns how many were sent. */
  async runOnce(): Promise<number> {
    const { db, clock, mailer, log } = this.deps;
    const now = clock.now();
    let sent = 0;
    for (const secret of await expiringSecrets(db, now)) {
      if (!secret.secret_id || !secret.expires_at) continue;
      const daysLeft = Math.ceil((secret.expires_at.getTime() - now.getTime()) / DAY_MS);
      const days = reminderDue(daysLeft);
      if (days === null) continue;
      const claimed = await db
        .insertInto('secret_expiry_reminders')
        .values({ secret_id: secret.secret_id, days, sent_at: now })
        .onConflict((conflict) => conflict.doNothing())
        .returning('days')
        .executeTakeFirst();
      if (!claimed) continue;
      const message = inLanguage(secret.language as Language, () =>
        secretExpiryMail({
          to: secret.email,
          firstname: secret.firstname,
          name: secret.name,
          clientId: secret.client_id,
          expiresAt: secret.expires_at as Date,
          daysLeft,
          credentialsUrl: this.deps.credentialsUrl,
        }),
      );
      try {
        await mailer.send(message);
        sent += 1;
      } catch (err) {
        await db
          .deleteFrom('secret_expiry_reminders')
          .where('secret_id', '=', secret.secret_id)
          .where('days', '=', days)
          .execute();
        log.warn({ err, event: 'mail.failed', clientId: secret.client_id }, 'expiry reminder not sent');
      }
    }
    return sent;
  }

  /** Runs every `intervalMs`, the purge's (platform/periodic-job.ts). */
  start(): void {
    this.#job.start();
  }

  stop(): Promise<void> {
    return this.#job.stop();
  }
}
