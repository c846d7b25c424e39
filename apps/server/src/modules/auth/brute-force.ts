import { createHash } from 'node:crypto';
import { messages } from '@ddp/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { TooManyRequests } from '../../platform/errors';
import * as repo from './attempts-repo';

export interface LockoutRules {
  delayAfterFailures: number;
  lockAfterFailures: number;
  lockMs: number;
}

/** One attempt taken on a counter before the password or code is checked. */
export interface AttemptClaim {
  key: string;
  /** `account`: the account's counter for browsers it does not know; `device`: one known browser's. */
  scope: 'account' | 'device';
  failures: number;
  locked_until: Date | null;
}

/**
 * One counter per e-mail address for password and code failures, Keycloak style: a growing wait
 * after a few failures, a lock after more, and a success clears it. Unknown addresses are counted
 * the same way, so the answers never reveal whether an account exists.
 */
export class BruteForceGuard {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly rules: LockoutRules,
    private readonly log: FastifyBaseLogger,
    /** One counter family per use: sign-in addresses, OAuth client ids. */
    private readonly family: 'login' | 'client' = 'login',
  ) {}

  keyOf(subject: string): string {
    return createHash('sha256').update(`${this.family}:${subject.toLowerCase()}`).digest('hex');
  }

  /**
   * Throws 429 while the address is locked or must still wait after its last failure; otherwise
   * tells whether the address has a counter at all (a success then has something to clear).
   */
  async check(email: string): Promise<boolean> {
    const row = await repo.findAttempts(this.db, this.keyOf(email));
    this.assess(row);
    return row !== undefined;
  }

  /** The same rule on a counter row the caller already read (or undefined when there is none). */
  assess(
    row: { failures: number | null; last_failure_at: Date | null; locked_until: Date | null } | undefined,
  ): void {
    if (!row || row.failures === null || row.last_failure_at === null) return;
    const now = this.clock.now().getTime();
    if (row.locked_until && row.locked_until.getTime() > now) {
      throw new TooManyRequests(
        messages.signInLocked(Math.ceil((row.locked_until.getTime() - now) / 60_000)),
      );
    }
    if (row.locked_until) return;
    const wait = this.delayMs(row.failures) - (now - row.last_failure_at.getTime());
    if (wait > 0) throw new TooManyRequests(messages.waitBeforeRetry(Math.ceil(wait / 1000)));
  }

  async failure(email: string, context: { ip: string; consumerId?: string }): Promise<void> {
    const now = this.clock.now();
    const row = await repo.countFailure(this.db, this.keyOf(email), now, this.rules);
    if (row.locked_until && row.failures === this.rules.lockAfterFailures) {
      this.log.warn(
        {
          event: `${this.family}.locked`,
          consumerId: context.consumerId ?? null,
          ip: context.ip,
          until: row.locked_until,
        },
        'sign-in locked after repeated failures',
      );
    }
  }

  /** One browser's counter for one account (OWASP: slow down online guessing with device cookies). */
  deviceKeyOf(email: string, deviceId: string): string {
    return createHash('sha256')
      .update(`${this.family}-device:${deviceId}:${email.toLowerCase()}`)
      .digest('hex');
  }

  /**
   * Takes an attempt before anything is checked: on the known browser's own counter when the request
   * carries a valid device cookie for this address, else on the address's counter. Over the limit it
   * throws 429 and nothing is counted. The caller ends the claim with `release`, `fail` or `clear`.
   */
  async claim(email: string, deviceId?: string): Promise<AttemptClaim> {
    const accountKey = this.keyOf(email);
    const scope = deviceId ? 'device' : 'account';
    const key = deviceId ? this.deviceKeyOf(email, deviceId) : accountKey;
    const claimed = await repo.claimAttempt(
      this.db,
      key,
      deviceId ? accountKey : null,
      this.clock.now(),
      this.rules,
    );
    if (claimed) return { key, scope, ...claimed };
    this.assess(await repo.findAttempts(this.db, key));
    // The lock or the wait ran out between the claim and the read: still, this try was not taken.
    throw new TooManyRequests(messages.waitBeforeRetry(1));
  }

  /** The claimed attempt was right; the counter is as it was before the claim. */
  async release(claim: AttemptClaim): Promise<void> {
    await repo.releaseClaim(this.db, claim.key, claim);
  }

  /** The claimed attempt was wrong. True when this failure locked the counter (once per lock). */
  async fail(claim: AttemptClaim, context: { ip: string; consumerId?: string }): Promise<boolean> {
    await repo.confirmFailure(this.db, claim.key, this.clock.now());
    if (claim.locked_until === null) return false;
    this.log.warn(
      {
        event: `${this.family}.locked`,
        scope: claim.scope,
        consumerId: context.consumerId ?? null,
        ip: context.ip,
        until: claim.locked_until,
      },
      'sign-in locked after repeated failures',
    );
    return true;
  }

  /** A complete sign-in: the counter it was claimed on starts from nothing. */
  async clear(claim: AttemptClaim): Promise<void> {
    await repo.clearAttempts(this.db, claim.key);
  }

  /** Operator: the address's counter and those of its known browsers. */
  async unlockAccount(email: string): Promise<void> {
    await repo.clearAccountAttempts(this.db, this.keyOf(email));
  }

  async success(email: string): Promise<void> {
    await repo.clearAttempts(this.db, this.keyOf(email));
  }

  async lockedUntil(emails: string[]): Promise<Map<string, Date>> {
    const keys = new Map(emails.map((email) => [this.keyOf(email), email]));
    const rows = await repo.findLocked(this.db, [...keys.keys()], this.clock.now());
    return new Map(rows.map((row) => [keys.get(row.key)!, row.locked_until!]));
  }

  /** 1 s after the 5th failure, doubling with each further one. */
  private delayMs(failures: number): number {
    if (failures < this.rules.delayAfterFailures) return 0;
    return 1000 * 2 ** (failures - this.rules.delayAfterFailures);
  }
}
