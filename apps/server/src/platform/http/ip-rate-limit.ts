import { messages } from '@ddp/contract';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import { TooManyRequests } from '../errors';

const WINDOW_MS = 60_000;
const MAX_TRACKED = 50_000;

/**
 * A fixed one-minute window per client IP and route, kept in memory: a cheap first line against
 * floods of sign-in guesses. The per-account counter in the database is what holds across instances.
 */
export class IpRateLimit {
  readonly #windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly perMinute: number,
  ) {}

  /** A preHandler for the routes that guess-work targets. */
  hook() {
    return async (req: FastifyRequest) => this.take(`${req.ip} ${req.routeOptions.url ?? req.url}`);
  }

  take(key: string): void {
    const now = this.clock.now().getTime();
    const window = this.#windows.get(key);
    if (!window || now - window.start >= WINDOW_MS) {
      if (this.#windows.size >= MAX_TRACKED) this.#sweep(now);
      this.#windows.set(key, { start: now, count: 1 });
      return;
    }
    window.count += 1;
    if (window.count > this.perMinute) throw new TooManyRequests(messages.tooManyRequests);
  }

  /** True once `key` has used up its minute, without counting this look. */
  exceeded(key: string): boolean {
    const window = this.#windows.get(key);
    return (
      window !== undefined &&
      this.clock.now().getTime() - window.start < WINDOW_MS &&
      window.count >= this.perMinute
    );
  }

  /** How long until `key`'s current window ends and it may act again; 0 when it may now. */
  retryAfterMs(key: string): number {
    const window = this.#windows.get(key);
    if (!window) return 0;
    return Math.max(0, WINDOW_MS - (this.clock.now().getTime() - window.start));
  }

  /** Counts one event for `key`, never throwing; for limits that count failures only. */
  count(key: string): void {
    try {
      this.take(key);
    } catch {
      // Over the limit already: exceeded() reports it.
    }
  }

  #sweep(now: number): void {
    for (const [key, window] of this.#windows) if (now - window.start >= WINDOW_MS) this.#windows.delete(key);
    if (this.#windows.size >= MAX_TRACKED) this.#windows.clear();
  }
}
