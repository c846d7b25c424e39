import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { PeriodicJob } from '../../platform/periodic-job';
import * as rollups from './rollups-repo';

/** Hours computed again per run at most: a backlog after an outage is worked off over runs. */
const HOURS_PER_RUN = 48;

/**
 * Keeps the hourly roll-ups in step with the stored calls (issue 21, part 4): every run computes
 * the hours marked since the last one again, whole. The current hour waits until it has ended: the
 * figures read it from its calls anyway (usage-figures.ts), and while calls arrive its mark would
 * come back within a second of every run, each one counting the whole hour so far again. Several
 * instances may run it at once: each takes other hours, and an hour computed twice comes out the
 * same.
 */
export class UsageRollups {
  readonly #job: PeriodicJob;

  constructor(private readonly deps: { db: Db; clock: Clock; log: FastifyBaseLogger; intervalMs: number }) {
    this.#job = new PeriodicJob(
      async () => {
        const hours = await this.runOnce();
        if (hours > 0) deps.log.info({ event: 'usage.rolled_up', hours }, 'usage roll-ups updated');
      },
      deps.intervalMs,
      (error) => deps.log.warn({ err: error }, 'usage roll-up failed'),
    );
  }

  /** Computes the waiting hours that have ended; returns how many. A failed hour is marked again for the next run. */
  async runOnce(): Promise<number> {
    const current = rollups.hourOf(this.deps.clock.now());
    const hours = await rollups.takeDirty(this.deps.db, HOURS_PER_RUN, current);
    for (const [i, hour] of hours.entries()) {
      try {
        await rollups.recomputeHour(this.deps.db, hour);
      } catch (error) {
        await rollups.markDirty(this.deps.db, hours.slice(i));
        throw error;
      }
    }
    return hours.length;
  }

  start(): void {
    this.#job.start();
  }

  stop(): Promise<void> {
    return this.#job.stop();
  }
}
