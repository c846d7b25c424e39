/** All domain code asks this for the time, so every expiry rule can be tested without waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that only moves when told to; for tests and for the e2e time controls. */
export class FakeClock implements Clock {
  #now: number;

  constructor(start: Date | number = Date.UTC(2026, 0, 15, 9, 0, 0)) {
    this.#now = typeof start === 'number' ? start : start.getTime();
  }

  now(): Date {
    return new Date(this.#now);
  }

  advance(ms: number): void {
    this.#now += ms;
  }

  set(to: Date | number): void {
    this.#now = typeof to === 'number' ? to : to.getTime();
  }
}

/**
 * Real time plus an offset that can only grow; for end-to-end tests of expiry rules (DEV_CLOCK=true,
 * refused in production). Time keeps flowing, so TOTP codes stay real.
 */
export class OffsetClock implements Clock {
  #offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.#offsetMs);
  }

  advance(ms: number): void {
    this.#offsetMs += ms;
  }
}
