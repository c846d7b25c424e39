import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { BoundedMemo } from '../../platform/bounded-memo';
import type { Clock } from '../../platform/clock';
import { markSecretUsed } from './repo';

/** "Last used" is kept to the minute: a busy client costs one write a minute, not one per grant. */
export const LAST_USED_STEP_MS = 60_000;

/**
 * Records when each secret last authenticated a grant, for the secrets list (issue 20), so that its
 * holder sees which secret a service still uses before revoking one.
 */
export class SecretUse {
  // The last time this instance wrote for a secret, for grants served from a cached client row.
  readonly #written = new BoundedMemo<number>(10_000);

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  async used(clientId: string, secretId: string, lastUsedAt: Date | null): Promise<void> {
    const now = this.clock.now().getTime();
    const known = Math.max(lastUsedAt?.getTime() ?? 0, this.#written.peek(secretId) ?? 0);
    if (now - known < LAST_USED_STEP_MS) return;
    try {
      await markSecretUsed(this.db, clientId, secretId, new Date(now));
      this.#written.set(secretId, now);
    } catch (err) {
      // The grant stands without it; the next grant tries again.
      this.log.warn(
        { err, event: 'credential.secret_use_not_recorded', clientId },
        'secret use not recorded',
      );
    }
  }
}
