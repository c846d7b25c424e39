import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { countCall, type RequestWindow, readWindow } from './repo';

type Answer = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store, kept in the database every instance shares, so that a limit per
 * address holds behind a load balancer as on one instance. A fixed window per key, begun by its
 * first call (as the plugin's own memory store does), one statement per counted call; time from the
 * portal's clock. Keys name their limit themselves (the key generators), so a route's store is the
 * same store.
 */
export function sharedWindowStore(db: Db, clock: Clock): FastifyRateLimitStoreCtor {
  const answer = (window: RequestWindow | undefined, now: Date, windowMs: number, done: Answer) => {
    const age = window ? now.getTime() - window.started_at.getTime() : windowMs;
    if (!window || age >= windowMs) return done(null, { current: 0, ttl: windowMs });
    done(null, { current: window.hits, ttl: Math.min(windowMs, windowMs - age) });
  };

  return class SharedWindowStore implements FastifyRateLimitStore {
    incr(key: string, done: Answer, timeWindow: number): void {
      const now = clock.now();
      countCall(db, key, now, timeWindow).then(
        (window) => answer(window, now, timeWindow, done),
        (error: Error) => done(error),
      );
    }

    /** The plugin's `{ increment: false }`: how the key stands, counting nothing. */
    read(key: string, done: Answer, timeWindow: number): void {
      const now = clock.now();
      readWindow(db, key).then(
        (window) => answer(window, now, timeWindow, done),
        (error: Error) => done(error),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
